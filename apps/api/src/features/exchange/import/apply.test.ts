import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { useInstallations } from '../../../test-support/installation';
import { importFile } from '../import-file.service';
import { BUNDLE_MANIFEST } from './read-bundle';

// The one apply step (ADR 073): every format updates an entry it names by its identity (a guid, an
// id) the same way and counts it in the same report; importing the same file again changes nothing;
// and an import is one transaction, whatever fails in the middle of it. Every word here is invented
// sample data ("sample-..."), not material of any real language.

const { tempDir, installation } = useInstallations('langapp-apply-');

const G1 = '5a1e0000-0000-4000-8000-0000000000a1';
const G2 = '5a1e0000-0000-4000-8000-0000000000a2';

/** Two sample words, and the first of them renamed and given another gloss. */
const BASE = [
  { id: 1, guid: G1, lex: 'sample-makun', pos: 'n', gloss: 'river' },
  { id: 2, guid: G2, lex: 'sample-tahak', pos: 'n', gloss: 'stone' },
];
const CHANGED = [{ ...BASE[0]!, lex: 'sample-makuna', gloss: 'stream' }, BASE[1]!];
type Word = (typeof BASE)[number];

const csv = (words: Word[]) =>
  `id,lex,pos,gloss\n${words.map((w) => `${w.id},${w.lex},${w.pos},${w.gloss}`).join('\n')}\n`;
const jsonById = (words: Word[]) =>
  JSON.stringify({ lexicon: words.map(({ id, lex, pos, gloss }) => ({ id, lex, pos, gloss })) });
/** Entries whole without their ids: known by their guids alone. */
const wholeByGuid = (words: Word[]) =>
  words.map(({ guid, lex, pos, gloss }) => ({ guid, lex, senses: [{ pos, gloss }] }));
const lift = (words: Word[]) => `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13">
${words
  .map(
    (w) => `  <entry id="e${w.id}" guid="${w.guid}">
    <lexical-unit><form lang="qaa-x-sample"><text>${w.lex}</text></form></lexical-unit>
    <sense id="s${w.id}"><grammatical-info value="${w.pos}"/><gloss lang="en"><text>${w.gloss}</text></gloss></sense>
  </entry>`,
  )
  .join('\n')}
</lift>
`;
const bundle = (lexicon: unknown[]) =>
  JSON.stringify({ format: 'langapp-bundle', version: 1, exportedAt: '2026-11-24T09:00:00Z', lexicon });

/** Each format's file of `words`: its name, and its content (a bundle is a folder with its manifest). */
const FORMATS: Record<string, { name: string; write: (words: Word[]) => string }> = {
  'CSV by id': { name: 'words.csv', write: csv },
  'JSON by id': { name: 'words.json', write: jsonById },
  'JSON by guid': { name: 'words.json', write: (w) => JSON.stringify({ lexicon: wholeByGuid(w) }) },
  'LIFT by guid': { name: 'words.lift', write: lift },
  'a bundle by id': {
    name: 'bundle',
    write: (w) => bundle(w.map(({ id, lex, pos, gloss }) => ({ id, lex, pos, gloss }))),
  },
  'a bundle by guid': { name: 'bundle', write: (w) => bundle(wholeByGuid(w)) },
};

/** Writes the file of a format into a folder of its own; gives its path. */
function fileOf(format: string, words: Word[]): string {
  const { name, write } = FORMATS[format]!;
  const file = path.join(tempDir(), name);
  if (name === 'bundle') {
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, BUNDLE_MANIFEST), write(words));
  } else fs.writeFileSync(file, write(words));
  return file;
}

/** Every row of every table: what "the database as before" compares. */
function everything(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all();
  // Each table's rows in one order (some tables have no rowid).
  const rows = (t: string) =>
    db
      .prepare(`SELECT * FROM "${t}"`)
      .all()
      .map((r) => JSON.stringify(r))
      .sort();
  return Object.fromEntries(tables.map((t) => [t, rows(t)]));
}

const headwords = (db: Db) => db.prepare('SELECT id, lex, gloss FROM live_lexs ORDER BY id').all();

describe('one apply step for every format (ADR 073)', () => {
  it.each(Object.keys(FORMATS))(
    'when %s renames and changes one of two words, then that entry is updated (not added), the other unchanged, and importing the file again changes nothing',
    async (format) => {
      const deps = installation();
      expect(await importFile(deps, fileOf(format, BASE))).toMatchObject({
        written: true,
        added: { lexicon: 2 },
      });
      const ids = headwords(deps.db).map((e) => (e as { id: number }).id);

      const changed = fileOf(format, CHANGED);
      const report = await importFile(deps, changed);
      expect(report).toMatchObject({
        written: true,
        added: { lexicon: 0 },
        updated: { lexicon: 1 },
        unchanged: { lexicon: 1 },
        rejected: [],
      });
      expect(report.lexiconRows).toMatchObject({
        new: { total: 0 },
        changed: { total: 1, rows: [{ lex: 'sample-makuna' }] },
        unchanged: { total: 1 },
        possibleDuplicates: [],
      });
      expect(headwords(deps.db)).toEqual([
        { id: ids[0], lex: 'sample-makuna', gloss: 'stream' },
        { id: ids[1], lex: 'sample-tahak', gloss: 'stone' },
      ]);

      // The same file again: nothing changes, not even the history.
      const before = everything(deps.db);
      expect(await importFile(deps, changed)).toMatchObject({
        written: true,
        added: { lexicon: 0 },
        updated: { lexicon: 0 },
        unchanged: { lexicon: 2 },
      });
      expect(everything(deps.db)).toEqual(before);
    },
  );

  it.each(['CSV by id', 'JSON by guid', 'LIFT by guid', 'a bundle by id'])(
    'when a write fails in the middle of an import of %s, then the database is as it was before: one transaction',
    async (format) => {
      const deps = installation();
      await importFile(deps, fileOf(format, BASE));
      // A word the import adds after it has updated the first one: its insert fails.
      deps.db.exec(`CREATE TRIGGER sample_failure BEFORE INSERT ON lexs WHEN NEW.lex = 'sample-failing'
        BEGIN SELECT RAISE(ABORT, 'an injected failure'); END`);
      const before = everything(deps.db);
      const failing = [
        ...CHANGED,
        {
          id: 3,
          guid: '5a1e0000-0000-4000-8000-0000000000a3',
          lex: 'sample-failing',
          pos: 'n',
          gloss: 'sand',
        },
      ];
      await expect(importFile(deps, fileOf(format, failing))).rejects.toThrow('an injected failure');
      expect(everything(deps.db)).toEqual(before);
      // Nothing of the import waits beside the media folder either.
      const media = deps.mediaDir;
      const leftovers = fs.existsSync(media)
        ? fs.readdirSync(media, { recursive: true }).filter((f) => String(f).includes('.tmp-'))
        : [];
      expect(leftovers).toEqual([]);
    },
  );

  it.each([
    ['a spreadsheet row without an id', 'words.csv', 'lex,pos,gloss\nsample-makun,n,stream\n'],
    ['a LIFT entry of a new guid', 'words.lift', lift([{ ...BASE[0]!, id: 7, guid: G2, gloss: 'stream' }])],
  ])(
    'when %s is written like a stored word with another meaning, then the report counts it waiting, and skipped once the teacher skips it',
    async (_, name, content) => {
      const deps = installation();
      await importFile(deps, fileOf('CSV by id', [BASE[0]!]));
      const file = path.join(tempDir(), name);
      fs.writeFileSync(file, content);
      const waiting = await importFile(deps, file);
      expect(waiting).toMatchObject({ written: false, waiting: { lexicon: 1 } });
      expect(waiting.skipped).toBeUndefined();
      const skipped = await importFile(deps, file, { duplicates: 'skip' });
      expect(skipped).toMatchObject({ written: true, skipped: { lexicon: 1 }, added: { lexicon: 0 } });
      expect(skipped.waiting).toBeUndefined();
      expect(headwords(deps.db)).toHaveLength(1);
    },
  );

  it("when a sentence comes again with another level, then its level is the file's, as an entry's would be; without one it keeps its own", async () => {
    const deps = installation();
    const sentence = { id: 'sample-s1', text: 'Sample-makun ana.', trans: 'A sample sentence.', anno: [] };
    const write = (s: object) => {
      const file = path.join(tempDir(), 'sentences.json');
      fs.writeFileSync(file, JSON.stringify({ sentences: [s] }));
      return file;
    };
    await importFile(deps, write(sentence), { visibility: 'teachers' });
    const level = () => deps.db.prepare("SELECT visibility FROM sents WHERE id = 'sample-s1'").pluck().get();
    expect(level()).toBe('teachers');
    expect(await importFile(deps, write(sentence), { visibility: 'public' })).toMatchObject({
      unchanged: { sentences: 1 },
    });
    expect(level()).toBe('teachers');
    expect(await importFile(deps, write({ ...sentence, visibility: 'public' }))).toMatchObject({
      updated: { sentences: 1 },
    });
    expect(level()).toBe('public');
  });
});
