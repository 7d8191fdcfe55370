/**
 * The room 'Add to my review' takes, unseen and out of the accessibility tree: shown while the
 * button's code or the learner's deck is on its way, so that a list's rows do not move when the
 * button appears (Lighthouse measured /words's layout shift at 0.05 from it; ADR 076).
 */
export function AddToReviewRoom({ className }: { className?: string }) {
  return (
    <span className={className} style={{ visibility: 'hidden' }} aria-hidden="true">
      <button type="button" className="btn btn-sm btn-outline-success" tabIndex={-1}>
        Add to my review
      </button>
    </span>
  );
}
