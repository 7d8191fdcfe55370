import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { intervalLabel, intervalWords, RATING_NAMES, REVIEW_RATINGS } from '@langapp/shared';
import type { ReviewCard, ReviewMode, ReviewRating } from '@langapp/shared';
import { sentenceRecordingUrl, wordRecordingUrl } from '../../api/recordings';
import type { PlayableTake } from '../../api/recordings';
import { PLAYBACK_ERROR } from '../../components/audio/audio-player';
import { SpeakerCredit } from '../../components/audio/speaker-credit';
import { entryPath } from '../../components/headword';
import { SpeakButton } from '../../components/speaking/speak-button';
import { focusOnMount } from '../../lib/focus-on-mount';

/** Said when the browser would not start a recording by itself. */
export const AUTOPLAY_REFUSED = 'Your browser did not start the recording by itself: press Replay to listen.';

/** Where a card's recording plays from, or null when its item has none. */
export function recordingOf(card: ReviewCard): string | null {
  if (card.audio === null) return null;
  return card.kind === 'word' ? wordRecordingUrl(card.audio) : sentenceRecordingUrl(card.audio);
}

/** A card's take to play: its recording and whose voice it is (for the speaker's notice). */
export const takeOf = (card: ReviewCard, url: string): PlayableTake =>
  card.audio_speaker === undefined ? { url } : { url, speaker: card.audio_speaker };

/** The written word or sentence, and its meaning. */
const writtenOf = (card: ReviewCard) => (card.kind === 'word' ? card.lex : card.text);
/** A Say it word card's example sentence: loaded on first use, with the entry it comes from. */
const SayItExample = lazy(() => import('./say-it-example'));

const meaningOf = (card: ReviewCard) => (card.kind === 'word' ? card.gloss : card.trans);

/** What a Say it card asks (ADR 081). */
export const SAY_IT_QUESTION = 'Say it aloud, then show the answer to hear the speaker.';

/**
 * What the prompt asks: a recall card shows the meaning, a listen card the recording (or the written
 * form); in Say it, every card shows the meaning and asks the learner to say it.
 */
const questionOf = (card: ReviewCard, mode: ReviewMode) =>
  mode === 'say-it'
    ? SAY_IT_QUESTION
    : card.direction === 'recall'
      ? 'What is the word?'
      : 'What does it mean?';

/** Whether the card's prompt is its meaning: a recall card, and every card in Say it. */
const showsMeaning = (card: ReviewCard, mode: ReviewMode) => mode === 'say-it' || card.direction === 'recall';

/** Whether showing the answer plays the recording (the prompt did not play it already). */
export const playsOnReveal = (card: ReviewCard, mode: ReviewMode) => showsMeaning(card, mode);

/** What a screen reader says when a card appears (the live region of the page). */
export function promptSpeech(card: ReviewCard, mode: ReviewMode = 'standard'): string {
  if (showsMeaning(card, mode)) return `Meaning: ${meaningOf(card)}. ${questionOf(card, mode)}`;
  if (recordingOf(card) !== null) return `Listen to the recording. ${questionOf(card, mode)}`;
  return `${writtenOf(card)}. ${questionOf(card, mode)}`;
}

/** What a screen reader says when the answer shows. */
export function answerSpeech(card: ReviewCard): string {
  const word = card.kind === 'word' && card.pos ? `${card.lex}, ${card.pos}` : writtenOf(card);
  return `Answer: ${word}. Meaning: ${meaningOf(card)}.`;
}

const RATING_VARIANTS: Record<ReviewRating, string> = {
  1: 'danger',
  2: 'secondary',
  3: 'success',
  4: 'primary',
};

/** The accessible name of a rating button: 'Good, next in 3 days'. */
const ratingName = (rating: ReviewRating, ms: number) =>
  `${RATING_NAMES[rating]}, next in ${intervalWords(ms)}`;

function ReplayButton({ onReplay }: { onReplay: () => void }) {
  return (
    <Button variant="outline-secondary" size="sm" onClick={onReplay}>
      Replay
    </Button>
  );
}

interface ReviewCardViewProps {
  card: ReviewCard;
  /** How the learner answers: 'say-it' shows the meaning and plays the speaker on turning (ADR 081). */
  mode: ReviewMode;
  revealed: boolean;
  /** A rating or an undo is under way: the rating buttons wait (they keep the focus). */
  busy: boolean;
  /** Whether 'Show answer' takes the focus as the card appears (after a rating or an undo); read once. */
  focusShowAnswer: boolean;
  /** The browser could not play this card's recording. */
  playbackFailed: boolean;
  /** The browser would not start the recording by itself (nothing on the page was used yet). */
  playbackRefused: boolean;
  onPlay: (take: PlayableTake) => void;
  onReveal: () => void;
  onRate: (rating: ReviewRating) => void;
}

/**
 * One card, as one presentation of it (the page keys it by card and rating count, so a card that
 * comes back after Again is a new presentation): the prompt, 'Show answer', then the answer and the
 * four ratings with the interval each would give. A listening card's recording plays as it appears.
 */
export function ReviewCardView({
  card,
  mode,
  revealed,
  busy,
  focusShowAnswer,
  playbackFailed,
  playbackRefused,
  onPlay,
  onReveal,
  onRate,
}: ReviewCardViewProps) {
  const questionId = useId();
  const answerId = useId();
  // Decided as the card appears: a later rating or undo must not pull the focus back to this one.
  const [focusAtFirst] = useState(focusShowAnswer);
  const url = recordingOf(card);
  const listening = !showsMeaning(card, mode) && url !== null;

  // The speaker's notice, if any, asks first: the autoplay never passes it (ADR 061).
  const speaker = card.audio_speaker;
  useEffect(() => {
    if (listening && url !== null) onPlay(speaker === undefined ? { url } : { url, speaker });
  }, [listening, url, speaker, onPlay]);

  const [again, hard, good, easy] = card.intervals;
  const intervals: Record<ReviewRating, number> = { 1: again, 2: hard, 3: good, 4: easy };
  const replay = url === null ? null : <ReplayButton onReplay={() => onPlay(takeOf(card, url))} />;
  return (
    <>
      <Card className="mb-3" style={{ maxWidth: '40rem' }}>
        <Card.Body>
          <section aria-labelledby={questionId}>
            {listening ? (
              <p className="d-flex align-items-center gap-2 text-body-secondary">
                Listen to the recording. {replay}
              </p>
            ) : showsMeaning(card, mode) ? (
              <>
                <p className="fs-3 mb-2">{meaningOf(card)}</p>
                {mode === 'say-it' && card.kind === 'word' && (
                  <Suspense fallback={null}>
                    <SayItExample lexId={card.lexId} revealed={revealed} />
                  </Suspense>
                )}
              </>
            ) : (
              <p className="fs-2 mb-2">{writtenOf(card)}</p>
            )}
            <h2 id={questionId} className="h5 mb-0">
              {questionOf(card, mode)}
            </h2>
            {playbackFailed && (
              <p role="alert" className="text-danger small mt-2 mb-0">
                {PLAYBACK_ERROR}
              </p>
            )}
            {playbackRefused && <p className="text-body-secondary small mt-2 mb-0">{AUTOPLAY_REFUSED}</p>}
          </section>
          {revealed && (
            <section aria-labelledby={answerId} className="border-top mt-3 pt-3">
              <h3 id={answerId} className="visually-hidden">
                Answer
              </h3>
              <p className="fs-2 mb-1">
                {/* A word links to its entry's page: its senses, notes and sentences (issue 36). */}
                {card.kind === 'word' ? <Link to={entryPath(card.lexId)}>{card.lex}</Link> : card.text}
                {card.kind === 'word' && card.pos && (
                  <span className="fs-6 text-body-secondary ms-2">{card.pos}</span>
                )}
              </p>
              <p className="fs-5 mb-0">{meaningOf(card)}</p>
              {(showsMeaning(card, mode) || url) && (
                // The recording's row: Replay (or that there is none) and record-and-compare beside it.
                <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                  {showsMeaning(card, mode) &&
                    (replay ??
                      (mode === 'say-it' && (
                        <span className="text-body-secondary small">There is no recording of this yet.</span>
                      )))}
                  {showsMeaning(card, mode) && url && <SpeakerCredit take={takeOf(card, url)} />}
                  {url && (
                    <SpeakButton
                      take={takeOf(card, url)}
                      label={writtenOf(card)}
                      item={card.kind === 'word' ? `entry:${card.lexId}` : `sentence:${card.sentId}`}
                      onRate={(rating) => busy || onRate(rating)}
                    />
                  )}
                </div>
              )}
            </section>
          )}
        </Card.Body>
      </Card>
      {revealed ? (
        <div role="group" aria-label="How well did you remember it?" className="review-ratings mb-3">
          {REVIEW_RATINGS.map((rating) => {
            const ms = intervals[rating];
            return (
              <Button
                key={rating}
                ref={rating === 3 ? focusOnMount : undefined}
                variant={RATING_VARIANTS[rating]}
                className={`lh-sm${busy ? ' disabled' : ''}`}
                style={{ minWidth: '6rem' }}
                aria-label={ratingName(rating, ms)}
                aria-disabled={busy || undefined}
                onClick={() => busy || onRate(rating)}
              >
                <span className="d-block small">{intervalLabel(ms)}</span>
                {RATING_NAMES[rating]}
              </Button>
            );
          })}
        </div>
      ) : (
        <div className="mb-3">
          <Button ref={focusAtFirst ? focusOnMount : undefined} size="lg" onClick={onReveal}>
            Show answer
          </Button>
        </div>
      )}
    </>
  );
}
