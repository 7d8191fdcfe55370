import { describeOfflineControl } from '../../test/offline-control-states';
import { lexEntry } from '../../test/sample-data';
import { WordsPage } from './words-page';

// /words's "Make available offline": the dictionary with one recording of each word (ADR 067).
// Sample entries, invented: not language material.

describeOfflineControl('/words', {
  downloadKey: 'lexicon:chosen',
  label: 'the dictionary',
  route: { path: 'words', element: <WordsPage /> },
  url: '/words',
  pageReplies: {
    'GET /api/lexs': { body: { data: [lexEntry(1, 'okihu', 'n', 'river')] } },
    'GET /api/audio-recordings-info': { body: { data: [] } },
    'GET /api/review/deck': { body: { words: [], sentences: [] } },
  },
});
