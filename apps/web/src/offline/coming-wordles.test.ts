import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sealWordleAnswer, wordleDaysResponseSchema } from '@langapp/shared';
import type { WordleAnswer } from '@langapp/shared';
import { mockFetch, networkDown } from '../test/mock-fetch';
import { fakeCaches } from '../test/offline-deck';
import { keepComingWordles, keptWordleAnswer } from './coming-wordles';
import { clearDownloads } from './downloads';
import { COMING_WORDLES_KEY, offlineDb } from './offline-db';

// Sample words, invented: not language material.
const ANSWERS: Record<string, WordleAnswer> = {
  '2026-03-01': {
    id: 1,
    lex: 'kaman',
    lexId: 11,
    gloss: 'stone (sample)',
    filename: 'kaman.mp3',
    speaker: 'Ana',
  },
  '2026-03-02': { id: 2, lex: 'sakit', lexId: 12, gloss: 'hill (sample)', filename: null, speaker: null },
  '2026-03-03': { id: 3, lex: "mita'", lexId: null, gloss: null, filename: null, speaker: null },
};

/** GET /api/wordle-days as the server answers it: the days given, sealed with `salt`. */
const daysAnswer = (dates: string[], salt = 'salt-one') => ({
  body: wordleDaysResponseSchema.parse({
    salt,
    days: dates.map((date) => ({ date, sealed: sealWordleAnswer(ANSWERS[date]!, date, salt) })),
  }),
});

/** Noon in Los Angeles on `day`. */
const noonOn = (day: string) => new Date(`${day}T20:00:00Z`);
const keptText = async () => (await offlineDb()).get('meta', COMING_WORDLES_KEY);

describe('the Wordle answers of the coming days on the device', () => {
  beforeEach(async () => {
    fakeCaches();
    await clearDownloads();
  });

  it("when the coming days are kept, then each day's answer is played on its day and not before, and what is stored spoils none", async () => {
    mockFetch({ 'GET /api/wordle-days': daysAnswer(['2026-03-01', '2026-03-02', '2026-03-03']) });
    await keepComingWordles();

    for (const word of ['kaman', 'sakit', 'mita', 'stone', 'hill'])
      expect(await keptText()).not.toContain(word);
    expect(await keptWordleAnswer('2026-03-02', noonOn('2026-03-02'))).toEqual(ANSWERS['2026-03-02']);
    // A week on, the days before are still games of the archive.
    expect(await keptWordleAnswer('2026-03-01', noonOn('2026-03-08'))).toEqual(ANSWERS['2026-03-01']);
    // Tomorrow's game is not played today, and a day not kept has no answer.
    expect(await keptWordleAnswer('2026-03-03', noonOn('2026-03-02'))).toBeNull();
    expect(await keptWordleAnswer('2026-03-04', noonOn('2026-03-04'))).toBeNull();
  });

  it('when they are asked again, then the new answer replaces the days kept (a day no longer shared is gone); when the call fails, then the days kept stay', async () => {
    mockFetch({ 'GET /api/wordle-days': daysAnswer(['2026-03-01', '2026-03-02']) });
    await keepComingWordles();
    mockFetch({ 'GET /api/wordle-days': daysAnswer(['2026-03-02'], 'salt-two') });
    await keepComingWordles();

    expect(await keptWordleAnswer('2026-03-01', noonOn('2026-03-02'))).toBeNull();
    expect(await keptWordleAnswer('2026-03-02', noonOn('2026-03-02'))).toEqual(ANSWERS['2026-03-02']);

    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /api/wordle-days': networkDown() });
    await keepComingWordles();
    expect(warned).toHaveBeenCalledWith(
      'The Wordle answers of the coming days could not be kept on this device.',
      expect.any(Error),
    );
    expect(await keptWordleAnswer('2026-03-02', noonOn('2026-03-02'))).toEqual(ANSWERS['2026-03-02']);
  });

  it("when the account's downloads are cleared (signing out, another account), then the kept answers go with them", async () => {
    mockFetch({ 'GET /api/wordle-days': daysAnswer(['2026-03-02']) });
    await keepComingWordles();

    await clearDownloads();

    expect(await keptText()).toBeUndefined();
    expect(await keptWordleAnswer('2026-03-02', noonOn('2026-03-02'))).toBeNull();
  });
});
