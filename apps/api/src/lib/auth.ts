import type { RequestHandler } from 'express';
import type { Db } from '../db/database';
import { HttpError } from './http-error';

export interface CurrentUser {
  id: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: CurrentUser;
    }
  }
}

interface UserRow {
  id: number;
  username: string;
  email: string | null;
  is_admin: number;
}

/** Reads the signed-in user from the session, fresh from the database on every request. */
export function loadUser(db: Db): RequestHandler {
  const byId = db.prepare<[number], UserRow>('SELECT id, username, email, is_admin FROM users WHERE id = ?');
  return (req, _res, next) => {
    const id = req.session?.userId;
    if (typeof id === 'number') {
      const row = byId.get(id);
      if (row) {
        req.user = { id: row.id, username: row.username, email: row.email, isAdmin: row.is_admin === 1 };
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

/** The signed-in user inside a handler behind requireUser or requireAdmin. */
export function currentUser(req: { user?: CurrentUser }): CurrentUser {
  if (!req.user) throw new HttpError(401, 'You need to sign in first.');
  return req.user;
}
