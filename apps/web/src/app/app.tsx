import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '@langapp/shared';
import { AppConfigProvider } from '../config/app-config-context';
import { router } from './router';

export function App({ config }: { config: AppConfig }) {
  return (
    <AppConfigProvider config={config}>
      <RouterProvider router={router} />
    </AppConfigProvider>
  );
}
