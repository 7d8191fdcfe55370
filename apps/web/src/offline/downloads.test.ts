import { beforeEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../lib/api-client';
import { mockFetch } from '../test/mock-fetch';
import type { Reply } from '../test/mock-fetch';
import { fakeCaches } from '../test/offline-deck';
import { DOWNLOADS_CACHE } from './cache-names';
import { downloadRecords } from './download-catalog';
import type { CatalogEntry } from './download-catalog';
import { clearDownloads, download, refreshDownloads, removeDownload } from './downloads';
import { clearAfterSignOut, forgetDeactivated } from './offline-account';
import { offlineDb, setOwner } from './offline-db';
import { queuedChanges, sendOrQueue } from './outbox';

// Sample data, invented: not language material.

/** GET /api/alphabet's answer with these letters (the headwords' alphabet, ADR 089). */
const alphabetAnswer = (letters: string[]) => ({
  writingSystem: 'qaa',
  alphabet: { letters: letters.map((letter) => ({ letter })), caseMatters: false, almostCounts: false },
});

/** A part of the entries' details (ADR 067) under its version. */
const part = (version: string, details: Record<string, unknown>): Reply => ({
  body: { part: 0, version, details },
  headers: { ETag: `"${version}"` },
});

/** What a lexicon download asks for, with the recordings its package lists and its one part. */
function lexiconServer(version: string, audio: string[], partVersion = 'p1'): Record<string, Reply> {
  return {
    'GET /api/offline/entries/0': part(partVersion, { 1: { id: 1, lex: 'tietu' } }),
    'GET /api/offline/package/lexicon%3Achosen': {
      body: {
        key: 'lexicon:chosen',
        version,
        generatedAt: '2026-03-10T12:00:00.000Z',
        data: { entries: [] },
        audio: audio.map((url) => ({ url, bytes: 1000 })),
        notices: [],
        parts: [{ url: '/api/offline/entries/0', version: partVersion, bytes: 60 }],
      },
    },
    'GET /api/lexs': {
      body: { data: [{ id: 1, lex: 'tietu', pos: 'n', gloss: 'river (sample)', notes: '' }] },
    },
    'GET /api/numbers': { body: { data: [{ value: 1, name: 'ena (sample)', url: '/media/numbers/1.mp3' }] } },
    'GET /api/alphabet': { body: alphabetAnswer(['a', 'kw']) },
    ...Object.fromEntries(
      [
        '/api/who',
        '/api/speaker-preferences',
        '/api/speaker-notices',
        '/api/speaker-notices/accepted',
        '/api/audio-recordings-info',
        '/api/sents',
        '/api/sent-audios',
        '/media/numbers/1.mp3',
        ...audio,
      ].map((url) => [`GET ${url}`, { body: {} }]),
    ),
  };
}

const entry = (version: string): CatalogEntry => ({
  key: 'lexicon:chosen',
  title: 'Dictionary, one recording of each word',
  version,
  dataBytes: 100,
  audioBytes: 2000,
  audioFiles: 2,
});

const cached = async (url: string) => (await (await caches.open(DOWNLOADS_CACHE)).match(url)) !== undefined;

/** The answer the device keeps for `url`, read as the page would. */
const keptAnswer = async (url: string) => (await (await caches.open(DOWNLOADS_CACHE)).match(url))?.json();

/** What the texts' download asks for: one text, which links the lexicon. */
function textsServer(version: string, lexicon: unknown[]): Record<string, Reply> {
  return {
    'GET /api/offline/package/texts': {
      body: {
        key: 'texts',
        version,
        generatedAt: '2026-03-10T12:00:00.000Z',
        data: { texts: [] },
        audio: [],
        notices: [],
      },
    },
    'GET /api/text-index': {
      body: { success: true, data: [{ id: 3, title: 'The river (sample)', published: 1 }] },
    },
    'GET /api/lexs': { body: { data: lexicon } },
    'GET /api/alphabet': { body: alphabetAnswer(['a', 'kw']) },
    ...Object.fromEntries(
      [
        '/api/who',
        '/api/speaker-preferences',
        '/api/speaker-notices',
        '/api/speaker-notices/accepted',
        '/api/text/3',
        '/api/sent-audios',
      ].map((url) => [`GET ${url}`, { body: {} }]),
    ),
  };
}

const textsEntry = (version: string): CatalogEntry => ({
  key: 'texts',
  title: 'Texts',
  version,
  dataBytes: 100,
  audioBytes: 0,
  audioFiles: 0,
});

const tietu = { id: 1, lex: 'tietu', pos: 'n', gloss: 'river (sample)', notes: '' };
const okihu = { id: 2, lex: 'okihu', pos: 'v', gloss: 'see (sample)', notes: '' };

describe('the downloads on the device', () => {
  beforeEach(async () => {
    fakeCaches();
    await clearDownloads();
  });

  it('when the dictionary is downloaded, then its calls, its parts, the numbers and its recordings are on the device', async () => {
    const { calls } = mockFetch(lexiconServer('v1', ['/api/audio/a.mp3', '/api/audio/b.mp3']));
    const record = await download(entry('v1'));

    expect(record.version).toBe('v1');
    // The entries' details come in their part, not one call per entry.
    expect(calls.map((call) => call.path)).not.toContain('/api/lex-entry/1');
    for (const url of [
      '/api/lexs',
      '/api/offline/entries/0',
      '/api/sents',
      '/api/sent-audios',
      '/api/numbers',
      '/media/numbers/1.mp3',
      '/api/audio/a.mp3',
      '/api/audio/b.mp3',
    ])
      expect(await cached(url), url).toBe(true);
    expect((await downloadRecords()).map((r) => r.key)).toEqual(['lexicon:chosen']);
  });

  it("when the dictionary or the texts are downloaded, then the alphabet is on the device, and a sync brings the teacher's new one", async () => {
    mockFetch(lexiconServer('v1', []));
    await download(entry('v1'));
    expect(await keptAnswer('/api/alphabet')).toEqual(alphabetAnswer(['a', 'kw']));
    expect((await downloadRecords())[0]?.files).toContain('/api/alphabet');

    mockFetch({ ...lexiconServer('v1', []), 'GET /api/alphabet': { body: alphabetAnswer(['kw', 'a']) } });
    await refreshDownloads([entry('v1')]);
    expect(await keptAnswer('/api/alphabet')).toEqual(alphabetAnswer(['kw', 'a']));

    await clearDownloads();
    mockFetch(textsServer('t1', [tietu]));
    await download(textsEntry('t1'));
    expect(await keptAnswer('/api/alphabet')).toEqual(alphabetAnswer(['a', 'kw']));
  });

  it('when the dictionary is downloaded, then the recordings of the sentences under its words are on the device, with the list they play from', async () => {
    const { calls } = mockFetch(
      lexiconServer('v1', ['/api/audio/a.mp3', '/api/audio-sent/s-1.mp3', '/api/audio-sent/s-2.mp3']),
    );
    const record = await download(entry('v1'));

    for (const url of ['/api/sent-audios', '/api/audio-sent/s-1.mp3', '/api/audio-sent/s-2.mp3']) {
      expect(await cached(url), url).toBe(true);
      expect(record.files).toContain(url);
    }
    // Every sentence recording the learner may hear is listed, but only the package's files come.
    expect(calls.filter((call) => call.path.startsWith('/api/audio-sent/')).map((call) => call.path)).toEqual(
      ['/api/audio-sent/s-1.mp3', '/api/audio-sent/s-2.mp3'],
    );
    expect(record.bytes).toBeGreaterThanOrEqual(3000);
  });

  it("when the dictionary changes, then a part the device has is not fetched again, a changed one is asked with the device's version, and per-entry copies of an earlier download go", async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3']));
    await download(entry('v1'));
    // A copy an earlier version of the app kept per entry.
    const cache = await caches.open(DOWNLOADS_CACHE);
    await cache.put('/api/lex-entry/1', new Response('{}'));
    const db = await offlineDb();
    const record = (await db.get('downloads', 'lexicon:chosen'))!;
    await db.put('downloads', { ...record, files: [...record.files, '/api/lex-entry/1'] });

    let { calls } = mockFetch(lexiconServer('v2', ['/api/audio/a.mp3'], 'p1'));
    await download(entry('v2'));
    expect(calls.map((call) => call.path)).not.toContain('/api/offline/entries/0');
    expect(await cached('/api/lex-entry/1')).toBe(false);

    ({ calls } = mockFetch(lexiconServer('v3', ['/api/audio/a.mp3'], 'p2')));
    await download(entry('v3'));
    const asked = calls.find((call) => call.path === '/api/offline/entries/0');
    expect(new Headers(asked?.init?.headers).get('If-None-Match')).toBe('"p1"');
    expect(
      (await cached('/api/offline/entries/0')) && (await keptAnswer('/api/offline/entries/0')).version,
    ).toBe('p2');
  });

  it('when the connection is lost during a download, then the next attempt goes on where it stopped: what is on the device is not fetched again', async () => {
    const audio = ['/api/audio/a.mp3', '/api/audio/b.mp3', '/api/audio/c.mp3'];
    mockFetch({ ...lexiconServer('v1', audio), 'GET /api/audio/c.mp3': new TypeError('Failed to fetch') });
    await expect(download(entry('v1'))).rejects.toThrow(/goes on where it stopped/);
    expect(await downloadRecords()).toEqual([]);

    const { calls } = mockFetch(lexiconServer('v1', audio));
    const record = await download(entry('v1'));
    const asked = calls.map((call) => call.path);
    expect(asked).toContain('/api/audio/c.mp3');
    expect(asked).not.toContain('/api/offline/entries/0');
    expect(asked).not.toContain('/api/audio/a.mp3');
    expect(asked).not.toContain('/api/audio/b.mp3');
    expect(record.files).toEqual(expect.arrayContaining([...audio, '/api/offline/entries/0']));
  });

  it("when a number's recording has not been made, then the dictionary downloads without it", async () => {
    const replies = lexiconServer('v1', ['/api/audio/a.mp3']);
    mockFetch({ ...replies, 'GET /media/numbers/1.mp3': { status: 404, body: {} } });
    await download(entry('v1'));
    expect(await cached('/media/numbers/1.mp3')).toBe(false);
    expect(await cached('/api/numbers')).toBe(true);
  });

  it('when a recording is hidden on the server, then the next refresh takes it off the device and fetches nothing twice', async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3', '/api/audio/b.mp3']));
    await download(entry('v1'));

    const { calls } = mockFetch(lexiconServer('v2', ['/api/audio/a.mp3']));
    expect(await refreshDownloads([entry('v2')])).toEqual(['lexicon:chosen']);

    expect(await cached('/api/audio/a.mp3')).toBe(true);
    expect(await cached('/api/audio/b.mp3')).toBe(false);
    expect(calls.map((call) => call.path)).not.toContain('/api/audio/a.mp3');
    expect((await downloadRecords())[0]?.version).toBe('v2');
  });

  it("when a word is hidden on the server, then the next sync takes it out of the texts' copy of the lexicon, though the texts did not change", async () => {
    mockFetch(textsServer('t1', [tietu, okihu]));
    await download(textsEntry('t1'));
    expect((await keptAnswer('/api/lexs')).data).toEqual([tietu, okihu]);

    const { calls } = mockFetch(textsServer('t1', [tietu]));
    expect(await refreshDownloads([textsEntry('t1')])).toEqual([]);

    expect((await keptAnswer('/api/lexs')).data).toEqual([tietu]);
    // The lists are asked again; the package and the texts themselves, which it follows, are not.
    const asked = calls.map((call) => call.path);
    expect(asked).toEqual(expect.arrayContaining(['/api/lexs', '/api/text-index', '/api/who']));
    expect(asked).not.toContain('/api/offline/package/texts');
    expect(asked).not.toContain('/api/text/3');
    expect((await downloadRecords())[0]?.version).toBe('t1');
  });

  it("when the dictionary changed and the texts did not, then the next sync asks the lists they share once, with the dictionary's download", async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3']));
    await download(entry('v1'));
    mockFetch(textsServer('t1', [tietu]));
    await download(textsEntry('t1'));

    const { calls } = mockFetch({
      ...textsServer('t1', [tietu]),
      ...lexiconServer('v2', ['/api/audio/a.mp3']),
    });
    expect(await refreshDownloads([entry('v2'), textsEntry('t1')])).toEqual(['lexicon:chosen']);

    const asked = calls.map((call) => call.path);
    expect(asked.filter((path) => path === '/api/lexs')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/text-index')).toHaveLength(1);
    expect(asked).not.toContain('/api/text/3');
  });

  it('when the connection fails while the lists are asked again, then the sync fails and the copies stay', async () => {
    mockFetch(textsServer('t1', [tietu, okihu]));
    await download(textsEntry('t1'));

    mockFetch({ ...textsServer('t1', [tietu]), 'GET /api/lexs': new TypeError('Failed to fetch') });
    await expect(refreshDownloads([textsEntry('t1')])).rejects.toThrow(/connection was lost/);
    expect((await keptAnswer('/api/lexs')).data).toEqual([tietu, okihu]);
  });

  it('when the server no longer offers a download, then the refresh removes it', async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3']));
    await download(entry('v1'));

    expect(await refreshDownloads([])).toEqual(['lexicon:chosen']);
    expect(await downloadRecords()).toEqual([]);
    expect(await cached('/api/audio/a.mp3')).toBe(false);
    expect(await cached('/api/lexs')).toBe(false);
  });

  it('when a download is removed, then the files another download holds stay', async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3']));
    await download(entry('v1'));
    mockFetch({
      ...lexiconServer('v1', ['/api/audio/a.mp3']),
      'GET /api/offline/package/lexicon%3Aall': {
        body: {
          key: 'lexicon:all',
          version: 'w1',
          generatedAt: '2026-03-10T12:00:00.000Z',
          data: { entries: [] },
          audio: [{ url: '/api/audio/a.mp3', bytes: 1000 }],
          notices: [],
        },
      },
    });
    await download({ ...entry('w1'), key: 'lexicon:all', title: 'Dictionary, every recording' });

    await removeDownload('lexicon:chosen');
    expect(await cached('/api/audio/a.mp3')).toBe(true);
    await removeDownload('lexicon:all');
    expect(await cached('/api/audio/a.mp3')).toBe(false);
  });

  it('when the learner signs out, then the device forgets their downloads and their queue', async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3']));
    await download(entry('v1'));
    await sendOrQueue('lesson-finished', { lessonId: 's1a1' }, () =>
      Promise.reject(new NetworkError('offline')),
    );

    await clearAfterSignOut();

    expect(await downloadRecords()).toEqual([]);
    expect(await cached('/api/audio/a.mp3')).toBe(false);
    expect(await queuedChanges()).toEqual([]);
  });

  it("when a sign-in says the device's account is deactivated, then the device forgets its downloads and queue; another account's refusal changes nothing", async () => {
    mockFetch(lexiconServer('v1', ['/api/audio/a.mp3']));
    await setOwner('mara');
    await download(entry('v1'));
    await sendOrQueue('lesson-finished', { lessonId: 's1a1' }, () =>
      Promise.reject(new NetworkError('offline')),
    );

    await forgetDeactivated('other');
    expect(await downloadRecords()).toHaveLength(1);
    expect(await queuedChanges()).toHaveLength(1);

    await forgetDeactivated('mara');
    expect(await downloadRecords()).toEqual([]);
    expect(await cached('/api/audio/a.mp3')).toBe(false);
    expect(await queuedChanges()).toEqual([]);
  });
});
