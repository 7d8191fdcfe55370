import type { ErrorRequestHandler, Request } from 'express';
import {
  accountIdParamsSchema,
  invitationIdParamsSchema,
  invitationQuerySchema,
  inviteRequestSchema,
  joinRequestSchema,
  loginRequestSchema,
  passwordRestoreRequestSchema,
  resetRequestSchema,
  setActiveRequestSchema,
  setAdminRequestSchema,
  setRecorderRequestSchema,
  updatePasswordRequestSchema,
} from '@langapp/shared';
import type {
  AdminAccountResponse,
  AdminAccountsResponse,
  InvitationStatus,
  InviteResponse,
  OpenInvitationsResponse,
  SuccessResponse,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { DomainError } from '../../lib/domain-errors';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

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
  if (err instanceof HttpError) next(new HttpError(err.status, err.message, { message: err.message }));
  else if (err instanceof DomainError) next(err.withDetails({ message: err.message }));
  else next(err);
};

/**
 * Who is signed in (asked on every page load), sign-in and out, recovery, joining, the password,
 * and the teacher's console of learners and invitations (admin, ADR 031).
 */
export function accountsCalls({ accounts, limits, settings }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/who',
      role: 'public',
      handlers: [
        (req, res) => {
          res.json({
            username: req.user?.username ?? null,
            admin: req.user?.isAdmin ?? false,
            recorder: req.user?.isRecorder ?? false,
            publicDictionary: settings.publicDictionary(),
          });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/admin',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          const user = currentUser(req);
          res.json({ admin: user.isAdmin, recorder: user.isRecorder ?? false });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/logout',
      role: 'public',
      handlers: [
        async (req, res) => {
          await endSession(req);
          res.clearCookie('sid', { path: '/' });
          res.json({ success: true });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/login',
      role: 'public',
      handlers: [
        formFields,
        limits.accountCalls,
        limits.failedLogins,
        validate({ body: loginRequestSchema }, async ({ body }, req, res) => {
          const user = await accounts.verifyCredentials(body.username, body.password);
          await signIn(req, user.id);
          res.json({ success: true, username: user.username });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/reset',
      role: 'public',
      handlers: [
        formFields,
        limits.accountCalls,
        validate({ body: resetRequestSchema }, async ({ body }, _req, res) => {
          await accounts.requestReset(body.username, body.email);
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/password-restore',
      role: 'public',
      handlers: [
        formFields,
        limits.accountCalls,
        validate({ body: passwordRestoreRequestSchema }, async ({ body }, _req, res) => {
          await accounts.restorePassword(body.code, body.password);
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/invitation',
      role: 'public',
      handlers: [
        limits.accountCalls,
        validate({ query: invitationQuerySchema }, ({ query }, _req, res) => {
          res.set('Cache-Control', 'no-store');
          res.json(accounts.invitationStatus(query.code) satisfies InvitationStatus);
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/join',
      role: 'public',
      handlers: [
        formFields,
        limits.accountCalls,
        validate({ body: joinRequestSchema }, async ({ body }, req, res) => {
          const user = await accounts.join(body);
          await signIn(req, user.id);
          res.json({ success: true, username: user.username });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/update-password',
      role: 'signed-in',
      handlers: [
        formFields,
        validate({ body: updatePasswordRequestSchema }, async ({ body }, req, res) => {
          await accounts.changePassword(currentUser(req).id, {
            username: body.username,
            current: body['current-password'],
            next: body['new-password'],
          });
          res.json({ success: true, message: 'Your password has been changed. Please sign in again.' });
        }),
      ],
      onError: withMessageField,
    },
    {
      method: 'get',
      path: '/api/admin/accounts',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ accounts: accounts.listAccounts() } satisfies AdminAccountsResponse);
        },
      ],
    },
    {
      method: 'get',
      path: '/api/admin/invitations',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ invitations: accounts.openInvitations() } satisfies OpenInvitationsResponse);
        },
      ],
    },
    {
      method: 'post',
      path: '/api/admin/invitations',
      role: 'admin',
      handlers: [
        validate({ body: inviteRequestSchema }, async ({ body }, _req, res) => {
          const answer = await accounts.inviteByEmail(body.email, body.admin, body.recorder);
          res.status(201).json(answer satisfies InviteResponse);
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/invitations/:id/revoke',
      role: 'admin',
      handlers: [
        validate({ params: invitationIdParamsSchema }, ({ params }, _req, res) => {
          accounts.revokeInvitation(params.id);
          res.json({ success: true } satisfies SuccessResponse);
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/accounts/:id/admin',
      role: 'admin',
      handlers: [
        validate(
          { params: accountIdParamsSchema, body: setAdminRequestSchema },
          ({ params, body }, _req, res) => {
            res.json({ account: accounts.setAdmin(params.id, body.admin) } satisfies AdminAccountResponse);
          },
        ),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/accounts/:id/recorder',
      role: 'admin',
      handlers: [
        validate(
          { params: accountIdParamsSchema, body: setRecorderRequestSchema },
          ({ params, body }, _req, res) => {
            res.json({ account: accounts.setRecorder(params.id, body) } satisfies AdminAccountResponse);
          },
        ),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/accounts/:id/reset-email',
      role: 'admin',
      handlers: [
        validate({ params: accountIdParamsSchema }, async ({ params }, _req, res) => {
          await accounts.sendResetEmail(params.id);
          res.json({ success: true } satisfies SuccessResponse);
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/accounts/:id/active',
      role: 'admin',
      handlers: [
        validate(
          { params: accountIdParamsSchema, body: setActiveRequestSchema },
          ({ params, body }, req, res) => {
            const account = accounts.setActive(currentUser(req).id, params.id, body.active);
            res.json({ account } satisfies AdminAccountResponse);
          },
        ),
      ],
    },
  ];
}
