import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { WordleAnswer, WordleGame, WordleServerGame, WordleSpelling, WordleStats } from '@langapp/shared';
import {
  ENTER_KEY,
  gameNumberForDate,
  INVALID_DATE_MESSAGE,
  isAcceptedKey,
  isGuessShaped,
  isValidWordleDate,
  playedGuesses,
  newGame,
  playedRows,
  todayInWordleZone,
  WORD_LENGTH,
} from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { wordleAnswerQuery, wordleValidWordsQuery } from '../../api/wordle';
import { wordleGameQuery } from '../../api/wordle-game';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { NetworkError } from '../../lib/api-client';
import type * as AccountCode from './account-results';
import type { StartingGame } from './server-game';
import { useWordleGame } from './use-wordle-game';
import type { SavedGuess } from './use-wordle-game';
import { WordleBoard } from './wordle-board';
import { WordleHowToPlay } from './wordle-how-to-play';
import { WordleKeyboard } from './wordle-keyboard';
import { localResults, recordResult } from './wordle-stats';
import { loadGame } from './wordle-storage';
import './wordle.css';

type Day =
  | { state: 'loading' }
  | { state: 'invalid-date' }
  | { state: 'no-answer' }
  | { state: 'no-words' }
  | {
      state: 'ready';
      answer: WordleAnswer;
      solution: string;
      validWords: ReadonlySet<string>;
      /** How the game reads words: by the teacher's alphabet, or the spec's a to z (ADR 096). */
      spelling: WordleSpelling;
      /** The signed-in learner's game as the account has it; null for a visitor or when it could not be read. */
      serverGame: WordleServerGame | null;
      /** A signed-in learner's side of the game (their account's), loaded for them only; null for a visitor. */
      account: typeof AccountCode | null;
      /**
       * The guesses go to the account: it gave its game, or a signed-in learner's could not be asked
       * for want of a connection (they wait in the queue, ADR 066).
       */
      onAccount: boolean;
    };

/**
 * The word list and the answer of the day (or of ?date=), as the page shows them. Once here, they
 * stay: a refetch in the background neither resets nor reshuffles the game.
 */
function useWordleDay(date: string | null, gameKey: string): Day {
  const { loading: sessionLoading, username } = useSession();
  const account = useAccountCode(username !== null);
  const answerQuery = useQuery(wordleAnswerQuery(date));
  const wordsQuery = useQuery(wordleValidWordsQuery);
  // A signed-in learner's game is on the account (ADR 056); asked beside the answer, for a game day.
  const serverGameQuery = useQuery({
    ...wordleGameQuery(gameKey),
    enabled: username !== null && isValidWordleDate(gameKey, new Date()),
  });
  const answer = answerQuery.data;
  const list = wordsQuery.data;
  const words = list?.words;
  // The answer is read as the list is, so it waits for the list (and its alphabet).
  const solution = answer && 'lex' in answer && list ? list.spelling.spell(answer.lex.lex) : null;
  const playable = solution !== null && isGuessShaped(solution, list?.spelling);

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
  if (!list || !validWords) return { state: wordsQuery.isError ? 'no-words' : 'loading' };
  if (solution === null || !playable) return { state: 'no-answer' };
  // The account's game is waited for (the page must not start a game the account has finished);
  // when it cannot be read, the game is played in this browser as a visitor's is, its guesses still
  // going to the account (through the queue) when only the connection is missing (ADR 066).
  if (sessionLoading || remoteStatus(serverGameQuery) === 'loading' || (username !== null && !account))
    return { state: 'loading' };
  const serverGame = serverGameQuery.data ?? null;
  const offline = username !== null && serverGameQuery.error instanceof NetworkError;
  const onAccount = serverGame !== null || offline;
  return {
    state: 'ready',
    answer: answer.lex,
    solution,
    validWords,
    spelling: list.spelling,
    serverGame,
    account,
    onAccount,
  };
}

interface PlayProps {
  gameKey: string;
  answer: WordleAnswer;
  solution: string;
  validWords: ReadonlySet<string>;
  spelling: WordleSpelling;
  serverGame: WordleServerGame | null;
  account: typeof AccountCode | null;
  onAccount: boolean;
}

function WordlePlay({ gameKey, answer, solution, validWords, spelling, serverGame, account, onAccount }: PlayProps) {
  const { username } = useSession();
  const queryClient = useQueryClient();
  // Without the account's game (offline), the board is this browser's, and its guesses wait in the
  // queue; a visitor's is this browser's.
  const [start] = useState((): StartingGame => {
    const local = loadGame(gameKey, spelling);
    if (account) return account.startingGame(local, serverGame, solution, spelling);
    return { game: local ?? newGame(spelling), finishedElsewhere: null, upload: null, finishedOnAnotherDevice: false };
  });
  const replaceRef = useRef<((next: StartingGame, said: string) => void) | null>(null);
  const isToday = gameKey === todayInWordleZone(new Date());
  // Why the board is the account's game from another device, when it is (ADR 071).
  const [deviceNotice, setDeviceNotice] = useState(() =>
    start.finishedOnAnotherDevice && account ? account.anotherDeviceNotice(true, isToday) : null,
  );

  /**
   * Sends the game's guesses to the account (offline: they wait in the queue); when another device
   * played on, its game takes over here, and the page says why instead of the discarded guess.
   */
  const saveToAccount = useCallback(
    (guesses: string[]): Promise<SavedGuess> =>
      (account?.saveGuesses(queryClient, gameKey, guesses, solution, spelling, isToday) ?? Promise.resolve(null)).then(
        (theirs): SavedGuess => {
          if (!theirs) return 'kept';
          setDeviceNotice(theirs.notice);
          replaceRef.current?.(theirs.next, theirs.notice);
          return 'discarded';
        },
      ),
    [account, gameKey, queryClient, solution, spelling, isToday],
  );
  const onScored = useCallback(
    (scored: WordleGame) => (onAccount ? saveToAccount(playedGuesses(scored)) : undefined),
    [onAccount, saveToAccount],
  );

  const { game, over, wonIn, press, replace, notFoundShown, announcement } = useWordleGame(
    gameKey,
    solution,
    validWords,
    spelling,
    start,
    onScored,
  );
  replaceRef.current = replace;
  const [finishedOnArrival] = useState(over);
  const [stats, setStats] = useState<WordleStats | null>(null);
  /** The result waits in the queue (offline) to be sent to the account. */
  const [resultQueued, setResultQueued] = useState(false);

  // Guesses this browser made while signed out, in the same game, go to the account once it is known.
  useEffect(() => {
    if (start.upload) void saveToAccount(start.upload);
  }, [start, saveToAccount]);

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
    void accountResults().then(({ recordAccountResult }) => {
      if (!current) return;
      recordAccountResult(queryClient, username, localResults(), { [gameKey]: wonIn }, today, (shown) => {
        if (!current) return;
        if (shown === 'queued') setResultQueued(true);
        else setStats(shown);
      });
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
      if (!isAcceptedKey(event.key, spelling)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable]')) return;
      // Enter on a focused button or link works that control; the game must not act as well.
      if (event.key === ENTER_KEY && target?.closest('button, a')) return;
      event.preventDefault();
      press(event.key);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [over, press, spelling]);

  return (
    <>
      {/* The toast lies over the top of the board, where the eyes are, on screen on any phone. */}
      <div className="position-relative">
        <WordleBoard board={game.board} boardStatus={game.boardStatus} shown={spelling.shown} />
        <div className="toast-container position-absolute top-0 start-50 translate-middle-x">
          {notFoundShown && (
            <div className="toast show text-bg-dark" role="alert" aria-live="assertive" aria-atomic="true">
              <div className="toast-body">Word not found</div>
            </div>
          )}
        </div>
      </div>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {deviceNotice && <p className="text-center">{deviceNotice}</p>}
      {over ? (
        <Suspense fallback={<Loading />}>
          <WordleEndPanel
            answer={answer}
            wonIn={wonIn}
            stats={stats}
            gameNumber={gameNumberForDate(gameKey)}
            rows={playedRows(game)}
            signedIn={username !== null}
            resultQueued={resultQueued}
            takeFocus={!finishedOnArrival}
          />
        </Suspense>
      ) : (
        <WordleKeyboard status={game.letterStatus} onKey={press} spelling={spelling} />
      )}
    </>
  );
}

/**
 * The end of the game (the answer, its recording for a learner, the statistics and sharing) is a
 * chunk of its own: the first visit downloads only what plays the game.
 */
const WordleEndPanel = lazy(async () => ({ default: (await import('./wordle-end-panel')).WordleEnd }));

/**
 * Bootstrap's alert as react-bootstrap's Alert renders it when it cannot be dismissed, without the
 * fade transition that component brings along: the game's page stays within its download budget.
 */
function DangerAlert({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-danger" role="alert">
      {children}
    </div>
  );
}

/**
 * The account's side of the statistics, loaded for a signed-in learner only: a visitor's game
 * never downloads it.
 */
const accountResults = () => import('./account-results');

/** A signed-in learner's side of the game (`account-results`), loaded once they are known to be signed in. */
function useAccountCode(signedIn: boolean): typeof AccountCode | null {
  const [code, setCode] = useState<typeof AccountCode | null>(null);
  useEffect(() => {
    if (signedIn) void accountResults().then(setCode);
  }, [signedIn]);
  return signedIn ? code : null;
}

/** When a signed-in learner opens the game: this browser's games go to their account, once. */
function useMergeLocalHistory() {
  const { username } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (username === null) return;
    void accountResults().then(({ mergeLocalHistory }) => mergeLocalHistory(queryClient, username, localResults()));
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
  const day = useWordleDay(date, gameKey);

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
      <WordleHowToPlay spelling={day.state === 'ready' ? day.spelling : undefined} />
      {day.state === 'invalid-date' && <DangerAlert>{INVALID_DATE_MESSAGE}</DangerAlert>}
      {day.state === 'no-answer' && (
        <DangerAlert>No answer could be loaded from the server. Please contact {contactName}!</DangerAlert>
      )}
      {day.state === 'no-words' && (
        <DangerAlert>The word list could not be loaded. Please refresh the page.</DangerAlert>
      )}
      {day.state === 'ready' && (
        <WordlePlay
          gameKey={gameKey}
          answer={day.answer}
          solution={day.solution}
          validWords={day.validWords}
          spelling={day.spelling}
          serverGame={day.serverGame}
          account={day.account}
          onAccount={day.onAccount}
        />
      )}
    </>
  );
}
