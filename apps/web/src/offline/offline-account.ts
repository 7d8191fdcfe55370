import { wordleAnswerResponseSchema, wordleValidResponseSchema } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { keepComingWordles } from './coming-wordles';
import { clearDownloads, downloadRecords, fetchCatalog, refreshDownloads } from './downloads';
import { ownerOf, setOwner } from './offline-db';
import { clearOutbox, flushOutbox, loadOutboxCount, SignedOutError } from './outbox';
import { TODAYS_ANSWER, WORDLE_WORD_LIST } from './todays-wordle';

/**
 * Keeps the device's offline data with its account (ADR 065): the queue is sent and the downloads
 * brought up to date when the app opens and whenever the connection returns; another account on
 * the device starts with neither; a visitor's pages never read a learner's downloads. Loaded when
 * first needed, through `use-offline-account.ts`: the app's entry does not carry it.
 */

/**
 * Sends what waits, then keeps the Wordle answers of the coming days (ADR 066) and refreshes the
 * downloads; quiet when the connection fails again. Answers how many changes were sent.
 */
export async function syncNow(): Promise<number> {
  let sent = 0;
  try {
    sent = await flushOutbox();
    await keepComingWordles();
    if ((await downloadRecords()).length > 0) await refreshDownloads(await fetchCatalog());
  } catch (error) {
    if (error instanceof SignedOutError) await clearDownloads();
    else console.warn('Offline changes or downloads could not be brought up to date.', error);
  }
  return sent;
}

/**
 * Asks today's Wordle answer and the game's word list, so the service worker keeps them and the
 * game of the day opens offline later today, whether or not it was opened online. Only with a
 * service worker in control: without one nothing would keep them.
 */
async function keepTodaysAnswer(): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  try {
    await Promise.all([
      getJson(TODAYS_ANSWER, wordleAnswerResponseSchema),
      getJson(WORDLE_WORD_LIST, wordleValidResponseSchema),
    ]);
  } catch {
    // Offline again, or no answer today: the game says so when it is opened.
  }
}

/** Takes the device for `username` (null: no one signed in); answers how many waiting changes it sent. */
export async function takeDevice(username: string | null): Promise<number> {
  const owner = await ownerOf();
  if (username === null) {
    // Not signed in: nothing downloaded may answer a visitor's page. The queue waits for its
    // account to sign in again (a session that lapsed offline loses nothing).
    if (owner !== undefined) await clearDownloads();
    return 0;
  }
  if (owner !== undefined && owner !== username) {
    await clearDownloads();
    await clearOutbox();
  }
  if (owner !== username) await setOwner(username);
  await loadOutboxCount();
  if (!navigator.onLine) return 0;
  const [sent] = await Promise.all([syncNow(), keepTodaysAnswer()]);
  return sent;
}

/**
 * Before signing out: send what can be sent while the session lasts. After: the device forgets the
 * account's downloads and queue.
 */
export async function sendBeforeSignOut(): Promise<void> {
  try {
    await flushOutbox();
  } catch {
    // Offline or refused: what could not be sent is lost with the sign-out, as the learner was told.
  }
}

export async function clearAfterSignOut(): Promise<void> {
  await clearDownloads();
  await clearOutbox();
}

/**
 * The server said `username`'s account is deactivated (only to someone who knew its password): its
 * session ended, so nothing waiting can be sent any more. If the device's data is that account's,
 * it is forgotten, downloads and queue.
 */
export async function forgetDeactivated(username: string): Promise<void> {
  if ((await ownerOf()) === username) await clearAfterSignOut();
}
