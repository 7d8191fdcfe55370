import { describeOfflineControl } from '../../test/offline-control-states';
import { lexEntry } from '../../test/sample-data';
import { LessonPlayerPage } from './lesson-player-page';

// The lesson page's "Make available offline": this lesson, with its recordings (ADR 067).
// Sample lesson and word, invented: not language material.

describeOfflineControl('the lesson page', {
  downloadKey: 'lesson:ab12',
  label: 'Sample lesson: rivers',
  route: { path: 'vocab/:id', element: <LessonPlayerPage /> },
  url: '/vocab/ab12',
  pageReplies: {
    'GET /api/vocab-lesson/ab12': {
      body: {
        success: true,
        data: {
          id: 'ab12',
          title: 'Sample lesson: rivers',
          description: '',
          data: JSON.stringify([{ kind: 'lex', lexId: 1, lex: 'okihu' }]),
          published: 1,
          date_added: '2025-03-01T18:00:00.000Z',
        },
      },
    },
    'GET /api/lexs': { body: { data: [lexEntry(1, 'okihu', 'n', 'river')] } },
    'GET /api/sents': { body: { data: [] } },
    'GET /api/audio-recordings-info': { body: { data: [] } },
    'GET /api/sent-audios': { body: { data: [] } },
    'GET /api/review/deck': { body: { words: [], sentences: [] } },
  },
});
