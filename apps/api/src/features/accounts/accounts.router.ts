import { Router } from 'express';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import {
  accountIdParamsSchema,
  invitationIdParamsSchema,
  inviteRequestSchema,
  joinRequestSchema,
  loginRequestSchema,
  passwordRestoreRequestSchema,
  resetRequestSchema,
  setActiveRequestSchema,
  setAdminRequestSchema,
  updatePasswordRequestSchema,
} from '@langapp/shared';
import type {
  AdminAccountResponse,
  AdminAccountsResponse,
  InviteResponse,
  OpenInvitationsResponse,
  SuccessResponse,
} from '@langapp/shared';
import { currentUser, requireAdmin, requireUser } from '../../lib/auth';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import type { RateLimits } from '../../lib/rate-limits';
import { validate } from '../../lib/validate';
import type { AccountsService } from './accounts.service';

/** Starts a fresh session for the user (a new id at every sign-in: no session fixation). */
function signIn(req: Request, userId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
}

/** The spec's client shows `message` for this call: its failures carry it as well as `error`. */
const withMessageField: ErrorRequestHandler = (err, _req, _res, next) => {
  next(err instanceof HttpError ? new HttpError(err.status, err.message, { message: err.message }) : err);
};

/**
 * `GET /who`: who is signed in, asked on every page load. The app registers it as a frequent call
 * (lib/frequent-calls.ts) rather than on the accounts router.
 */
export const whoCall: RequestHandler = (req, res) => {
  res.json({ username: req.user?.username ?? null, admin: req.user?.isAdmin ?? false });
};

export function accountsRouter(accounts: AccountsService, limits: RateLimits, r: Router = Router()): Router {
  r.get('/admin', requireUser, (req, res) => {
    res.json({ admin: currentUser(req).isAdmin });
  });

  r.get('/logout', async (req, res) => {
    await endSession(req);
    res.clearCookie('sid', { path: '/' });
    res.json({ success: true });
  });

  r.post(
    '/login',
    formFields,
    limits.accountCalls,
    limits.failedLogins,
    validate({ body: loginRequestSchema }, async ({ body }, req, res) => {
      const outcome = await accounts.verifyCredentials(body.username, body.password);
      if (!outcome.ok) {
        if (outcome.reason === 'deactivated') throw new HttpError(403, outcome.message);
        throw new HttpError(401, 'Invalid login credentials.');
      }
      await signIn(req, outcome.user.id);
      res.json({ success: true, username: outcome.user.username });
    }),
  );

  r.post(
    '/reset',
    formFields,
    limits.accountCalls,
    validate({ body: resetRequestSchema }, async ({ body }, _req, res) => {
      await accounts.requestReset(body.username, body.email);
      res.json({ success: true });
    }),
  );

  r.post(
    '/password-restore',
    formFields,
    limits.accountCalls,
    validate({ body: passwordRestoreRequestSchema }, async ({ body }, _req, res) => {
      const changed = await accounts.restorePassword(body.code, body.password);
      if (!changed) throw new HttpError(400, 'The reset code is invalid, used or expired.');
      res.json({ success: true });
    }),
  );

  r.post(
    '/join',
    formFields,
    limits.accountCalls,
    validate({ body: joinRequestSchema }, async ({ body }, req, res) => {
      const outcome = await accounts.join(body);
      if (!outcome.ok) {
        if (outcome.reason === 'username_taken') throw new HttpError(409, 'That username is already taken.');
        throw new HttpError(400, 'Invalid join code.');
      }
      await signIn(req, outcome.user.id);
      res.json({ success: true, username: outcome.user.username });
    }),
  );

  r.post(
    '/update-password',
    formFields,
    requireUser,
    validate({ body: updatePasswordRequestSchema }, async ({ body }, req, res) => {
      const user = currentUser(req);
      if (body.username !== user.username) {
        throw new HttpError(403, 'You can only change your own password.');
      }
      await accounts.changePassword(user.id, body['current-password'], body['new-password']);
      res.json({ success: true, message: 'Your password has been changed. Please sign in again.' });
    }),
    withMessageField,
  );

  // The teacher's console: learners and invitations (admin only, ADR 031).
  r.get('/admin/accounts', requireAdmin, (_req, res) => {
    res.json({ accounts: accounts.listAccounts() } satisfies AdminAccountsResponse);
  });

  r.get('/admin/invitations', requireAdmin, (_req, res) => {
    res.json({ invitations: accounts.openInvitations() } satisfies OpenInvitationsResponse);
  });

  r.post(
    '/admin/invitations',
    requireAdmin,
    validate({ body: inviteRequestSchema }, async ({ body }, _req, res) => {
      const answer = await accounts.inviteByEmail(body.email, body.admin);
      res.status(201).json(answer satisfies InviteResponse);
    }),
  );

  r.post(
    '/admin/invitations/:id/revoke',
    requireAdmin,
    validate({ params: invitationIdParamsSchema }, ({ params }, _req, res) => {
      accounts.revokeInvitation(params.id);
      res.json({ success: true } satisfies SuccessResponse);
    }),
  );

  r.post(
    '/admin/accounts/:id/admin',
    requireAdmin,
    validate(
      { params: accountIdParamsSchema, body: setAdminRequestSchema },
      ({ params, body }, _req, res) => {
        res.json({ account: accounts.setAdmin(params.id, body.admin) } satisfies AdminAccountResponse);
      },
    ),
  );

  r.post(
    '/admin/accounts/:id/reset-email',
    requireAdmin,
    validate({ params: accountIdParamsSchema }, async ({ params }, _req, res) => {
      await accounts.sendResetEmail(params.id);
      res.json({ success: true } satisfies SuccessResponse);
    }),
  );

  r.post(
    '/admin/accounts/:id/active',
    requireAdmin,
    validate(
      { params: accountIdParamsSchema, body: setActiveRequestSchema },
      ({ params, body }, req, res) => {
        const account = accounts.setActive(currentUser(req).id, params.id, body.active);
        res.json({ account } satisfies AdminAccountResponse);
      },
    ),
  );

  return r;
}
