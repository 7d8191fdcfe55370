import { viewerOf } from '@langapp/shared';
import type { Viewer } from '@langapp/shared';
import type { CurrentUser } from './auth';

/**
 * Who is asking, as the visibility rule knows them (ADR 058): a visitor, a learner or a teacher.
 * Every read of content passes this to its query's may_see(@viewer, ...).
 */
export function viewerOfRequest(req: { user?: CurrentUser }): Viewer {
  return viewerOf(req.user);
}

/**
 * Who reads an e-mail link's page: the recipients of the programme are accounts, and one message
 * goes to every learner, so its pages show what a learner may see, whoever opens them.
 */
export const EMAIL_VIEWER: Viewer = 'learner';
