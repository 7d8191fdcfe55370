import type { QueryClient } from '@tanstack/react-query';
import { computeStats, isOver, isValidWordleDate, wordleGameResponseSchema } from '@langapp/shared';
import type { WordleResults, WordleServerGame, WordleSpelling, WordleStats } from '@langapp/shared';
import { whoQuery } from '../../api/accounts';
import type { Who } from '../../api/accounts';
import { PROGRESS_QUERY_KEY } from '../../api/review-summary';
import { sendWordleGuesses, wordleGameQuery } from '../../api/wordle-game';
import { sendWordleResults, wordleResultsQuery } from '../../api/wordle-results';
import { ApiError } from '../../lib/api-client';
import { anotherDeviceNotice, startingGame } from './server-game';
import type { StartingGame } from './server-game';

// A signed-in learner's side of the game, in a chunk a visitor's game never downloads (ADR 096:
// /wordle's budget): the game kept on the account (ADR 056, 071) and the statistics (ADR 029).
export { anotherDeviceNotice, startingGame };

// A signed-in learner's Wordle games are kept on their account (POST /api/wordle-results answers
// them all). The games this browser finished before are merged in once per account: the first
// call for a username sends the whole local history, and this browser remembers that it did, so
// every later call sends only the game just finished (docs/decisions/029).

/** Local-storage entry saying that this browser's history went to `username`'s account. */
export const mergedStorageKey = (username: string) => `wordle:stats-merged:${username}`;

function isMerged(username: string): boolean {
  try {
    return window.localStorage.getItem(mergedStorageKey(username)) !== null;
  } catch {
    return false;
  }
}

function markMerged(username: string): void {
  try {
    window.localStorage.setItem(mergedStorageKey(username), new Date().toISOString());
  } catch {
    // Not remembered: the history is sent again next time, and the server keeps each game's first result.
  }
}

/** Only the games named by a real game day: the server refuses the whole call for one other key. */
function gameDays(results: WordleResults): WordleResults {
  const now = new Date();
  return Object.fromEntries(Object.entries(results).filter(([day]) => isValidWordleDate(day, now)));
}

const isEmpty = (results: WordleResults) => Object.keys(results).length === 0;

/** The merge under way per username, so a game that ends meanwhile waits for it rather than sending it twice. */
const merging = new Map<string, Promise<WordleResults | 'queued'>>();

/**
 * Sends `games` to `username`'s account, with this browser's whole history (`local`) the first
 * time; answers every game the account has, or 'queued' offline (the games wait in the queue and
 * are sent when the connection returns, so the history counts as merged). Null when there is
 * nothing to send: the history is merged (or being merged) and no game is given, or the browser
 * has no game at all. (The caller
 * passes the local history: this module, loaded for signed-in learners only, shares no code with
 * the game's page.)
 */
function sendToAccount(
  username: string,
  local: WordleResults,
  games: WordleResults = {},
): Promise<WordleResults | 'queued'> | null {
  const newGames = gameDays(games);
  const pending = merging.get(username);
  if (pending) {
    // After the merge, whether it worked or not (if not, the next page open tries it again).
    return isEmpty(newGames)
      ? null
      : pending.then(
          () => sendWordleResults(newGames),
          () => sendWordleResults(newGames),
        );
  }
  if (isMerged(username)) return isEmpty(newGames) ? null : sendWordleResults(newGames);

  const history = { ...gameDays(local), ...newGames };
  if (isEmpty(history)) {
    // Nothing to merge now, and every game from here on is sent as it ends.
    markMerged(username);
    return null;
  }
  const merge = sendWordleResults(history)
    .then((results) => {
      markMerged(username);
      return results;
    })
    .finally(() => merging.delete(username));
  merging.set(username, merge);
  return merge;
}

/**
 * Puts the account's games in the cache (the /progress page reads them there), unless someone else
 * has signed in since the call was made.
 */
function keepAccountResults(queryClient: QueryClient, username: string, results: WordleResults): void {
  if (queryClient.getQueryData<Who>(whoQuery.queryKey)?.username !== username) return;
  queryClient.setQueryData(wordleResultsQuery.queryKey, results);
  // /progress shows the account's statistics: it asks for them again.
  void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
}

/** The account's games as last known here, with this browser's (the account's result of a game stands). */
function accountOrLocalResults(queryClient: QueryClient, local: WordleResults): WordleResults {
  return { ...local, ...queryClient.getQueryData(wordleResultsQuery.queryKey) };
}

/** When a signed-in learner opens the game: this browser's games (`local`) go to their account, once. */
export function mergeLocalHistory(queryClient: QueryClient, username: string, local: WordleResults): void {
  sendToAccount(username, local)?.then(
    (results) => {
      if (results !== 'queued') keepAccountResults(queryClient, username, results);
    },
    (error: unknown) => console.error('The Wordle games of this browser could not be saved to the account.', error),
  );
}

/**
 * A game just finished (`game`), sent to a signed-in learner's account: `show` hears the statistics
 * as known here at once, then the account's once it answers, or 'queued' when the result waits in
 * the queue (offline). `today` is the Wordle day.
 */
export function recordAccountResult(
  queryClient: QueryClient,
  username: string,
  local: WordleResults,
  game: WordleResults,
  today: string,
  show: (stats: WordleStats | 'queued') => void,
): void {
  show(computeStats(accountOrLocalResults(queryClient, local), today));
  sendToAccount(username, local, game)?.then(
    (results) => {
      if (results === 'queued') return show('queued');
      keepAccountResults(queryClient, username, results);
      show(computeStats(results, today));
    },
    (error: unknown) => console.error('The Wordle result could not be saved to the account.', error),
  );
}

/** The account's game in a 409 answer (another device played on), or null for any other failure. */
function conflictingGame(error: unknown): WordleServerGame | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = wordleGameResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.game : null;
}

/**
 * Sends the game's guesses to the account (offline: they wait in the queue): null once kept, or,
 * when another device played on, the account's game to put in place, with why (said on the page in
 * place of the discarded guess).
 */
export function saveGuesses(
  queryClient: QueryClient,
  gameKey: string,
  guesses: string[],
  solution: string,
  spelling: WordleSpelling,
  isToday: boolean,
): Promise<{ next: StartingGame; notice: string } | null> {
  const key = wordleGameQuery(gameKey).queryKey;
  return sendWordleGuesses(gameKey, guesses).then(
    (kept) => {
      if (kept !== 'queued') queryClient.setQueryData(key, kept);
      return null;
    },
    (error: unknown) => {
      const theirs = conflictingGame(error);
      if (!theirs) {
        // Sent again with the next guess (the whole game each time), or at the next opening.
        console.error('The Wordle guess could not be saved to the account.', error);
        return null;
      }
      queryClient.setQueryData(key, theirs);
      const next = startingGame(null, theirs, solution, spelling);
      return { next, notice: anotherDeviceNotice(next.finishedElsewhere !== null || isOver(next.game), isToday) };
    },
  );
}
