import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '@langapp/shared';
import { createQueryClient } from '../api/query-client';
import { AppConfigProvider } from '../config/app-config-context';
import { createAppRouter } from './router';

export function App({ config }: { config: AppConfig }) {
  // One cache and one router for the page's life; the routes' loaders fill the same cache the pages read.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
