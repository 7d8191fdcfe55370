import { Link } from 'react-router-dom';
import { useAppConfig } from '../config/app-config-context';
import { PAGE_CONTAINER } from './page-layout';

/** Where the navbar's "Sign in" leads: /login, which opens / with the login form's first field focused. */
const SIGN_IN_PATH = '/login';

/** The state /login hands to / so that the login form focuses its first field. */
export const SIGN_IN_STATE = { signIn: true } as const;

/** Whether the address was opened through /login (the navbar's "Sign in"). */
export function isSignInRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signIn?: unknown }).signIn === true;
}

/**
 * The navbar of public pages and the login form: the brand link home and, for a visitor, "Sign in"
 * (ADR 071). Plain Bootstrap markup: it needs none of react-bootstrap's Navbar behaviour (toggles,
 * offcanvas), which public pages such as /wordle would otherwise download. While a signed-in
 * learner's full menu loads it stands in for it without "Sign in".
 */
export function PublicNavbar({ signIn = false }: { signIn?: boolean }) {
  const { productName } = useAppConfig();
  return (
    <nav className="navbar navbar-expand bg-body-tertiary" aria-label="Main">
      <div className={PAGE_CONTAINER}>
        <Link className="navbar-brand" to="/">
          {productName}
        </Link>
        {signIn && (
          <ul className="navbar-nav ms-auto">
            <li className="nav-item">
              <Link className="nav-link tap-link" to={SIGN_IN_PATH}>
                Sign in
              </Link>
            </li>
          </ul>
        )}
      </div>
    </nav>
  );
}
