import { wordleAnswerResponseSchema, wordleValidResponseSchema } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { keepComingWordles } from './coming-wordles';
import { downloadRecords, fetchCatalog } from './download-catalog';
import { offlineDb, ownerOf, setOwner } from './offline-db';
import { setWaiting } from './outbox-count';
import { TODAYS_ANSWER, WORDLE_WORD_LIST } from './todays-wordle';

/**
 * Keeps the device's offline data with its account (ADR 065): the queue is sent and the downloads
 * brought up to date when the app opens and whenever the connection returns; another account on
 * the device starts with neither; a visitor's pages never read a learner's downloads. Loaded when
 * first needed, through `use-offline-account.ts`: the app's entry does not carry it.
 */

/**
 * The downloads' code and the queue's (with every change's schema) load when there is something to
 * do with them: a download kept on the device to bring up to date, a change waiting to be sent,
 * another account's data to forget. A learner who keeps nothing offline opens a page without them
 * (ADR 078: /words's budget).
 */
const downloads = () => import('./downloads');
const outbox = () => import('./outbox');

/** The changes waiting in the queue, read into the count the pages show. */
async function countWaiting(): Promise<number> {
  const waiting = await (await offlineDb()).count('outbox');
  setWaiting(waiting);
  return waiting;
}

/** Sends what waits (none: the queue's code is not loaded); answers how many were sent. */
async function flushWaiting(): Promise<number> {
  if ((await countWaiting()) === 0) return 0;
  return (await outbox()).flushOutbox();
}

async function clearDownloads(): Promise<void> {
  await (await downloads()).clearDownloads();
}

async function clearOutbox(): Promise<void> {
  await (await outbox()).clearOutbox();
}

/**
 * Sends what waits, then keeps the Wordle answers of the coming days (ADR 066) and refreshes the
 * downloads; quiet when the connection fails again. Answers how many changes were sent.
 */
export async function syncNow(): Promise<number> {
  let sent = 0;
  try {
    sent = await flushWaiting();
    await keepComingWordles();
    if ((await downloadRecords()).length > 0)
      await (await downloads()).refreshDownloads(await fetchCatalog());
  } catch (error) {
    // The queue's SignedOutError, told by its name: its class is in the queue's chunk, loaded only
    // when something waited to be sent (and so threw it).
    if (error instanceof Error && error.name === 'SignedOutError') await clearDownloads();
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
  await countWaiting();
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
    await flushWaiting();
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
