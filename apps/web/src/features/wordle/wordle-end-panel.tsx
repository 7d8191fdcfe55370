import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { shareText } from '@langapp/shared';
import type { LetterStatus, WordleAnswer, WordleStats } from '@langapp/shared';
import { wordRecordingUrl } from '../../api/recordings';
import { useAudioPlayer } from '../../components/audio/audio-player';
import { entryPath } from '../../components/headword';
import { WordleStatistics } from '../../components/wordle-statistics';
import { useTimedMessage } from '../../lib/use-timed-message';
import { shareResult } from './share-result';

/** How long 'Copied results to clipboard' shows. */
export const COPIED_NOTICE_MS = 2000;
// The spec's wording, two spaces included.
const LOST_HEADLINE = 'Too  bad!';

/** The spec's 'You guessed in N attempts', in the singular for one. */
const guessedIn = (attempts: number) =>
  `You guessed in ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/** Only a signed-in learner has a review deck: a visitor's game never downloads the button. */
const AddToReviewButton = lazy(async () => ({
  default: (await import('../../components/review/add-to-review-button')).AddToReviewButton,
}));

/** Said when the game ended offline: its result waits in the queue (ADR 065). */
export const RESULT_QUEUED =
  'You are offline: your result is saved to your account when you are back online.';

interface EndPanelProps {
  answer: WordleAnswer;
  /** Guesses taken to win, or null for a lost game. */
  wonIn: number | null;
  stats: WordleStats | null;
  shareText: string;
  /** Show the recording and the entry link (the server sends them to signed-in learners only). */
  signedIn: boolean;
  /** The result waits on this device (offline) to be sent to the learner's account. */
  resultQueued?: boolean;
  /** Move focus here: the keyboard the player was using is gone. */
  takeFocus: boolean;
  onShare: (text: string) => Promise<'shared' | 'copied' | 'failed'>;
}

/** Replaces the keyboard when the game is over. */
export function WordleEndPanel({
  answer,
  wonIn,
  stats,
  shareText,
  signedIn,
  resultQueued = false,
  takeFocus,
  onShare,
}: EndPanelProps) {
  const headline = useRef<HTMLHeadingElement>(null);
  // Each copy shows the notice for its own two seconds.
  const [copiedNotice, showCopied] = useTimedMessage(COPIED_NOTICE_MS);
  const play = useAudioPlayer();

  useEffect(() => {
    if (takeFocus) headline.current?.focus();
  }, [takeFocus]);

  async function share() {
    if ((await onShare(shareText)) === 'copied') showCopied('Copied results to clipboard');
  }

  const shareLabel = typeof navigator.share === 'function' ? 'Share' : 'Copy Result';
  return (
    <section aria-labelledby="wordle-result" className="wordle-end text-center mx-auto">
      <h2 id="wordle-result" ref={headline} tabIndex={-1} className="h3 wordle-headline">
        {wonIn !== null ? 'Good job!' : LOST_HEADLINE}
      </h2>
      <p className="fs-5">{wonIn !== null ? guessedIn(wonIn) : `Correct: ${answer.lex}`}</p>
      {signedIn && answer.gloss && (
        <p>
          <strong>{answer.lex}</strong> means “{answer.gloss}”.
        </p>
      )}
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Button onClick={() => void share()}>{shareLabel}</Button>
        {signedIn && answer.filename && (
          <Button
            variant="outline-primary"
            // Whose voice it is: their notice shows before the first play (ADR 061).
            onClick={() =>
              play({ url: wordRecordingUrl(answer.filename as string), speaker: answer.speaker ?? undefined })
            }
          >
            Play recording
          </Button>
        )}
        {signedIn && answer.lexId != null && (
          <Link className="btn btn-outline-secondary" to={entryPath(answer.lexId)}>
            See {answer.lex} in the dictionary
          </Link>
        )}
        {signedIn && answer.lexId != null && (
          <Suspense fallback={null}>
            <AddToReviewButton
              lexId={answer.lexId}
              word={answer.lex}
              source="wordle"
              className="align-self-center"
            />
          </Suspense>
        )}
      </div>
      <p role="status" className="mt-2 mb-0" style={{ minHeight: '1.5em' }}>
        {copiedNotice}
      </p>
      {resultQueued && <p role="status">{RESULT_QUEUED}</p>}
      {stats && (
        <section aria-labelledby="wordle-statistics" className="my-3">
          <h3 id="wordle-statistics" className="h5">
            Statistics
          </h3>
          <WordleStatistics stats={stats} centred />
        </section>
      )}
    </section>
  );
}

/**
 * The end panel as the game's page shows it: the result shared as the share text of `rows` (the
 * scored rows, a tile a letter). The share text and the sharing load with the panel, not with the
 * game (ADR 096: /wordle's budget).
 */
export function WordleEnd({
  gameNumber,
  rows,
  ...panel
}: Omit<EndPanelProps, 'shareText' | 'onShare'> & { gameNumber: number; rows: readonly (readonly LetterStatus[])[] }) {
  return (
    <WordleEndPanel {...panel} shareText={shareText({ gameNumber, attempts: panel.wonIn, rows })} onShare={shareResult} />
  );
}
