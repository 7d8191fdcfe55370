import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { describeOfflineControl } from '../../test/offline-control-states';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry } from '../../test/sample-data';
import { WordsPage } from './words-page';

// /words's "Make available offline": the dictionary with one recording of each word (ADR 067).
// Sample entries, invented: not language material.

const routes = testRoutes({ signedIn: [{ path: 'words', element: <WordsPage /> }] });

describeOfflineControl('/words', {
  downloadKey: 'lexicon:chosen',
  label: 'the dictionary',
  open: (replies: Record<string, Reply>) => {
    mockFetch(
      Object.assign(replies, {
        ...signedIn(),
        // The app's sync at start stops here: the downloads are the test's.
        'GET /api/wordle-days': networkDown(),
        'GET /api/lexs': { body: { data: [lexEntry(1, 'okihu', 'n', 'river')] } },
        'GET /api/audio-recordings-info': { body: { data: [] } },
        'GET /api/review/deck': { body: { words: [], sentences: [] } },
        ...replies,
      }),
    );
    return renderApp('/words', { routes });
  },
});
