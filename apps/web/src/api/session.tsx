import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { runAfterSignOut, runBeforeSignOut } from '../lib/session-hooks';
import { signedIn, signedOut, useLogout, whoQuery } from './accounts';

export interface Session {
  /** True until the first session check (GET /api/who, which carries the admin flag) has answered. */
  loading: boolean;
  /** The check failed without a connection, and the device kept no earlier answer (ADR 065). */
  unknown: boolean;
  username: string | null;
  /** null while the admin flag is being asked for. */
  admin: boolean | null;
  /** A recorder (ADR 080): reads as a learner, records on the Record page. */
  recorder: boolean;
  /** Whether the teacher lets visitors browse the public entries at /words (ADR 058). */
  publicDictionary: boolean;
  /** Stores the username after a successful login or join, then asks for the admin flag. */
  signIn: (username: string) => void;
  /** Calls the logout endpoint; on success clears the session and every cached answer, and goes to /. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Must sit inside the router (signing out navigates to /) and the query client's provider. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const who = useQuery(whoQuery);
  const { mutateAsync: logout } = useLogout();

  const signIn = useCallback(
    (username: string) => {
      void signedIn(queryClient, username);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // What the learner did offline is sent while the session lasts; then the device forgets the
    // account's downloads and queue (ADR 065): hooks app/ registers (lib/session-hooks.ts, ADR 074).
    await runBeforeSignOut();
    try {
      const { success } = await logout();
      if (!success) return;
    } catch {
      return; // logged by the query client
    }
    await runAfterSignOut();
    signedOut(queryClient);
    await navigate('/');
  }, [logout, navigate, queryClient]);

  const session = useMemo<Session>(
    () => ({
      loading: who.data === undefined,
      unknown: who.data === undefined && who.isError && !navigator.onLine,
      username: who.data?.username ?? null,
      admin: who.data ? who.data.admin : null,
      recorder: who.data?.recorder === true,
      publicDictionary: who.data?.publicDictionary ?? false,
      signIn,
      signOut,
    }),
    [who.data, who.isError, signIn, signOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider.');
  return session;
}
