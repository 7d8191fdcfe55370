import { describeOfflineControl } from '../../test/offline-control-states';
import { ReviewPage } from './review-page';

// /review's "Make available offline": the learner's review deck (ADR 067), here with nothing due.

const nothingDue = {
  counts: { new: 0, learning: 0, review: 0 },
  nextDue: null,
  cards: [],
  reviewedToday: 0,
  canUndo: false,
};

describeOfflineControl('/review', {
  downloadKey: 'deck',
  label: 'your review deck',
  route: { path: 'review', element: <ReviewPage /> },
  url: '/review',
  pageReplies: {
    'GET /api/review/mode': { body: { mode: 'standard' } },
    'GET /api/review/cards': { body: nothingDue },
    'GET /api/vocab-lessons': { body: { data: [] } },
  },
});
