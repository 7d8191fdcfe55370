import { useCallback, useRef } from 'react';
import type { DeckSource } from '@langapp/shared';
import { useAddReviewItem } from '../../api/review';
import { useSignedIn } from './use-signed-in';

/** A word the learner got wrong: its entry id when the game knows it, else its written form and meaning. */
export type MissedWord = { lexId: number } | { lex: string; gloss?: string };

const keyOf = (word: MissedWord) =>
  'lexId' in word ? `id:${word.lexId}` : `lex:${word.lex}\u0000${word.gloss ?? ''}`;

/**
 * Adds the words a signed-in learner misses to their review deck, quietly: nothing is shown, and a
 * failure is only logged. Each word is sent once while the game is open (the hook's lifetime), so
 * a word missed again, in the same question or a later one, costs no further call; a word whose
 * call failed may be sent again when it is missed again. A visitor's misses send nothing.
 */
export function useAddMissedWord(source: DeckSource): (word: MissedWord) => void {
  const signedIn = useSignedIn();
  const { mutateAsync } = useAddReviewItem();
  const sent = useRef(new Set<string>());

  return useCallback(
    (word: MissedWord) => {
      if (!signedIn) return;
      const key = keyOf(word);
      if (sent.current.has(key)) return;
      sent.current.add(key);
      // A failure is logged by the query client; the word may be sent again when it is missed again.
      mutateAsync({ kind: 'word', ...word, source }).catch(() => sent.current.delete(key));
    },
    [signedIn, mutateAsync, source],
  );
}
