import { RATING_NAMES, REVIEW_RATINGS } from '@langapp/shared';
import type { ReviewRating } from '@langapp/shared';

/**
 * The learner's own rating of the take, in the review's four words. On a review card it answers the
 * card; elsewhere it is kept with the take, so the list of takes shows how each went.
 */
export function SelfRating({
  rated,
  onRate,
  answersCard,
}: {
  rated: ReviewRating | null;
  onRate: (rating: ReviewRating) => void;
  answersCard: boolean;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="small fw-semibold mb-1">
        {answersCard ? 'How did you say it? Your rating answers the card.' : 'How did you say it?'}
      </legend>
      <div className="d-flex flex-wrap gap-2">
        {REVIEW_RATINGS.map((rating) => (
          <button
            key={rating}
            type="button"
            className={`btn btn-sm ${rated === rating ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={rated === rating}
            disabled={answersCard && rated !== null}
            onClick={() => onRate(rating)}
          >
            {RATING_NAMES[rating]}
          </button>
        ))}
      </div>
      <p className="small mb-0 mt-1" role="status">
        {rated ? `You rated this take ${RATING_NAMES[rated]}.` : ''}
      </p>
    </fieldset>
  );
}
