import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../app/error-page';
import { PublicArea, RootLayout } from '../../app/layouts';
import { SotwPage } from './sotw-page';
import { UnsubscribePage } from './unsubscribe-page';
import { WotdPage } from './wotd-page';

/** The e-mail-linked pages inside the app's real root layout and public area, as the route table holds them. */
export const emailLinkTestRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicArea />,
        children: [
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          { path: 'wotd', element: <WotdPage /> },
          { path: 'sotw', element: <SotwPage /> },
        ],
      },
    ],
  },
];
