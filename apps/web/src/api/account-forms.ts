import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  invitationResponseSchema,
  joinResponseSchema,
  loginResponseSchema,
  successResponseSchema,
  updatePasswordResponseSchema,
} from '@langapp/shared';
import type {
  JoinRequest,
  LoginRequest,
  PasswordRestoreRequest,
  ResetRequest,
  UpdatePasswordRequest,
} from '@langapp/shared';
import { getJson, postForm } from '../lib/api-client';

// The calls of the login, join, recovery and password pages. Each page shows the server's refusal (a
// wrong password, a taken username, a spent code) in the spec's words. Apart from the session's
// calls (accounts.ts), which every page makes: these and their schemas come with their pages, not
// with the app's entry (ADR 091).

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => postForm('/api/login', request, loginResponseSchema),
    meta: { failure: 'The login call failed.', refusalShown: true },
  });
}

export function useRequestReset() {
  return useMutation({
    mutationFn: (request: ResetRequest) => postForm('/api/reset', request, successResponseSchema),
    meta: { failure: 'The reset call failed.' },
  });
}

export function useRestorePassword() {
  return useMutation({
    mutationFn: (request: PasswordRestoreRequest) =>
      postForm('/api/password-restore', request, successResponseSchema),
    meta: { failure: 'The password restore call failed.', refusalShown: true },
  });
}

/**
 * GET /api/invitation: whether an invitation link can still be used, and the e-mail it is for. Asked
 * once per page: a link that was open a minute ago is refused by the join call itself if it is not now.
 */
export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: ['accounts', 'invitation', code],
    queryFn: () => getJson(`/api/invitation?code=${encodeURIComponent(code)}`, invitationResponseSchema),
    staleTime: Infinity,
    retry: false,
    meta: { what: 'invitation' },
  });

export function useJoin() {
  return useMutation({
    // No e-mail field when the invitation gives the address (the server takes it from there).
    mutationFn: ({ email, ...request }: JoinRequest) =>
      postForm('/api/join', email === undefined ? request : { ...request, email }, joinResponseSchema),
    meta: { failure: 'The join call failed.', refusalShown: true },
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (request: UpdatePasswordRequest) =>
      postForm('/api/update-password', request, updatePasswordResponseSchema),
    meta: { failure: 'The password update call failed.', refusalShown: true },
  });
}
