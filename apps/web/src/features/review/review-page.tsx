import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ReviewCard, ReviewCounts, ReviewQueue, ReviewRating } from '@langapp/shared';
import { ANKI_REVIEW_DECK_URL } from '../../api/anki';
import type { PlayableTake } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { reviewQueueQuery, useRateCard, useUndoRating } from '../../api/review';
import { REVIEW_QUERY_KEY, msUntilDue } from '../../api/review-summary';
import { usePlayer } from '../../components/audio/audio-player';
import type { ListenLauncherProps, ListenSource } from '../../components/listen/listen-source';
import { Loading } from '../../components/loading';
import { MakeAvailableOffline } from '../../components/offline/make-available-offline';
import { PageHeader } from '../../components/page-header';
import { ApiError, NetworkError } from '../../lib/api-client';
import { refreshDeckSoon } from '../../offline/downloads';
import { flushOutbox } from '../../offline/outbox';
import { deviceFollower, deviceQueueQuery, useRateOnDevice, useUndoOnDevice } from './device-review';
import { NothingDue } from './nothing-due';
import {
  answerSpeech,
  playsOnReveal,
  promptSpeech,
  recordingOf,
  ReviewCardView,
  takeOf,
} from './review-card';
import { useReviewKeys, useShortcutsSetting } from './review-keys';
import type { ReviewKeyAction } from './review-keys';
import { ReviewModeSwitch, useReviewMode } from './review-mode-switch';
import './review.css';

/** Said above the cards while the review runs from the deck's download. */
export const REVIEW_OFFLINE_MESSAGE =
  'You are reviewing offline, from your downloaded deck. Your ratings are sent when you are back online.';

/** Whether the learner has clicked or pressed a key on the page yet (where the browser tells). */
const pageHasBeenUsed = (): boolean =>
  (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ??
  true;

/** Which of the three counts a card is in (Anki underlines it). */
const countOf = (card: ReviewCard): keyof ReviewCounts =>
  card.state === 'new' ? 'new' : card.state === 'review' ? 'review' : 'learning';

const COUNTS: { key: keyof ReviewCounts; label: string; colour: string }[] = [
  { key: 'new', label: 'New', colour: 'text-primary' },
  { key: 'learning', label: 'Learning', colour: 'text-danger' },
  { key: 'review', label: 'Review', colour: 'text-success' },
];

/** Anki's three coloured numbers, each with its name, as a list a screen reader reads. */
function DueCounts({ counts, current }: { counts: ReviewCounts; current: keyof ReviewCounts }) {
  return (
    <ul className="list-inline mb-3" aria-label="Cards due">
      {COUNTS.map(({ key, label, colour }) => (
        <li key={key} className="list-inline-item me-3">
          {label}{' '}
          <strong className={`${colour}${key === current ? ' text-decoration-underline' : ''}`}>
            {counts[key]}
          </strong>
        </li>
      ))}
    </ul>
  );
}

function KeyboardHelp({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    // Hidden on a phone, which has no keyboard for it (review.css).
    <div className="review-keyboard-help small text-body-secondary mt-4">
      {on && (
        <p className="mb-1">
          Keys: <kbd>Space</kbd> shows the answer (then means Good), <kbd>1</kbd> Again, <kbd>2</kbd> Hard,{' '}
          <kbd>3</kbd> Good, <kbd>4</kbd> Easy, <kbd>U</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes.
        </p>
      )}
      <Form.Check
        type="switch"
        id="review-keyboard-shortcuts"
        label="Keyboard shortcuts"
        checked={on}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </div>
  );
}

/** The cards to listen to hands-free: each item once (a word's two cards are one recording), in queue order. */
function listenSourcesOf(cards: readonly ReviewCard[]): ListenSource[] {
  const seen = new Set<string>();
  return cards.flatMap((card) => {
    const key = card.kind === 'word' ? `word:${card.lexId}` : `sentence:${card.sentId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const url = recordingOf(card);
    return [
      {
        key,
        text: card.kind === 'word' ? card.lex : card.text,
        meaning: card.kind === 'word' ? card.gloss : card.trans,
        take: url === null ? null : takeOf(card, url),
      },
    ];
  });
}

/** What went wrong with a rating or an undo: the server's sentence when it gave one. */
function failureText(error: unknown, otherwise: string): string {
  const said = error instanceof ApiError ? error.serverError : undefined;
  return said ?? `${otherwise} Please check your connection and try again.`;
}

/** The queue as it stands: the first card, or what to do when nothing is due. */
/** The Listen button a page is given by the app (features/listen; ADR 081), if any. */
type Listen = ComponentType<ListenLauncherProps> | undefined;

function ReviewSession({
  queue,
  onDevice,
  listen: Listen,
}: {
  queue: ReviewQueue;
  onDevice: boolean;
  listen: Listen;
}) {
  const queryClient = useQueryClient();
  const mode = useReviewMode();
  // Online, the server rates; offline, the device, from the deck's download (ADR 065).
  const online = { rate: useRateCard(deviceFollower), undo: useUndoRating(deviceFollower) };
  const device = { rate: useRateOnDevice(), undo: useUndoOnDevice() };
  const { rate, undo } = onDevice ? device : online;
  const { play } = usePlayer();
  const [shortcuts, setShortcuts] = useShortcutsSetting();
  const [revealedKey, setRevealedKey] = useState<string | null>(null);
  // How the last recording of a presentation went, when it did not play.
  const [playback, setPlayback] = useState<{ key: string; outcome: 'failed' | 'refused' } | null>(null);
  // After the learner's first rating or undo, each card that appears takes the focus.
  const [acted, setActed] = useState(false);

  const card = queue.cards[0] ?? null;
  // One presentation of a card: the same card back after Again (one more rating today) is another.
  const key = card ? `${card.id}:${queue.reviewedToday}` : null;
  const revealed = key !== null && revealedKey === key;
  const busy = rate.isPending || undo.isPending;

  const playCard = useCallback(
    (take: PlayableTake) =>
      void play(take).then((ok) => {
        // Before any click or key on the page (a review opened from a bookmark), browsers refuse to
        // start sound by themselves: that is no error, the learner presses Replay.
        if (ok || key === null) setPlayback(null);
        else setPlayback({ key, outcome: pageHasBeenUsed() ? 'failed' : 'refused' });
      }),
    [play, key],
  );

  // After a refused call the queue is asked again: the card may be gone, or nothing left to undo.
  // After one that got no answer too: offline, the page goes on from the deck's download.
  const refreshIfRefused = (error: unknown) => {
    if (
      (error instanceof ApiError && error.status >= 400 && error.status < 500) ||
      error instanceof NetworkError
    )
      void queryClient.invalidateQueries({ queryKey: reviewQueueQuery.queryKey });
  };
  // Online, each rating changes the deck: its download follows, so offline goes on from there.
  const onUndone = onDevice ? undefined : () => refreshDeckSoon();
  // A rating whose answer was lost waits in the queue (and is on the device's deck): the queue is
  // sent if it can be, then the queue asked again; offline, the review goes on from the download.
  const onRated = onDevice
    ? undefined
    : (answer: ReviewQueue | 'kept') => {
        if (answer !== 'kept') refreshDeckSoon();
        else
          void flushOutbox()
            .catch(() => undefined)
            .finally(() => void queryClient.invalidateQueries({ queryKey: [REVIEW_QUERY_KEY] }));
      };

  function reveal() {
    if (!card || key === null || revealed) return false;
    setRevealedKey(key);
    const url = recordingOf(card);
    if (playsOnReveal(card, mode) && url !== null) playCard(takeOf(card, url));
    return true;
  }

  function rateCard(rating: ReviewRating) {
    if (!card || !revealed || busy) return false;
    setActed(true);
    undo.reset();
    rate.mutate({ cardId: card.id, rating }, { onError: refreshIfRefused, onSuccess: onRated });
    return true;
  }

  function undoRating() {
    if (!queue.canUndo || busy) return false;
    setActed(true);
    // The card taken back comes as it was first shown (the same card and count): its answer hidden.
    setRevealedKey(null);
    rate.reset();
    undo.mutate(undefined, { onError: refreshIfRefused, onSuccess: onUndone });
    return true;
  }

  useReviewKeys(shortcuts, (action: ReviewKeyAction) => {
    if (action.type === 'undo') return undoRating();
    if (action.type === 'rate') return rateCard(action.rating);
    return revealed ? rateCard(3) : reveal();
  });

  const announcement = card
    ? revealed
      ? answerSpeech(card)
      : `Card ${queue.reviewedToday + 1}. ${promptSpeech(card, mode)}`
    : '';
  return (
    <>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {Listen && <Listen title="Review deck" sources={listenSourcesOf(queue.cards)} className="mb-3" />}
      {card && key !== null ? (
        <>
          <DueCounts counts={queue.counts} current={countOf(card)} />
          <ReviewCardView
            key={key}
            card={card}
            mode={mode}
            revealed={revealed}
            busy={busy}
            focusShowAnswer={acted}
            playbackFailed={playback?.key === key && playback.outcome === 'failed'}
            playbackRefused={playback?.key === key && playback.outcome === 'refused'}
            onPlay={playCard}
            onReveal={reveal}
            onRate={rateCard}
          />
        </>
      ) : (
        <NothingDue queue={queue} takeFocus={acted} />
      )}
      {rate.isError && (
        <Alert variant="danger">{failureText(rate.error, 'The rating could not be saved.')}</Alert>
      )}
      {undo.isError && (
        <Alert variant="danger">{failureText(undo.error, 'The rating could not be undone.')}</Alert>
      )}
      {queue.canUndo && (
        <div>
          <Button
            variant="outline-secondary"
            className={busy ? 'disabled' : undefined}
            aria-disabled={busy || undefined}
            onClick={undoRating}
          >
            Undo
          </Button>
        </div>
      )}
      <KeyboardHelp on={shortcuts} onChange={setShortcuts} />
    </>
  );
}

/** Offline, the review runs on the device when its deck is downloaded; else it says where to download it. */
function DeviceReview({ listen }: { listen: Listen }) {
  const query = useQuery({
    ...deviceQueueQuery,
    refetchInterval: (q) => (q.state.data?.cards.length === 0 ? msUntilDue(q.state.data.nextDue) : false),
  });
  const status = remoteStatus(query);
  if (status === 'loading') return <Loading label="Loading your review cards..." />;
  if (status === 'error')
    return <Alert variant="danger">The cards to review could not be loaded. Please refresh the page.</Alert>;
  if (!query.data)
    return (
      <Alert variant="warning">
        You are offline, and your review is not downloaded on this device. To review without a connection,
        download your review deck on the <Link to="/offline">Offline downloads</Link> page when you are back
        online.
      </Alert>
    );
  return (
    <>
      <p className="alert alert-info py-2">{REVIEW_OFFLINE_MESSAGE}</p>
      <ReviewSession queue={query.data} onDevice listen={listen} />
    </>
  );
}

/**
 * Once the connection returns, the ratings made offline are sent (the queue), then the review asks
 * the server again: the page shows the server's queue, which holds them.
 */
function useServerQueueWhenOnline(onDevice: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!onDevice) return;
    const backOnline = () =>
      void flushOutbox()
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ queryKey: [REVIEW_QUERY_KEY] }));
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, [onDevice, queryClient]);
}

/**
 * /review: the learner's due cards one at a time, as Anki shows them: the prompt, Show answer
 * (Space), then Again, Hard, Good or Easy (1 to 4) with the interval each would give, and Undo.
 * Without a connection, from the deck's download (ADR 065).
 */
export function ReviewPage({ listen }: { listen?: ComponentType<ListenLauncherProps> } = {}) {
  const query = useQuery({
    ...reviewQueueQuery,
    // While a card shows, a refetch would swap it under the learner: only ratings change the queue
    // then. With nothing due, the queue is asked again when the next card is.
    refetchOnWindowFocus: (q) => q.state.data?.cards.length === 0,
    refetchInterval: (q) => (q.state.data?.cards.length === 0 ? msUntilDue(q.state.data.nextDue) : false),
    // Offline, the server is asked again once the ratings made meanwhile are sent (below).
    refetchOnReconnect: (q) => !(q.state.error instanceof NetworkError),
  });
  const status = remoteStatus(query);
  // No answer from the server (offline): the review goes on from the deck's download, if any.
  const onDevice = query.error instanceof NetworkError;
  useServerQueueWhenOnline(onDevice);
  return (
    <>
      <PageHeader title="Review" />
      {!onDevice && <MakeAvailableOffline downloadKey="deck" label="your review deck" className="mb-3" />}
      <ReviewModeSwitch />
      {status === 'loading' && <Loading label="Loading your review cards..." />}
      {onDevice && <DeviceReview listen={listen} />}
      {status === 'error' && !onDevice && (
        <Alert variant="danger">The cards to review could not be loaded. Please refresh the page.</Alert>
      )}
      {query.data && !onDevice && <ReviewSession queue={query.data} onDevice={false} listen={listen} />}
      {query.data && !onDevice && (query.data.cards.length > 0 || query.data.nextDue !== null) && (
        <p className="mt-4 small">
          {/* A plain link: the browser downloads the deck (ADR 039). */}
          <a href={ANKI_REVIEW_DECK_URL} download>
            Download my review deck for Anki
          </a>
        </p>
      )}
    </>
  );
}
