import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphemes } from '@langapp/shared';
import { SEED_DIR } from '../../config';
import { loadSampleData } from '../../db/seed';
import { createRepos } from '../../repos';
import { useInstallations } from '../../test-support/installation';
import { importFile } from '../exchange/import-file.service';
import { createAlphabetService } from './alphabet.service';

// Detect (issue 40, ADR 089) over real dictionaries: the import tests' biatah.lift and
// tha-food.lift, and the sample data. Every character of every headword is proposed, each with the
// count the test makes itself; and no import changes a saved alphabet.

const FIXTURES = path.join(import.meta.dirname, '..', 'exchange', 'fixtures');
const { tempDir, installation } = useInstallations('langapp-alphabet-');

/** The test's own count: each grapheme with a letter or a mark in it, in the lower-cased NFC headwords. */
function countCharacters(headwords: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of headwords)
    for (const g of graphemes(word.normalize('NFC').trim().toLowerCase()))
      if (/[\p{L}\p{M}]/u.test(g)) counts.set(g, (counts.get(g) ?? 0) + 1);
  return counts;
}

/** How often `run` (graphemes joined) occurs in the headwords, overlapping runs included. */
function countRun(headwords: string[], run: string): number {
  const parts = graphemes(run);
  let n = 0;
  for (const word of headwords) {
    const g = graphemes(word.normalize('NFC').trim().toLowerCase());
    for (let i = 0; i + parts.length <= g.length; i++) if (g.slice(i, i + parts.length).join('') === run) n++;
  }
  return n;
}

const alphabetOf = (deps: ReturnType<typeof installation>) =>
  createAlphabetService({ repos: createRepos(deps.db), clock: deps.clock });

function detectIn(deps: ReturnType<typeof installation>) {
  const service = alphabetOf(deps);
  const headwords = deps.db.prepare<[], string>('SELECT lex FROM live_lexs').pluck().all();
  return { result: service.detect(), headwords };
}

function expectEveryCharacterCounted(headwords: string[], proposal: { letter: string; count: number; cluster: boolean }[]) {
  const singles = new Map(proposal.filter((p) => !p.cluster).map((p) => [p.letter, p.count]));
  const counted = countCharacters(headwords);
  expect(counted.size).toBeGreaterThan(10);
  for (const [character, count] of counted) expect([character, singles.get(character)]).toEqual([character, count]);
  for (const cluster of proposal.filter((p) => p.cluster))
    expect([cluster.letter, cluster.count]).toEqual([cluster.letter, countRun(headwords, cluster.letter)]);
}

describe('Detect over real dictionaries', () => {
  it.each([
    ['biatah.lift', 'bth'],
    ['tha-food.lift', 'th'],
  ])('when %s is imported, then every character of its headwords is proposed with its count', async (file, ws) => {
    const deps = installation();
    const copy = path.join(tempDir(), file);
    fs.copyFileSync(path.join(FIXTURES, file), copy);
    const report = await importFile(deps, copy, { skipInvalid: true, duplicates: 'new-entry' });
    expect(report.written).toBe(true);
    const { result, headwords } = detectIn(deps);
    expect(result.writingSystem).toBe(ws);
    expect(result.headwords).toBe(headwords.length);
    expect(headwords.length).toBeGreaterThan(20);
    expectEveryCharacterCounted(headwords, result.proposal);
    // biatah.lift is a large file: its import takes several seconds on a shared machine.
  }, 60_000);

  it('when the sample data is loaded, then every character of its headwords is proposed with its count', () => {
    const deps = installation();
    loadSampleData(deps.db, { seedDir: SEED_DIR, mediaDir: deps.mediaDir, bcryptCost: 4, now: new Date() });
    const { result, headwords } = detectIn(deps);
    expect(result.headwords).toBe(headwords.length);
    expectEveryCharacterCounted(headwords, result.proposal);
  });
});

describe('imports never change the alphabet', () => {
  it('when a LIFT file and a CSV file are imported after the teacher saved, then the saved alphabet is as it was', async () => {
    const deps = installation();
    const service = alphabetOf(deps);
    const teacher = { viewer: 'teacher' as const, now: '2026-11-24T09:00:00Z' };
    service.save({ letters: [{ letter: 'a' }, { letter: 'kw' }], caseMatters: true, almostCounts: false }, teacher, 1);
    const before = deps.db.prepare('SELECT * FROM alphabets').all();
    const csv = path.join(tempDir(), 'words.csv');
    fs.writeFileSync(csv, 'lex,pos,gloss\nkwala,n,sample-word\n');
    expect((await importFile(deps, csv, {})).written).toBe(true);
    const lift = path.join(tempDir(), 'biatah.lift');
    fs.copyFileSync(path.join(FIXTURES, 'biatah.lift'), lift);
    expect((await importFile(deps, lift, { skipInvalid: true, duplicates: 'new-entry' })).written).toBe(true);
    expect(deps.db.prepare('SELECT * FROM alphabets').all()).toEqual(before);
  }, 60_000);
});
