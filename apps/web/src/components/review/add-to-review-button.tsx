import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeckSource } from '@langapp/shared';
import { reviewDeckQuery, useAddReviewItem } from '../../api/review';
import { useTimedMessage } from '../../lib/use-timed-message';
import { AddToReviewRoom } from './add-to-review-room';
import { useSignedIn } from './use-signed-in';

/** How long the failure message stays (3 s, as the app's other short error messages). */
export const ADD_FAILURE_SHOWN_MS = 3_000;
export const ADD_FAILURE = 'Could not add to your review.';
/** Said when the learner is offline and the word waits in the queue (ADR 065). */
export const ADD_QUEUED = 'Offline: it is added to your review when you are back online.';

/**
 * 'Add to my review' for one word (its lexical entry): adds the word to the signed-in learner's
 * review deck. A word already in the deck (GET /api/review/deck, one call however many buttons a
 * page shows) reads 'In my review' and cannot be pressed; while the word is being sent it reads
 * 'Adding...'. A failure shows 'Could not add to your review.' for 3 seconds. Offline, the word waits
 * in the queue: the button reads as added and a status line says it is sent when back online. A
 * visitor sees nothing, and neither does a learner until the deck has answered (the button's room
 * is kept meanwhile, unseen, so the row does not move when it appears).
 *
 * The button stays the same element in every state (unavailable states are aria-disabled, not
 * disabled), so the focus stays where the learner left it and its new name is read out.
 *
 * Its words are visible in every state, in a list's rows too (an icon alone told a sighted learner
 * nothing; issue 36).
 */
export function AddToReviewButton({
  lexId,
  word,
  source,
  className,
}: {
  lexId: number;
  /** The word as the learner reads it: the name is 'Add to my review: {word}' ('In my review: {word}', ...). */
  word: string;
  source: DeckSource;
  className?: string;
}) {
  const signedIn = useSignedIn();
  const inDeck = useQuery({
    ...reviewDeckQuery,
    enabled: signedIn,
    select: (deck) => deck.words.includes(lexId),
  });
  const add = useAddReviewItem();
  const [failure, showFailure, hideFailure] = useTimedMessage(ADD_FAILURE_SHOWN_MS);
  const [failedFor, setFailedFor] = useState<number | null>(null);
  // Nothing to see until the deck has answered, so a word already in it never shows 'Add' first;
  // if the deck cannot be read, the button is offered (the server never adds a card twice).
  if (!signedIn) return null;
  if (inDeck.isPending) return <AddToReviewRoom className={className} />;

  // A list that shows other words in the same rows as the search narrows (ADR 077) gives this
  // button another word: what was sent, and a failure, count for the word they were for only.
  const sentThis = add.variables?.kind === 'word' && add.variables.lexId === lexId;
  // An add that succeeded counts at once, also when the word was already there (added: 0), and so
  // does one queued offline.
  const added = inDeck.data === true || (sentThis && add.isSuccess);
  const queued = sentThis && add.data === 'queued';
  const pending = sentThis && add.isPending;
  const unavailable = added || pending;

  const state = added ? 'In my review' : pending ? 'Adding...' : 'Add to my review';

  return (
    <span className={className}>
      <button
        type="button"
        className={`btn btn-sm ${added ? 'btn-success' : 'btn-outline-success'}`}
        // Its words, then the word (Lighthouse's label-content-name-mismatch: the name holds the text
        // a speech-input user reads on the button, ADR 078).
        aria-label={`${state}: ${word}`}
        aria-disabled={unavailable || undefined}
        onClick={() => {
          if (unavailable) return;
          hideFailure();
          add.mutate(
            { kind: 'word', lexId, source },
            {
              onError: () => {
                setFailedFor(lexId);
                showFailure(ADD_FAILURE);
              },
            },
          );
        }}
      >
        {added ? (
          <>
            <span aria-hidden="true">✓ </span>
            {state}
          </>
        ) : (
          state
        )}
      </button>
      {queued && (
        <span role="status" className="small ms-2">
          {ADD_QUEUED}
        </span>
      )}
      {failure && failedFor === lexId && (
        <span role="alert" className="text-danger small ms-2">
          {failure}
        </span>
      )}
    </span>
  );
}
