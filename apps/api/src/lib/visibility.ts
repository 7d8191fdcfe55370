import { viewerOf } from '@langapp/shared';
import type { Viewer } from '@langapp/shared';
import type { CurrentUser } from './auth';
import type { Clock } from './clock';

/**
 * Who is asking, as the visibility rule knows them (ADR 058): a visitor, a learner or a teacher.
 * Every read of content passes this to its query's may_see(@viewer, ...).
 */
export function viewerOfRequest(req: { user?: CurrentUser }): Viewer {
  return viewerOf(req.user);
}

/**
 * The level a mailing is composed at (one message goes to every recipient), and the most an e-mail
 * link's page may show: the page reads at its recipient's own level, never above this (ADR 072).
 */
export const EMAIL_VIEWER: Viewer = 'learner';

/**
 * Who reads and when: what every query of content binds as @viewer and @now (a speaker's hold ends
 * at a time, so a recording's reach depends on the clock).
 */
export interface Reader {
  viewer: Viewer;
  now: string;
}

/** The reader of a request, at the app clock's time. */
export function readerOf(req: { user?: CurrentUser }, clock: Clock): Reader {
  return { viewer: viewerOfRequest(req), now: clock.now().toISOString() };
}

/** A teacher reading now: the console's, the exports' and the imports' reads see everything. */
export function teacherReader(clock: Clock): Reader {
  return { viewer: 'teacher', now: clock.now().toISOString() };
}
