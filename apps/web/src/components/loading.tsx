/**
 * Shown while a call the page depends on is under way, in place of what it will show: a spinner and
 * a line saying what is loading, which also names the status region ('Loading lexicon...'). The
 * spec's own loading messages are passed as they are written; the default is the session check's.
 */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      className="d-flex align-items-center gap-2 my-3"
    >
      {/* Bootstrap's spinner, its class names written out so the CSS purge keeps them. */}
      <span className="spinner-border spinner-border-sm text-primary flex-shrink-0" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
