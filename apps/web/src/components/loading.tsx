/** Shown while a call the page depends on is under way. */
export function Loading() {
  return (
    <p role="status" aria-live="polite">
      Loading...
    </p>
  );
}
