import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchAdmin, fetchWho, logout } from './api';

export interface Session {
  /** True until the first who (and, for a signed-in user, admin) call has answered. */
  loading: boolean;
  username: string | null;
  /** null while the admin flag is being asked for. */
  admin: boolean | null;
  /** Stores the username after a successful login or join, then asks for the admin flag. */
  signIn: (username: string) => void;
  /** Calls the logout endpoint; on success clears the session and goes to /. */
  signOut: () => Promise<void>;
}

interface SessionState {
  loading: boolean;
  username: string | null;
  admin: boolean | null;
}

const SessionContext = createContext<Session | null>(null);

async function askAdmin(): Promise<boolean> {
  try {
    return (await fetchAdmin()).admin;
  } catch (error) {
    console.error('The admin check failed.', error);
    return false;
  }
}

/** Must sit inside the router: signing out navigates to /. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ loading: true, username: null, admin: null });
  const navigate = useNavigate();
  // Each change of user bumps the generation, so a late answer for an earlier user is dropped.
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    let unmounted = false;
    void (async () => {
      let username: string | null = null;
      try {
        username = (await fetchWho()).username;
      } catch (error) {
        console.error('The session check failed.', error);
      }
      const admin = username === null ? false : await askAdmin();
      if (!unmounted && generation.current === current) setState({ loading: false, username, admin });
    })();
    return () => {
      unmounted = true;
    };
  }, []);

  const signIn = useCallback((username: string) => {
    const current = ++generation.current;
    setState({ loading: false, username, admin: null });
    void askAdmin().then((admin) => {
      if (generation.current === current) setState((previous) => ({ ...previous, admin }));
    });
  }, []);

  const signOut = useCallback(async () => {
    try {
      const { success } = await logout();
      if (!success) return;
    } catch (error) {
      console.error('The logout call failed.', error);
      return;
    }
    generation.current++;
    setState({ loading: false, username: null, admin: false });
    await navigate('/');
  }, [navigate]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider.');
  return session;
}
