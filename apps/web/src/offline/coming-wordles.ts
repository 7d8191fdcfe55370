import { isValidWordleDate, unsealWordleAnswer, wordleDaysResponseSchema } from '@langapp/shared';
import type { WordleAnswer } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { COMING_WORDLES_KEY, offlineDb } from './offline-db';

/**
 * The Wordle of the coming days without a connection (ADR 066): when a signed-in learner's app opens
 * online (and whenever the connection returns), the device keeps the answers of today and the week
 * after it, as GET /api/wordle-days gives them: sealed, so that a glance at the network panel or at
 * the browser's storage spoils no game (not a secret: this code reads them). A game whose answer
 * cannot be asked for (offline) plays the day's kept answer. They belong to the account: they go
 * with its downloads (signing out, another account, a lapsed session).
 */

const WORDLE_DAYS = '/api/wordle-days';

/**
 * Asks the answers of the coming days and keeps them in place of those kept before (a day whose
 * word is no longer shared with the learner is gone from the new ones). Quiet when it fails: the
 * days kept before stay.
 */
export async function keepComingWordles(): Promise<void> {
  try {
    const days = await getJson(WORDLE_DAYS, wordleDaysResponseSchema);
    // As it came, under COMING_WORDLES_KEY of the `meta` store.
    await (await offlineDb()).put('meta', JSON.stringify(days), COMING_WORDLES_KEY);
  } catch (error) {
    console.warn('The Wordle answers of the coming days could not be kept on this device.', error);
  }
}

/**
 * The kept answer of game day `day`, or null: none is kept for it, or it is after today by this
 * device's clock (`now`), so no game of tomorrow is played early.
 */
export async function keptWordleAnswer(day: string, now: Date): Promise<WordleAnswer | null> {
  if (!isValidWordleDate(day, now) || typeof indexedDB === 'undefined') return null;
  try {
    const text = await (await offlineDb()).get('meta', COMING_WORDLES_KEY);
    if (text === undefined) return null;
    const kept = wordleDaysResponseSchema.safeParse(JSON.parse(text));
    if (!kept.success) return null;
    const sealed = kept.data.days.find((d) => d.date === day)?.sealed;
    return sealed === undefined ? null : unsealWordleAnswer(sealed, day, kept.data.salt);
  } catch {
    return null;
  }
}
