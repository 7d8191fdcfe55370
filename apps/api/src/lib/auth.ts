import type { RequestHandler } from 'express';
import type { createSessionUserRepo } from '../session/session-user.repo';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { HttpError } from './http-error';

export interface CurrentUser {
  id: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
  /** A recorder (issue 38, ADR 080): reads as a learner, records their own takes. */
  isRecorder?: boolean;
  /** A recorder whose takes are heard without a teacher's approval. */
  recorderTrusted?: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: CurrentUser;
    }
  }
}

/** last_active_at is precise to this: a user's requests within it write nothing. */
const LAST_ACTIVE_PRECISION_MS = 60_000;

/**
 * Reads the signed-in user from the session, fresh from the database on every request. A
 * deactivated account counts as signed out. The account's last_active_at is written from `clock`
 * when the stored value is a minute or more away from now, so a busy learner costs one write a minute.
 */
export function loadUser(
  users: ReturnType<typeof createSessionUserRepo>,
  clock: Clock = systemClock,
): RequestHandler {
  return (req, _res, next) => {
    const id = req.session?.userId;
    if (typeof id === 'number') {
      const row = users.byId(id);
      if (row && row.deactivated_at === null) {
        req.user = {
          id: row.id,
          username: row.username,
          email: row.email,
          isAdmin: row.is_admin === 1,
          isRecorder: row.is_recorder === 1,
          recorderTrusted: row.recorder_trusted === 1,
        };
        const now = clock.now();
        const last = row.last_active_at === null ? Number.NaN : Date.parse(row.last_active_at);
        // A stored value in the future (a clock set back) is replaced too, not kept until it passes.
        if (!(Math.abs(now.getTime() - last) < LAST_ACTIVE_PRECISION_MS)) {
          users.setLastActive(row.id, now.toISOString());
        }
      }
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'You need to sign in first.');
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'You need to sign in first.');
  if (!req.user.isAdmin) throw new HttpError(403, 'Only an administrator can do that.');
  next();
};

/** An administrator or a recorder (ADR 080): the recording calls. A learner gets 403. */
export const requireRecorder: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'You need to sign in first.');
  if (!req.user.isAdmin && !req.user.isRecorder)
    throw new HttpError(403, 'Only a recorder or an administrator can do that.');
  next();
};

/** The signed-in user inside a handler behind requireUser or requireAdmin. */
export function currentUser(req: { user?: CurrentUser }): CurrentUser {
  if (!req.user) throw new HttpError(401, 'You need to sign in first.');
  return req.user;
}
