import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  adminResponseSchema,
  joinResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  successResponseSchema,
  updatePasswordResponseSchema,
  whoResponseSchema,
} from '@langapp/shared';
import type {
  JoinRequest,
  LoginRequest,
  PasswordRestoreRequest,
  ResetRequest,
  UpdatePasswordRequest,
} from '@langapp/shared';
import { getJson, postForm } from '../lib/api-client';

/** Who is signed in, and whether they are the admin; null while the flag is being asked for. */
export interface Who {
  username: string | null;
  admin: boolean | null;
}

const VISITOR: Who = { username: null, admin: false };

async function fetchWho(): Promise<Who> {
  try {
    // One call at start: the server answers the admin flag with the username.
    const who = await getJson('/api/who', whoResponseSchema);
    return who.username === null ? VISITOR : { username: who.username, admin: who.admin };
  } catch (error) {
    // A session check that fails leaves the visitor signed out, as the spec's client does.
    console.error('The session check failed.', error);
    return VISITOR;
  }
}

/** GET /api/who: asked once at start; signing in and out set it. */
export const whoQuery = queryOptions({
  queryKey: ['accounts', 'who'],
  queryFn: fetchWho,
  staleTime: Infinity,
});

/**
 * After a login or join: the user is known at once; the admin flag follows from GET /api/admin
 * (the spec's admin call), and is dropped if someone else has signed in meanwhile.
 */
export async function signedIn(queryClient: QueryClient, username: string): Promise<void> {
  // Answers given to the visitor (a Wordle answer without its entry link) are not the user's.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== whoQuery.queryKey[0] });
  queryClient.setQueryData<Who>(whoQuery.queryKey, { username, admin: null });
  let admin = false;
  try {
    admin = (await getJson('/api/admin', adminResponseSchema)).admin;
  } catch (error) {
    console.error('The admin check failed.', error);
  }
  if (queryClient.getQueryData<Who>(whoQuery.queryKey)?.username === username) {
    queryClient.setQueryData<Who>(whoQuery.queryKey, { username, admin });
  }
}

/** After a logout: nothing of the last user's data stays in the cache. */
export function signedOut(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(whoQuery.queryKey, VISITOR);
}

export const logout = () => getJson('/api/logout', logoutResponseSchema);

// The account calls of the login, join, recovery and password pages.
export const login = (request: LoginRequest) => postForm('/api/login', request, loginResponseSchema);

export const requestReset = (request: ResetRequest) => postForm('/api/reset', request, successResponseSchema);

export const restorePassword = (request: PasswordRestoreRequest) =>
  postForm('/api/password-restore', request, successResponseSchema);

export const join = (request: JoinRequest) => postForm('/api/join', request, joinResponseSchema);

export const updatePassword = (request: UpdatePasswordRequest) =>
  postForm('/api/update-password', request, updatePasswordResponseSchema);
