import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCaches } from '../test/offline-deck';
import { DOWNLOADS_CACHE } from './cache-names';
import { entryFromParts, hasPartOf, lexEntryId } from './entries-from-parts';

// Sample data, invented: not language material.

const keepPart = async (url: string, version: string, details: Record<string, unknown>) =>
  (await caches.open(DOWNLOADS_CACHE)).put(
    url,
    new Response(JSON.stringify({ part: 0, version, details }), { headers: { ETag: `"${version}"` } }),
  );

describe("an entry's details from the dictionary's parts", () => {
  beforeEach(() => {
    fakeCaches();
  });

  it.each([
    ['/api/lex-entry/12', 12],
    ['/api/lex-entry/0', 0],
    ['/api/lex-entry/', null],
    ['/api/lex-entry/12/x', null],
    ['/api/lex-entry/abc', null],
    ['/api/lexs', null],
  ] as const)('when the path is %s, then the id is %s', (path, id) => {
    expect(lexEntryId(path)).toBe(id);
  });

  it('when no dictionary is downloaded, then there is no answer from the device', async () => {
    expect(await hasPartOf(3)).toBe(false);
    expect(await entryFromParts(3)).toBeNull();
  });

  it("when the entry is in a downloaded part, then the answer is the server's, for any entry of it", async () => {
    await keepPart('/api/offline/entries/0', 'p1', { 3: { id: 3, lex: 'tietu (sample)' } });
    await keepPart('/api/offline/entries/2', 'p2', { 1234: { id: 1234, lex: 'okihu (sample)' } });
    expect(await hasPartOf(3)).toBe(true);
    const first = (await entryFromParts(3))!;
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { id: 3, lex: 'tietu (sample)' } });
    expect(await (await entryFromParts(1234))!.json()).toEqual({ data: { id: 1234, lex: 'okihu (sample)' } });
  });

  it('when the part does not hold the id (hidden, or no such entry), then it is the 404 the server gives', async () => {
    await keepPart('/api/offline/entries/0', 'h1', { 3: { id: 3 } });
    const res = (await entryFromParts(4))!;
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'There is no lexical entry with the id 4.' });
  });

  it('when the part is replaced by a new version, then the answer follows it', async () => {
    await keepPart('/api/offline/entries/0', 'q1', { 3: { id: 3, lex: 'old' } });
    expect(await (await entryFromParts(3))!.json()).toEqual({ data: { id: 3, lex: 'old' } });
    await keepPart('/api/offline/entries/0', 'q2', { 3: { id: 3, lex: 'new' } });
    expect(await (await entryFromParts(3))!.json()).toEqual({ data: { id: 3, lex: 'new' } });
  });
});
