import { ReviewPage } from '../../features/review/review-page';
import { ListenButton } from './listen-button';

/** /review with Listen hands-free over the deck (ADR 081): the two features meet here, in the app. */
export function ReviewRoute() {
  return <ReviewPage listen={ListenButton} />;
}
