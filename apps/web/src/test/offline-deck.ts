import { vi } from 'vitest';
import { offlineDeckPackageSchema } from '@langapp/shared';
import type { OfflineDeckPackage } from '@langapp/shared';
import { DOWNLOADS_CACHE, packageUrl } from '../offline/cache-names';
import { offlineDb } from '../offline/offline-db';

// Sample data, invented: not language material.

/**
 * A tiny CacheStorage (jsdom has none): each cache keeps responses by URL. Installed as the global
 * `caches` until the test's globals are put back.
 */
export function fakeCaches(): void {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  const storage = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (request: RequestInfo | URL) => store.get(urlOf(request))?.clone(),
        put: async (request: RequestInfo | URL, response: Response) => {
          store.set(urlOf(request), response);
        },
        delete: async (request: RequestInfo | URL) => store.delete(urlOf(request)),
      };
    },
    delete: async (name: string) => stores.delete(name),
  };
  vi.stubGlobal('caches', storage);
}

const DAY = 24 * 60 * 60 * 1000;

/** A card of the package: new unless `fields` say otherwise. */
const card = (fields: Record<string, unknown>) => ({
  direction: 'listen',
  due: Date.UTC(2026, 2, 1),
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
  added_at: Date.UTC(2026, 2, 1),
  ...fields,
});

/**
 * The deck's package as the server sends it, made on `day` (UTC): three new word cards (the river's
 * two, then the hand's listening card), and a sentence card in review, due the day before.
 */
export function deckPackage(version: string, day = '2026-03-10'): OfflineDeckPackage {
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  return offlineDeckPackageSchema.parse({
    key: 'deck',
    version,
    generatedAt: new Date(dayStart).toISOString(),
    data: {
      settings: { desiredRetention: 0.9, newPerDay: 2, dailyGoal: 20 },
      today: { day, newStarted: 0, reviewed: 1 },
      cards: [
        card({ id: 1, kind: 'word', lexId: 2, added_at: dayStart - 3 * DAY }),
        card({ id: 2, kind: 'word', lexId: 2, direction: 'recall', added_at: dayStart - 3 * DAY }),
        card({ id: 3, kind: 'word', lexId: 5, added_at: dayStart - 2 * DAY }),
        card({
          id: 4,
          kind: 'sentence',
          sentId: 'sample-1',
          state: 2,
          stability: 4,
          difficulty: 5,
          reps: 3,
          scheduled_days: 4,
          due: dayStart - DAY,
          last_review: dayStart - 5 * DAY,
          added_at: dayStart - 10 * DAY,
        }),
      ],
      words: [
        {
          lexId: 2,
          lex: 'okihu',
          pos: 'noun',
          gloss: 'river',
          take: { url: '/api/audio/okihu.mp3', speaker: 'ana' },
        },
        { lexId: 5, lex: 'maku', pos: 'noun', gloss: 'hand', take: null },
      ],
      sentences: [
        {
          sentId: 'sample-1',
          text: 'Okihu tietuk.',
          trans: 'I see the river.',
          take: { url: '/api/audio-sent/sample%201.mp3', speaker: 'ben' },
        },
      ],
    },
    audio: [],
    notices: [],
  });
}

/** Puts `pkg` on the device as the deck's download: its record and its package in the downloads cache. */
export async function keepDeck(pkg: OfflineDeckPackage): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.put(packageUrl('deck'), new Response(JSON.stringify(pkg)));
  await (
    await offlineDb()
  ).put('downloads', {
    key: 'deck',
    title: 'My review deck',
    version: pkg.version,
    files: [packageUrl('deck')],
    bytes: 1000,
    savedAt: Date.now(),
  });
}
