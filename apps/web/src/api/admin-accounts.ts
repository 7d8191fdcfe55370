import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountResponseSchema,
  adminAccountsResponseSchema,
  inviteResponseSchema,
  openInvitationsResponseSchema,
  successResponseSchema,
} from '@langapp/shared';
import type { AdminAccount, InviteRequest, InviteResponse, OpenInvitation } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { whoQuery } from './accounts';
import type { Who } from './accounts';

// The teacher's console: learners and invitations (admin only, ADR 031). A module apart from
// accounts.ts, which the app's entry imports (the session), so that only the console's chunk
// carries these calls.

// Keys of their own root: a sign-in keeps the 'accounts' queries (the session), never these.

/** GET /api/admin/accounts: every account, with its role, dates, subscription and status. */
export const adminAccountsQuery = queryOptions({
  queryKey: ['admin-accounts', 'list'],
  queryFn: async (): Promise<AdminAccount[]> =>
    (await getJson('/api/admin/accounts', adminAccountsResponseSchema)).accounts,
  meta: { what: 'accounts' },
});

/** GET /api/admin/invitations: the invitations not used, revoked or expired. */
export const openInvitationsQuery = queryOptions({
  queryKey: ['admin-accounts', 'invitations'],
  queryFn: async (): Promise<OpenInvitation[]> =>
    (await getJson('/api/admin/invitations', openInvitationsResponseSchema)).invitations,
  meta: { what: 'invitations' },
});

/** POST /api/admin/invitations (JSON): the answer carries the join link, shown this once. */
const invite = (request: InviteRequest): Promise<InviteResponse> =>
  apiRequest('/api/admin/invitations', inviteResponseSchema, { method: 'POST', json: request });

/** Invites an address by e-mail; the open invitations are asked for again. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invite,
    meta: { failure: 'The invitation could not be made.', refusalShown: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: openInvitationsQuery.queryKey }),
  });
}

/** POST /api/admin/invitations/{id}/revoke. */
const revokeInvitation = (id: number) =>
  apiRequest(`/api/admin/invitations/${id}/revoke`, successResponseSchema, { method: 'POST' });

/** Revokes an invitation: it leaves the open list at once, which is then asked for again. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    meta: { failure: 'The invitation could not be revoked.', refusalShown: true },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<OpenInvitation[]>(openInvitationsQuery.queryKey, (list) =>
        list?.filter((invitation) => invitation.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: openInvitationsQuery.queryKey });
    },
  });
}

/** The answer of a change to one account replaces that account in the cached list. */
function useAccountMutation<V>(mutationFn: (variables: V) => Promise<AdminAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { failure: 'The account could not be changed.', refusalShown: true },
    onSuccess: (account) => {
      queryClient.setQueryData<AdminAccount[]>(adminAccountsQuery.queryKey, (list) =>
        list?.map((each) => (each.id === account.id ? account : each)),
      );
      // An admin who gave up their own role is no longer one: the session asks again.
      if (queryClient.getQueryData<Who>(whoQuery.queryKey)?.username === account.username) {
        void queryClient.invalidateQueries({ queryKey: whoQuery.queryKey });
      }
    },
  });
}

/** POST /api/admin/accounts/{id}/admin (JSON {admin}): makes or unmakes an admin. */
export function useSetAdmin() {
  return useAccountMutation(
    async ({ id, admin }: { id: number; admin: boolean }) =>
      (
        await apiRequest(`/api/admin/accounts/${id}/admin`, adminAccountResponseSchema, {
          method: 'POST',
          json: { admin },
        })
      ).account,
  );
}

/** POST /api/admin/accounts/{id}/active (JSON {active}): deactivates or reactivates an account. */
export function useSetActive() {
  return useAccountMutation(
    async ({ id, active }: { id: number; active: boolean }) =>
      (
        await apiRequest(`/api/admin/accounts/${id}/active`, adminAccountResponseSchema, {
          method: 'POST',
          json: { active },
        })
      ).account,
  );
}

/** POST /api/admin/accounts/{id}/reset-email: the forgot-password e-mail, sent by the teacher. */
export function useSendResetEmail() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/accounts/${id}/reset-email`, successResponseSchema, { method: 'POST' }),
    meta: { failure: 'The password reset e-mail could not be sent.', refusalShown: true },
  });
}

/**
 * POST /api/admin/accounts/{id}/recorder (JSON {recorder, trusted}): makes an account a recorder,
 * trusted (their recordings are heard at once) or not, or a learner again (ADR 080).
 */
export function useSetRecorder() {
  return useAccountMutation(
    async ({ id, recorder, trusted }: { id: number; recorder: boolean; trusted: boolean }) =>
      (
        await apiRequest(`/api/admin/accounts/${id}/recorder`, adminAccountResponseSchema, {
          method: 'POST',
          json: { recorder, trusted },
        })
      ).account,
  );
}
