import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useInstallations } from '../../test-support/installation';
import { importFile } from './import-file.service';

// Words loaded from a spreadsheet, then the FieldWorks file that holds them (ADR 068): the LIFT
// import finds them by headword, part of speech and gloss (the rule the spreadsheet import uses)
// instead of adding them again. What the file holds is read with fast-xml-parser, not the importer.

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const { tempDir, installation } = useInstallations('langapp-lift-match-');

interface Word {
  guid: string;
  lex: string;
  pos: string;
  gloss: string;
}

/** The live entries of biatah.lift with a headword, a part of speech and an English gloss. */
function biatahWords(): Word[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  });
  type Node = Record<string, Node[] | string | undefined>;
  const doc = parser.parse(fs.readFileSync(path.join(FIXTURES, 'biatah.lift'), 'utf8')) as Node;
  const entries = ((doc.lift as Node[])[0]!.entry as Node[]).filter((e) => !e.dateDeleted);
  const text = (forms: Node[] | undefined, lang: string) =>
    forms?.find((f) => f.lang === lang)?.text?.[0] as unknown;
  return entries.flatMap((e): Word[] => {
    const lex = text((e['lexical-unit'] as Node[] | undefined)?.[0]?.form as Node[], 'bth');
    const sense = (e.sense as Node[] | undefined)?.[0];
    const pos = (sense?.['grammatical-info'] as Node[] | undefined)?.[0]?.value;
    const gloss = text(sense?.gloss as Node[] | undefined, 'en');
    if (typeof lex !== 'string' || typeof pos !== 'string' || typeof gloss !== 'string') return [];
    return [{ guid: String(e.guid).toLowerCase(), lex: lex.trim(), pos, gloss: gloss.trim() }];
  });
}

/** Twenty words of the file whose headword no other live entry of it shares, as a spreadsheet holds them. */
function twentyWords(): Word[] {
  const words = biatahWords();
  const count = new Map<string, number>();
  for (const w of words) count.set(w.lex.toLowerCase(), (count.get(w.lex.toLowerCase()) ?? 0) + 1);
  return words.filter((w) => count.get(w.lex.toLowerCase()) === 1 && !/[",]/.test(w.gloss)).slice(0, 20);
}

function csvOf(words: Word[]): string {
  const file = path.join(tempDir(), 'twenty.csv');
  fs.writeFileSync(file, ['lex,pos,gloss', ...words.map((w) => `${w.lex},${w.pos},${w.gloss}`)].join('\n'));
  return file;
}

function biatah(): string {
  const dir = tempDir();
  fs.copyFileSync(path.join(FIXTURES, 'biatah.lift'), path.join(dir, 'biatah.lift'));
  return path.join(dir, 'biatah.lift');
}

const LIVE = 2693;

describe('a LIFT import over words loaded from a spreadsheet', () => {
  it("when twenty words came from a CSV, then the dry run of the FieldWorks file finds them, not 2,693 new entries, and the import gives them the file's guids", async () => {
    const deps = installation();
    const words = twentyWords();
    expect(words).toHaveLength(20);
    const csv = await importFile(deps, csvOf(words));
    expect(csv).toMatchObject({ written: true, added: { lexicon: 20 } });

    const lift = biatah();
    const dryRun = await importFile(deps, lift, { dryRun: true });
    expect(dryRun.added.lexicon).toBe(LIVE - 20);
    expect(dryRun.lexiconRows).toMatchObject({
      new: { total: LIVE - 20 },
      changed: { total: 20 },
      possibleDuplicates: [],
    });
    expect(dryRun.lexiconRows!.changed.rows.map((r) => r.lex).sort()).toEqual(words.map((w) => w.lex).sort());

    const report = await importFile(deps, lift);
    expect(report).toMatchObject({ written: true, added: { lexicon: LIVE - 20 }, updated: { lexicon: 20 } });
    expect(deps.db.prepare('SELECT count(*) FROM live_lexs').pluck().get()).toBe(LIVE);
    const guidOf = deps.db.prepare<[string], string>('SELECT guid FROM live_lexs WHERE lex = ?').pluck();
    for (const w of words) expect(guidOf.get(w.lex)).toBe(w.guid);
    // The next import knows them by guid.
    expect(await importFile(deps, lift, { dryRun: true })).toMatchObject({
      added: { lexicon: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: LIVE },
    });
  }, 120_000);

  it("when a spreadsheet word is written like a file's entry with another meaning, then it is a possible duplicate: the import waits, and the teacher's decision is applied", async () => {
    const deps = installation();
    const [word, other] = twentyWords();
    await importFile(deps, csvOf([{ ...word!, gloss: 'a sample meaning of our own' }, other!]));
    const lift = biatah();

    const waiting = await importFile(deps, lift);
    expect(waiting.written).toBe(false);
    const duplicates = waiting.lexiconRows!.possibleDuplicates;
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]).toMatchObject({
      lex: word!.lex,
      decision: null,
      entries: [{ lex: word!.lex, senses: [{ pos: word!.pos, gloss: 'a sample meaning of our own' }] }],
    });
    expect(deps.db.prepare('SELECT count(*) FROM live_lexs').pluck().get()).toBe(2);

    const where = duplicates[0]!.where;
    const decided = await importFile(deps, lift, { decisions: { [where]: 'new-sense' } });
    expect(decided).toMatchObject({ written: true, added: { lexicon: LIVE - 2 }, updated: { lexicon: 2 } });
    expect(decided.lexiconRows!.possibleDuplicates[0]!.decision).toMatch(/^new-sense:\d+$/);
    expect(
      deps.db
        .prepare(
          `SELECT s.gloss FROM senses s JOIN live_lexs l ON l.id = s.lex_id WHERE l.lex = ? ORDER BY s.position`,
        )
        .pluck()
        .all(word!.lex),
    ).toEqual(['a sample meaning of our own', word!.gloss]);
  }, 120_000);

  it("when the teacher skips a possible duplicate or makes it a new entry, then the file's entry is left out or added beside the word", async () => {
    const deps = installation();
    const [word] = twentyWords();
    await importFile(deps, csvOf([{ ...word!, gloss: 'a sample meaning of our own' }]));
    const lift = biatah();
    const skipped = await importFile(deps, lift, { dryRun: true, duplicates: 'skip' });
    expect(skipped).toMatchObject({ added: { lexicon: LIVE - 1 }, updated: { lexicon: 0 } });
    const added = await importFile(deps, lift, { duplicates: 'new-entry' });
    expect(added).toMatchObject({ written: true, added: { lexicon: LIVE } });
    expect(
      deps.db.prepare('SELECT homograph FROM live_lexs WHERE lex = ? ORDER BY id').pluck().all(word!.lex),
    ).toEqual([1, 2]);
  }, 120_000);
});
