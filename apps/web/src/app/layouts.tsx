import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SessionProvider, useSession } from '../api/session';
import { SpeakerNoticeGate } from '../components/audio/speaker-notice-gate';
import { ConnectionNeeded } from '../components/connection-needed';
import { Loading } from '../components/loading';
import { PageLayout } from '../components/page-layout';
import { PublicNavbar } from '../components/public-navbar';
import { useOnline } from '../offline/online-status';
import { useOfflineAccount } from '../offline/use-offline-account';
import { codeOnHand, useCodeOnHand } from './code-on-hand';
import { AppShown } from './first-screen/app-shown';

// The full menu (its links, dropdowns and the review count) is a chunk of its own, so public pages
// never download it; should it not have arrived when shown, the bar shows the brand alone, at the
// same height. The session gate waits for it (ADR 082), so a signed-in page paints with its menu.
const signedInNavbar = codeOnHand(
  async () => (await import('../components/signed-in-navbar')).SignedInNavbar,
);

function SignedInNavbarOnceLoaded() {
  return (
    <Suspense fallback={<PublicNavbar />}>
      <signedInNavbar.Component />
    </Suspense>
  );
}

// Each in a chunk of its own, like every page: a visitor never downloads the home page, nor a learner the login form.
const LoginPage = lazy(async () => ({
  default: (await import('../features/accounts/login-page')).LoginPage,
}));
const HomePage = lazy(async () => ({ default: (await import('../features/home/home-page')).HomePage }));

/**
 * The area's page: 'Loading...' until its code has arrived on a first visit. A later navigation is a
 * transition, so the page shown stays until the next one is ready.
 */
function PageOnceLoaded() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
      <AppShown />
    </Suspense>
  );
}

function SessionGate() {
  const { loading, unknown, username } = useSession();
  useOfflineAccount(username, !loading);
  // Once someone is known to be signed in, 'Loading...' stays until the menu's code has come (the
  // server's Link header has it on its way): the page then shows whole, in one paint, instead of a
  // brand-only bar and a Suspense fallback that React would hold for 300 ms.
  const menuReady = useCodeOnHand(signedInNavbar, !loading && username !== null);
  if (loading || !menuReady) {
    // Offline, the session is known from the last check the device kept (ADR 065); without one, the
    // app cannot tell who is there until the connection returns.
    return (
      <PageLayout>
        {unknown ? (
          <>
            <ConnectionNeeded />
            <AppShown />
          </>
        ) : (
          <Loading />
        )}
      </PageLayout>
    );
  }
  return <Outlet />;
}

/**
 * Pages that need the server (the console, the e-mail pages, the account forms): offline they say so
 * in place of the page, and open by themselves when the connection returns (ADR 065).
 */
export function OnlineOnly() {
  return useOnline() ? <Outlet /> : <ConnectionNeeded />;
}

/**
 * Wraps every route: holds the session and shows 'Loading...' until the first session check answers;
 * the notices on speakers' recordings stand between every player and a speaker's first play.
 */
export function RootLayout() {
  return (
    <SessionProvider>
      <SessionGate />
      <SpeakerNoticeGate />
    </SessionProvider>
  );
}

/**
 * Public pages (/wordle, /wotd, /sotw, /forgot, ...): a visitor sees the brand-only navbar and never
 * downloads the full menu; a signed-in learner keeps the full menu, as on every other page.
 */
export function PublicArea() {
  const { username } = useSession();
  return (
    <PageLayout navbar={username ? <SignedInNavbarOnceLoaded /> : <PublicNavbar signIn />}>
      <PageOnceLoaded />
    </PageLayout>
  );
}

/** Pages that need a session: a visitor is sent to /, where the login form is. */
export function SignedInArea() {
  const { username } = useSession();
  if (!username) return <Navigate to="/" replace />;
  return (
    <PageLayout navbar={<SignedInNavbarOnceLoaded />}>
      <PageOnceLoaded />
    </PageLayout>
  );
}

/**
 * The dictionary (/words): a signed-in page, which a visitor may open too while the teacher has
 * opened the public dictionary (ADR 058); then it shows the brand-only navbar, like a public page.
 */
export function DictionaryArea() {
  const { username, publicDictionary } = useSession();
  if (username) return <SignedInArea />;
  if (!publicDictionary) return <Navigate to="/" replace />;
  return <PublicArea />;
}

/** Admin pages, inside SignedInArea: others are sent to /. */
export function AdminArea() {
  const { admin } = useSession();
  if (admin === null) return <Loading />;
  if (!admin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** /: the home page when signed in, the login form when not (which needs a connection). */
export function HomeOrLogin() {
  const { username } = useSession();
  const online = useOnline();
  let page = <HomePage />;
  if (!username) page = online ? <LoginPage /> : <ConnectionNeeded />;
  return (
    <PageLayout navbar={username ? <SignedInNavbarOnceLoaded /> : <PublicNavbar signIn />}>
      <Suspense fallback={<Loading />}>
        {page}
        <AppShown />
      </Suspense>
    </PageLayout>
  );
}
