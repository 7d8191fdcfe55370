import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppConfig } from '@langapp/shared';
import { createQueryClient } from '../api/query-client';
import { AdminArea, HomeOrLogin, PublicArea, RootLayout, SignedInArea } from '../app/layouts';
import { AppRoutes } from '../app/route-table';
import type { AppRoute } from '../app/route-table';
import { appRoutes } from '../app/routes';
import { AppConfigProvider } from '../config/app-config-context';

/** Names unlike the defaults, so a test shows they come from the configuration. */
export const testConfig: AppConfig = { productName: 'Testlang', contactName: 'Ms. Rivera' };

/**
 * Renders the app's real route table (or the given one) at `path`, with the test configuration and
 * a cache of server data of its own, so no answer is carried from one test to the next.
 */
export function renderApp(
  path: string,
  { config = testConfig, routes }: { config?: AppConfig; routes?: AppRoute[] } = {},
) {
  const queryClient = createQueryClient();
  const { router, Probe } = createTestRouter();
  const user = userEvent.setup({ advanceTimers: moveFakeTimers });
  const view = render(
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <AppRoutes routes={routes ?? appRoutes(queryClient)} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** What a test sees of the router: the address shown (`state.location`) and a way to go elsewhere. */
interface TestRouter {
  state: { location: Location };
  /** Opens `to` as a link in the app would, and lets the app render it. */
  navigate: (to: string) => Promise<void>;
}

/**
 * user-event waits `delay` (0) between the parts of each action with setTimeout. Where a test has
 * faked setTimeout with `shouldAdvanceTime`, that wait would last until the fake clock's next real
 * tick (20 ms) at every action; the wait moves the fake clock on itself instead. No-op on real timers.
 */
function moveFakeTimers(ms: number) {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}

/** The test's view of the router, and the component inside the router that keeps it current. */
function createTestRouter(): { router: TestRouter; Probe: () => null } {
  let navigateTo: NavigateFunction | null = null;
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    async navigate(to) {
      const navigate = navigateTo;
      if (!navigate) throw new Error('The app has not rendered yet.');
      await act(async () => {
        await navigate(to);
      });
    },
  };
  function Probe() {
    router.state.location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  return { router, Probe };
}
/**
 * The app's route-table skeleton (RootLayout, HomeOrLogin at /, then the public, signed-in and admin areas)
 * around only the given child routes, so a test renders just the pages it covers. An area is left out
 * when it has no routes (features import the app only through these helpers).
 */
export function testRoutes({
  publicRoutes = [],
  signedIn = [],
  admin = [],
}: {
  publicRoutes?: AppRoute[];
  signedIn?: AppRoute[];
  admin?: AppRoute[];
}): AppRoute[] {
  const signedInChildren = admin.length
    ? [...signedIn, { element: <AdminArea />, children: admin }]
    : signedIn;
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <HomeOrLogin /> },
        ...(publicRoutes.length ? [{ element: <PublicArea />, children: publicRoutes }] : []),
        ...(signedInChildren.length ? [{ element: <SignedInArea />, children: signedInChildren }] : []),
      ],
    },
  ];
}
