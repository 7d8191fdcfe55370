import { testRoutes } from '../../test/render-app';
import { SotwPage } from './sotw-page';
import { UnsubscribePage } from './unsubscribe-page';
import { WotdPage } from './wotd-page';

/** The e-mail-linked pages inside the app's real root layout and public area, as the route table holds them. */
export const emailLinkTestRoutes = testRoutes({
  publicRoutes: [
    { path: 'unsubscribe', element: <UnsubscribePage /> },
    { path: 'wotd', element: <WotdPage /> },
    { path: 'sotw', element: <SotwPage /> },
  ],
});
