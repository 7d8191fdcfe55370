import type { QueryClient } from '@tanstack/react-query';
import { isLanguageField } from './is-language-field';

// The letter bar's eager part (issue 40, ADR 090): a field where the language is typed carries
// `data-letter-bar` (spread LANGUAGE_FIELD on it), and one listener on the document loads the bar's
// code the first time such a field gets focus. Until then no page downloads any of it.

/** Spread on an input or textarea where the language is typed. */
export const LANGUAGE_FIELD = { 'data-letter-bar': 'true' } as const;

/**
 * Listens for the first focus of a language field, then loads the bar (which follows focus from
 * then on) and shows it there. Answers a function that stops listening.
 */
export function installLetterBar(queryClient: QueryClient): () => void {
  let stopped = false;
  let stopBar: (() => void) | undefined;
  const onFocus = (event: FocusEvent) => {
    const field = event.target;
    if (!isLanguageField(field)) return;
    document.removeEventListener('focusin', onFocus);
    void import('./letter-bar').then(({ startLetterBar }) => {
      if (stopped) return;
      const bar = startLetterBar(queryClient);
      stopBar = bar.stop;
      if (document.activeElement === field) bar.show(field);
    });
  };
  document.addEventListener('focusin', onFocus);
  return () => {
    stopped = true;
    document.removeEventListener('focusin', onFocus);
    stopBar?.();
  };
}
