import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Alert, Toast, ToastContainer } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { WordleAnswer, WordleStats } from '@langapp/shared';
import {
  computeStats,
  ENTER_KEY,
  gameNumberForDate,
  INVALID_DATE_MESSAGE,
  isAcceptedKey,
  isAllowedLetter,
  normalizeWord,
  playedRows,
  shareText,
  todayInWordleZone,
  toLetters,
  winningAttempts,
  WORD_LENGTH,
} from '@langapp/shared';
import { wordleAnswerQuery, wordleValidWordsQuery } from '../../api/wordle';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { useSession } from '../../lib/session/session-context';
import { shareResult } from './share-result';
import { useWordleGame } from './use-wordle-game';
import { WordleBoard } from './wordle-board';
import { WordleEndPanel } from './wordle-end-panel';
import { WordleKeyboard } from './wordle-keyboard';
import { localResults, recordResult } from './wordle-stats';
import './wordle.css';

type Day =
  | { state: 'loading' }
  | { state: 'invalid-date' }
  | { state: 'no-answer' }
  | { state: 'no-words' }
  | { state: 'ready'; answer: WordleAnswer; solution: string; validWords: ReadonlySet<string> };

const isPlayable = (word: string) =>
  toLetters(word).length === WORD_LENGTH && toLetters(word).every((letter) => isAllowedLetter(letter));

/**
 * The word list and the answer of the day (or of ?date=), as the page shows them. Once here, they
 * stay: a refetch in the background neither resets nor reshuffles the game.
 */
function useWordleDay(date: string | null): Day {
  const answerQuery = useQuery(wordleAnswerQuery(date));
  const wordsQuery = useQuery(wordleValidWordsQuery);
  const answer = answerQuery.data;
  const words = wordsQuery.data;
  const solution = answer && 'lex' in answer ? normalizeWord(answer.lex.lex) : null;
  const playable = solution !== null && isPlayable(solution);

  useEffect(() => {
    if (solution !== null && !playable) {
      console.error(`The Wordle answer '${solution}' is not a ${WORD_LENGTH}-letter word.`);
    }
  }, [solution, playable]);

  const validWords = useMemo(() => {
    if (!words || solution === null || words.has(solution)) return words;
    // The answer is always a word, whatever the list says.
    return new Set(words).add(solution);
  }, [words, solution]);

  if (answer === undefined) return { state: answerQuery.isError ? 'no-answer' : 'loading' };
  if ('invalidDate' in answer) return { state: 'invalid-date' };
  if (solution === null || !playable) return { state: 'no-answer' };
  if (validWords === undefined) return { state: wordsQuery.isError ? 'no-words' : 'loading' };
  return { state: 'ready', answer: answer.lex, solution, validWords };
}

interface PlayProps {
  gameKey: string;
  answer: WordleAnswer;
  solution: string;
  validWords: ReadonlySet<string>;
}

function WordlePlay({ gameKey, answer, solution, validWords }: PlayProps) {
  const { username } = useSession();
  const queryClient = useQueryClient();
  const { game, over, press, notFoundShown, announcement } = useWordleGame(gameKey, solution, validWords);
  const [finishedOnArrival] = useState(over);
  const [stats, setStats] = useState<WordleStats | null>(null);
  const wonIn = winningAttempts(game);

  // A finished game is kept in this browser; a signed-in learner's goes to their account as well,
  // and the statistics are the account's (until its answer, or if the call fails: what is known here).
  useEffect(() => {
    if (!over) return;
    const today = todayInWordleZone(new Date());
    const localStats = recordResult(gameKey, wonIn, today);
    if (username === null) {
      setStats(localStats);
      return;
    }
    setStats(localStats);
    let current = true;
    void accountResults().then(({ accountOrLocalResults, keepAccountResults, sendToAccount }) => {
      if (!current) return;
      setStats(computeStats(accountOrLocalResults(queryClient, localResults()), today));
      sendToAccount(username, localResults(), { [gameKey]: wonIn })?.then(
        (results) => {
          keepAccountResults(queryClient, username, results);
          if (current) setStats(computeStats(results, today));
        },
        (error: unknown) => console.error('The Wordle result could not be saved to the account.', error),
      );
    });
    return () => {
      current = false;
    };
  }, [over, gameKey, wonIn, username, queryClient]);

  // The physical keyboard: letters, the apostrophe (curly too), Enter and Backspace. Attached as
  // the board is committed, so a key pressed the moment it appears is not lost.
  useLayoutEffect(() => {
    if (over) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (!isAcceptedKey(event.key)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable]')) return;
      // Enter on a focused button or link works that control; the game must not act as well.
      if (event.key === ENTER_KEY && target?.closest('button, a')) return;
      event.preventDefault();
      press(event.key);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [over, press]);

  return (
    <>
      <WordleBoard board={game.board} boardStatus={game.boardStatus} />
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {over ? (
        <WordleEndPanel
          answer={answer}
          wonIn={wonIn}
          stats={stats}
          shareText={shareText({
            gameNumber: gameNumberForDate(gameKey),
            attempts: wonIn,
            rows: playedRows(game),
          })}
          signedIn={username !== null}
          takeFocus={!finishedOnArrival}
          onShare={shareResult}
        />
      ) : (
        <WordleKeyboard status={game.letterStatus} onKey={press} />
      )}
      <ToastContainer position="top-center" className="p-3" containerPosition="fixed">
        {notFoundShown && (
          <Toast animation={false} bg="dark">
            <Toast.Body className="text-white">Word not found</Toast.Body>
          </Toast>
        )}
      </ToastContainer>
    </>
  );
}

/**
 * The account's side of the statistics, loaded for a signed-in learner only: a visitor's game
 * never downloads it.
 */
const accountResults = () => import('./account-results');

/** When a signed-in learner opens the game: this browser's games go to their account, once. */
function useMergeLocalHistory() {
  const { username } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (username === null) return;
    void accountResults().then(({ keepAccountResults, sendToAccount }) =>
      sendToAccount(username, localResults())?.then(
        (results) => keepAccountResults(queryClient, username, results),
        (error: unknown) =>
          console.error('The Wordle games of this browser could not be saved to the account.', error),
      ),
    );
  }, [username, queryClient]);
}

/** /wordle and /wordle?date=: the daily five-letter word game; public. */
export function WordlePage() {
  useMergeLocalHistory();
  const [searchParams] = useSearchParams();
  const date = searchParams.get('date');
  const gameKey = date ?? todayInWordleZone(new Date());
  return <WordleDay key={gameKey} date={date} gameKey={gameKey} />;
}

function WordleDay({ date, gameKey }: { date: string | null; gameKey: string }) {
  const { contactName } = useAppConfig();
  const day = useWordleDay(date);

  return (
    <>
      <PageHeader title="Wordle" />
      {day.state === 'loading' ? (
        <p role="status" aria-live="polite">
          Loading words...
        </p>
      ) : (
        // Shown once the game can take keys, so nothing typed early is lost.
        <p className="d-flex flex-wrap justify-content-between gap-2">
          <span>{day.state === 'ready' ? `Game #${gameNumberForDate(gameKey)}, ${gameKey}` : ''}</span>
          <Link to="/wordle/previous">Previous Wordles</Link>
        </p>
      )}
      {day.state === 'invalid-date' && <Alert variant="danger">{INVALID_DATE_MESSAGE}</Alert>}
      {day.state === 'no-answer' && (
        <Alert variant="danger">
          No answer could be loaded from the server. Please contact {contactName}!
        </Alert>
      )}
      {day.state === 'no-words' && (
        <Alert variant="danger">The word list could not be loaded. Please refresh the page.</Alert>
      )}
      {day.state === 'ready' && (
        <WordlePlay
          gameKey={gameKey}
          answer={day.answer}
          solution={day.solution}
          validWords={day.validWords}
        />
      )}
    </>
  );
}
