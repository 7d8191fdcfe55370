export type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * Shares the result with the system share sheet where there is one, else copies it. Failures are
 * told with the spec's alerts; a share the player cancels is not a failure.
 */
export async function shareResult(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'failed';
      window.alert('Sharing failed!');
      return 'failed';
    }
  }
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      window.alert('Copying failed!');
      return 'failed';
    }
  }
  window.alert('Sorry, sharing unavailable here!');
  return 'failed';
}
