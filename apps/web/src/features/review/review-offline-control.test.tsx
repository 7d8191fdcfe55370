import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { describeOfflineControl } from '../../test/offline-control-states';
import { renderApp, testRoutes } from '../../test/render-app';
import { ReviewPage } from './review-page';

// /review's "Make available offline": the learner's review deck (ADR 067), here with nothing due.

const routes = testRoutes({ signedIn: [{ path: 'review', element: <ReviewPage /> }] });
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
  open: (replies: Record<string, Reply>) => {
    mockFetch(
      Object.assign(replies, {
        ...signedIn(),
        'GET /api/review/mode': { body: { mode: 'standard' } },
        // The app's sync at start stops here: the downloads are the test's.
        'GET /api/wordle-days': networkDown(),
        'GET /api/review/cards': { body: nothingDue },
        'GET /api/vocab-lessons': { body: { data: [] } },
        ...replies,
      }),
    );
    return renderApp('/review', { routes });
  },
});
