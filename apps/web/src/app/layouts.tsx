import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '../components/loading';
import { PageLayout } from '../components/page-layout';
import { PublicNavbar } from '../components/public-navbar';
import { SignedInNavbar } from '../components/signed-in-navbar';
import { LoginPage } from '../features/auth/login-page';
import { HomePage } from '../features/home/home-page';
import { SessionProvider, useSession } from '../lib/session/session-context';

function SessionGate() {
  const { loading } = useSession();
  if (loading) {
    return (
      <PageLayout>
        <Loading />
      </PageLayout>
    );
  }
  return <Outlet />;
}

/** Wraps every route: holds the session and shows 'Loading...' until the first session check answers. */
export function RootLayout() {
  return (
    <SessionProvider>
      <SessionGate />
    </SessionProvider>
  );
}

/** Public pages: the brand-only navbar, whether or not someone is signed in. */
export function PublicArea() {
  return (
    <PageLayout navbar={<PublicNavbar />}>
      <Outlet />
    </PageLayout>
  );
}

/** Pages that need a session: a visitor is sent to /, where the login form is. */
export function SignedInArea() {
  const { username } = useSession();
  if (!username) return <Navigate to="/" replace />;
  return (
    <PageLayout navbar={<SignedInNavbar />}>
      <Outlet />
    </PageLayout>
  );
}

/** Admin pages, inside SignedInArea: others are sent to /. */
export function AdminArea() {
  const { admin } = useSession();
  if (admin === null) return <Loading />;
  if (!admin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** /: the home page when signed in, the login form when not. */
export function HomeOrLogin() {
  const { username } = useSession();
  return username ? (
    <PageLayout navbar={<SignedInNavbar />}>
      <HomePage />
    </PageLayout>
  ) : (
    <PageLayout navbar={<PublicNavbar />}>
      <LoginPage />
    </PageLayout>
  );
}
