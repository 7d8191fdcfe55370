/** Where the sentence-of-the-week page keeps the link's code, so a later visit to /sotw needs no link. */
export const SOTW_AUTH_KEY = 'sotw-auth';

// Storage can be missing or refuse (private browsing, blocked cookies): the page then works per visit.
export function readStoredSotwAuth(): string {
  try {
    return window.localStorage.getItem(SOTW_AUTH_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

export function storeSotwAuth(auth: string): void {
  try {
    window.localStorage.setItem(SOTW_AUTH_KEY, auth);
  } catch (error) {
    console.warn('The sentence-of-the-week code could not be kept for later visits.', error);
  }
}
