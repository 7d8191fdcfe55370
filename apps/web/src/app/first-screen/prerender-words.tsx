import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FIRST_SCREEN, firstScreenKey } from '@langapp/shared';
import { whoQuery } from '../../api/accounts';
import type { Who } from '../../api/accounts';
import { SessionProvider } from '../../api/session';
import { PageLayout } from '../../components/page-layout';
import { SignedInNavbar } from '../../components/signed-in-navbar';
import { DEFAULT_APP_CONFIG } from '../../config/app-config';
import { AppConfigProvider } from '../../config/app-config-context';
import { WordsRoute } from '../pages/words-route';

/**
 * /words's first screen as the app draws it for a signed-in account before the lexicon has come
 * (ADR 099): the signed-in menu, the heading, the offline download's line, the search field and
 * 'Loading lexicon...', rendered by react-dom/server from the page's own components, the same
 * tree the app renders (PageLayout, SignedInNavbar, WordsRoute) with the session already known.
 * The build (build/first-screens.ts) runs this once per kind of account; the server fills in the
 * name and sends it in index.html, so the page is painted before its script has arrived.
 */
export function renderWordsFirstScreen(account: { admin: boolean; recorder: boolean }): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const who: Who = {
    username: FIRST_SCREEN.username,
    admin: account.admin,
    recorder: account.recorder,
    publicDictionary: false,
  };
  client.setQueryData(whoQuery.queryKey, who);
  return renderToString(
    <AppConfigProvider config={{ ...DEFAULT_APP_CONFIG, productName: FIRST_SCREEN.productName }}>
      <QueryClientProvider client={client}>
        <StaticRouter location={FIRST_SCREEN.page}>
          <SessionProvider>
            <PageLayout navbar={<SignedInNavbar />}>
              <WordsRoute />
            </PageLayout>
          </SessionProvider>
        </StaticRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  );
}

/** Every kind of account's first screen, by firstScreenKey, and the file the build writes them to. */
export function renderFirstScreens(): { file: string; screens: Record<string, string> } {
  const screens: Record<string, string> = {};
  for (const admin of [false, true])
    for (const recorder of [false, true])
      screens[firstScreenKey({ admin, recorder })] = renderWordsFirstScreen({ admin, recorder });
  return { file: FIRST_SCREEN.file, screens };
}
