import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '@langapp/shared';
import { createQueryClient } from '../api/query-client';
import { installLetterBar } from '../components/letter-bar/language-field';
import { AppConfigProvider } from '../config/app-config-context';
import { wireOffline } from './offline-wiring';
import { AppRoutes } from './route-table';
import { appRoutes } from './routes';

// The offline layer is wired into the session and the api layer before the first render (ADR 074).
wireOffline();

export function App({ config }: { config: AppConfig }) {
  // One cache and one route table for the page's life; the routes' prefetches fill the same cache the pages read.
  const [queryClient] = useState(createQueryClient);
  const [routes] = useState(() => appRoutes(queryClient));
  // The letter bar loads when a language field first gets focus (ADR 090).
  useEffect(() => installLetterBar(queryClient), [queryClient]);
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
