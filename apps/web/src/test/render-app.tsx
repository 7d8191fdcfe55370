import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@langapp/shared';
import { createQueryClient } from '../api/query-client';
import { ErrorPage } from '../app/error-page';
import { AdminArea, HomeOrLogin, PublicArea, RootLayout, SignedInArea } from '../app/layouts';
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
  { config = testConfig, routes }: { config?: AppConfig; routes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes ?? appRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return { ...view, router, user, queryClient };
}

/**
 * The app's route-table skeleton (RootLayout, HomeOrLogin at /, then the public, signed-in and admin areas)
 * around only the given child routes, so a test renders just the pages it covers. An area is left out
 * when it has no routes; with `errorPage`, the app's ErrorPage goes on the root route, where the app puts it
 * (features import the app only through these helpers).
 */
export function testRoutes({
  publicRoutes = [],
  signedIn = [],
  admin = [],
  errorPage = false,
}: {
  publicRoutes?: RouteObject[];
  signedIn?: RouteObject[];
  admin?: RouteObject[];
  errorPage?: boolean;
}): RouteObject[] {
  const signedInChildren = admin.length
    ? [...signedIn, { element: <AdminArea />, children: admin }]
    : signedIn;
  return [
    {
      path: '/',
      element: <RootLayout />,
      ...(errorPage ? { errorElement: <ErrorPage /> } : {}),
      children: [
        { index: true, element: <HomeOrLogin /> },
        ...(publicRoutes.length ? [{ element: <PublicArea />, children: publicRoutes }] : []),
        ...(signedInChildren.length ? [{ element: <SignedInArea />, children: signedInChildren }] : []),
      ],
    },
  ];
}
