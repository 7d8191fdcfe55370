import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@langapp/shared';
import { routes as appRoutes } from '../app/routes';
import { AppConfigProvider } from '../config/app-config-context';

/** Names unlike the defaults, so a test shows they come from the configuration. */
export const testConfig: AppConfig = { productName: 'Testlang', contactName: 'Ms. Rivera' };

/** Renders the app's real route table (or the given one) at `path`, with the test configuration. */
export function renderApp(
  path: string,
  { config = testConfig, routes = appRoutes }: { config?: AppConfig; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppConfigProvider config={config}>
      <RouterProvider router={router} />
    </AppConfigProvider>,
  );
  return { ...view, router, user };
}
