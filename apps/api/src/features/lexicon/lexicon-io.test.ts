import { describe, expect, it } from 'vitest';
import { lexiconIoOver } from '../../test-support/installation';
import { migratedDb } from '../../test-support/test-app';
import { createEntriesRepo } from './entries.repo';

const now = () => new Date('2026-03-01T00:00:00Z');

describe('importing a lexicon', () => {
  it('when a CSV has good rows, then they are added, and a second import reports them unchanged or updated', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    const csv =
      'id,lex,pos,gloss,notes\n1,Tahak,n,river,\n2,ko\u2019sa,v,run,"fast, or far"\n,nipem,v,see,\n';
    const first = io.importData(csv, { format: 'csv' });
    expect(first).toMatchObject({ added: { lexicon: 3, sentences: 0 }, rejected: [], written: true });
    expect(db.prepare('SELECT id, lex, notes FROM lexs ORDER BY id').all()).toEqual([
      { id: 1, lex: 'Tahak', notes: '' },
      { id: 2, lex: "ko'sa", notes: 'fast, or far' },
      { id: 3, lex: 'nipem', notes: '' },
    ]);
    const second = io.importData("id,lex,pos,gloss,notes\n1,Tahak,n,river,\n2,ko'sa,v,to run,\n", {
      format: 'csv',
    });
    expect(second).toMatchObject({
      added: { lexicon: 0 },
      updated: { lexicon: 1 },
      unchanged: { lexicon: 1 },
    });
  });

  it("when a JSON entry gives its headword's and senses' writing systems, then they are stored, kept by a CSV update, and a bad code refuses the entry", () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    const entry = {
      id: 1,
      lex: 'sample-tahak',
      lexWs: 'qaa-x-smp',
      senses: [{ pos: 'n', gloss: 'rivière', definition: 'un cours', glossWs: 'fr', definitionWs: 'fr' }],
    };
    expect(io.importData(JSON.stringify({ lexicon: [entry] }), { format: 'json' }).written).toBe(true);
    const stored = () => ({
      lex: db.prepare('SELECT lex_ws FROM lexs WHERE id = 1').pluck().get(),
      senses: db.prepare('SELECT gloss_ws, definition_ws FROM senses WHERE lex_id = 1').all(),
    });
    const expected = { lex: 'qaa-x-smp', senses: [{ gloss_ws: 'fr', definition_ws: 'fr' }] };
    expect(stored()).toEqual(expected);
    // The export writes them back, and reading it again changes nothing.
    const exported = io.exportData('json');
    expect(JSON.parse(exported)).toMatchObject({
      lexicon: [{ lexWs: 'qaa-x-smp', senses: [{ glossWs: 'fr' }] }],
    });
    expect(io.importData(exported, { format: 'json' })).toMatchObject({ unchanged: { lexicon: 1 } });
    // A spreadsheet carries no writing systems: its update keeps them.
    io.importData('id,lex,pos,gloss,notes\n1,sample-tahak,n,rivière,changed\n', { format: 'csv' });
    expect(stored()).toEqual(expected);
    const bad = io.importData(JSON.stringify({ lexicon: [{ ...entry, lexWs: 'not a code!' }] }), {
      format: 'json',
    });
    expect(bad).toMatchObject({ written: false, rejected: [{ where: 'item 1' }] });
    expect(bad.rejected[0]!.reason).toContain("lexWs must be a writing system's code");
    expect(stored()).toEqual(expected);
  });

  it('when a JSON entry whole with its guid has a first sense without gloss or definition (as FieldWorks allows), then it is kept; without a guid it is refused', () => {
    const io = lexiconIoOver(migratedDb(), now);
    const entry = { lex: 'sample-oluk', senses: [{ pos: '', gloss: '', definition: '' }] };
    const report = io.importData(
      JSON.stringify({
        lexicon: [{ ...entry, guid: '5a1e0000-0000-4000-8000-0000000000f1' }, entry],
      }),
      { format: 'json', skipInvalid: true },
    );
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 } });
    expect(report.rejected).toEqual([{ kind: 'lexicon', where: 'item 2', reason: 'gloss is required.' }]);
  });

  it('when a JSON entry has no id but the guid of a live entry, then it updates that entry, whatever its headword now', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    const guid = '5a1e0000-0000-4000-8000-0000000000e1';
    io.importData(
      JSON.stringify({ lexicon: [{ id: 4, lex: 'sample-kato', pos: 'n', gloss: 'cat', guid }] }),
      {
        format: 'json',
      },
    );
    const again = io.importData(
      JSON.stringify({ lexicon: [{ lex: 'sample-katto', senses: [{ pos: 'n', gloss: 'cat' }], guid }] }),
      { format: 'json' },
    );
    expect(again).toMatchObject({ written: true, added: { lexicon: 0 }, updated: { lexicon: 1 } });
    expect(db.prepare('SELECT id, lex, guid FROM live_lexs').all()).toEqual([
      { id: 4, lex: 'sample-katto', guid },
    ]);
  });

  it('when some rows are bad, then nothing is written and each rejection names its line and reason', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    const csv = 'id,lex,pos,gloss,notes\n1,tahak,n,river,\n2,,v,see,\nx,nipem,v,see,\n1,lumah,n,stone,\n';
    const report = io.importData(csv, { format: 'csv' });
    expect(report.written).toBe(false);
    expect(report.rejected).toEqual([
      { kind: 'lexicon', where: 'line 3', reason: 'lex is required.' },
      { kind: 'lexicon', where: 'line 4', reason: 'id must be a positive whole number' },
      { kind: 'lexicon', where: 'line 5', reason: 'id 1 appears twice in the file' },
    ]);
    expect(db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(0);
  });

  it('when it is a dry run, then the report counts what would change and nothing is written', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    io.importData('id,lex,pos,gloss\n1,tahak,n,river\n', { format: 'csv' });
    const csv = 'id,lex,pos,gloss\n1,tahak,n,stream\n2,nipem,v,see\n3,,v,run\n';
    const report = io.importData(csv, { format: 'csv', dryRun: true });
    expect(report).toMatchObject({
      dryRun: true,
      written: false,
      added: { lexicon: 1 },
      updated: { lexicon: 1 },
      rejected: [{ kind: 'lexicon', where: 'line 4' }],
    });
    expect(db.prepare('SELECT id, gloss FROM lexs').all()).toEqual([{ id: 1, gloss: 'river' }]);
  });

  it('when a JSON item is bad, then its rejection names the item', () => {
    const db = migratedDb();
    const report = lexiconIoOver(db, now).importData(
      JSON.stringify({
        lexicon: [
          { lex: 'tahak', pos: 'n', gloss: 'river' },
          { lex: 'nipem', pos: 'v' },
        ],
      }),
      { format: 'json' },
    );
    expect(report.rejected).toEqual([{ kind: 'lexicon', where: 'item 2', reason: 'gloss is required.' }]);
  });

  it('when asked to skip invalid rows, then the good rows load and the bad are reported', () => {
    const db = migratedDb();
    const report = lexiconIoOver(db, now).importData('id,lex,pos,gloss\n1,tahak,n,river\n2,,v,see\n', {
      format: 'csv',
      skipInvalid: true,
    });
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 }, rejected: [{ where: 'line 3' }] });
    expect(db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(1);
  });

  it('when the data says keep, then curly apostrophes stay distinct; otherwise they become straight', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    io.importData(
      JSON.stringify({ apostrophes: 'keep', lexicon: [{ id: 1, lex: 'ko\u2019sa', pos: 'n', gloss: 'x' }] }),
      { format: 'json' },
    );
    io.importData(JSON.stringify({ lexicon: [{ id: 2, lex: 'ko\u2019sa', pos: 'n', gloss: 'y' }] }), {
      format: 'json',
    });
    io.importData('id,lex,pos,gloss\n3,Ko\u2019sa,n,z\n', { format: 'csv', apostrophes: 'keep' });
    expect(db.prepare('SELECT lex FROM lexs ORDER BY id').pluck().all()).toEqual([
      'ko\u2019sa',
      "ko'sa",
      'Ko\u2019sa',
    ]);
  });

  it('when text is in decomposed Unicode, then it is stored composed (NFC)', () => {
    const db = migratedDb();
    lexiconIoOver(db, now).importData('id,lex,pos,gloss\n1,a\u0301ka,n,caf\u0065\u0301\n', {
      format: 'csv',
    });
    expect(db.prepare('SELECT lex, gloss FROM lexs').get()).toEqual({ lex: '\u00e1ka', gloss: 'caf\u00e9' });
  });

  it('when sentences link entries, then unknown links are rejected and good ones stored with their links', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    const anno = (lexId: number) =>
      JSON.stringify([{ text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId }] }]);
    const data = {
      lexicon: [{ id: 1, lex: 'tahak', pos: 'n', gloss: 'river' }],
      sentences: [
        { id: 's1', text: 'Tahak.', trans: 'A river.', anno: JSON.parse(anno(1)) },
        { id: 's2', text: 'Tahak.', trans: 'A river.', anno: JSON.parse(anno(9)) },
        { id: 's3', text: '', trans: 'x' },
      ],
    };
    const report = io.importData(JSON.stringify(data), { format: 'json', skipInvalid: true });
    expect(report.rejected).toEqual([
      { kind: 'sentences', where: 'item 2', reason: 'anno links lexical ids that do not exist: 9' },
      { kind: 'sentences', where: 'item 3', reason: 'text is required.' },
    ]);
    expect(db.prepare('SELECT sent_id, lex_id FROM sent_lex_links').all()).toEqual([
      { sent_id: 's1', lex_id: 1 },
    ]);
  });

  it.each([
    ['{ not json', 'json', 'The file is not valid JSON.'],
    ['{"lexicon": 3}', 'json', 'does not have the expected shape'],
    [
      'a,b\n1,2\n',
      'csv',
      "The CSV file's first row must name its columns: id, lex, pos, gloss, notes for dictionary entries, or id, text, trans, anno, timestamp for sentences.",
    ],
  ] as const)('when the file is %j, then it says what is wrong', (content, format, message) => {
    expect(() => lexiconIoOver(migratedDb(), now).importData(content, { format })).toThrow(message);
  });
});

describe('exporting and importing again', () => {
  const seed = JSON.stringify({
    apostrophes: 'keep',
    lexicon: [
      { id: 1, lex: 'tahak', pos: 'n', gloss: 'river, "big" one', notes: 'line one\nline two' },
      { id: 5, lex: 'ko\u2019sa', pos: 'v', gloss: 'run', notes: '' },
    ],
    sentences: [
      {
        id: 'text1.2',
        text: 'Tahak ko\u2019sa.',
        trans: 'The river runs.',
        anno: [
          { text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId: 1 }] },
          { text: 'ko\u2019sa', gloss: 'run', morphs: [{ text: 'ko\u2019sa', lexId: 5 }, { text: '-0' }] },
        ],
        timestamp: '2025-05-05T05:05:05.000Z',
      },
    ],
  });

  it('when exported to JSON and imported into an empty database, then the data is the same', () => {
    const a = migratedDb();
    lexiconIoOver(a, now).importData(seed, { format: 'json' });
    const exported = lexiconIoOver(a, now).exportData('json');
    const b = migratedDb();
    const report = lexiconIoOver(b, now).importData(exported, { format: 'json' });
    expect(report).toMatchObject({ written: true, added: { lexicon: 2, sentences: 1 }, rejected: [] });
    expect(lexiconIoOver(b, now).exportData('json')).toBe(exported);
  });

  it('when exported to CSV (both kinds) and imported into an empty database, then the data is the same', () => {
    const a = migratedDb();
    lexiconIoOver(a, now).importData(seed, { format: 'json' });
    const lexCsv = lexiconIoOver(a, now).exportData('csv', 'lexicon');
    const sentCsv = lexiconIoOver(a, now).exportData('csv', 'sentences');
    const b = migratedDb();
    const io = lexiconIoOver(b, now);
    io.importData(lexCsv, { format: 'csv', apostrophes: 'keep' });
    io.importData(sentCsv, { format: 'csv', apostrophes: 'keep' });
    expect(io.exportData('csv', 'lexicon')).toBe(lexCsv);
    expect(io.exportData('csv', 'sentences')).toBe(sentCsv);
    // CSV does not carry the entries' guids: each installation gives its own.
    const withoutGuids = (json: string) => json.replace(/"guid": "[^"]+"/g, '"guid": ""');
    expect(withoutGuids(io.exportData('json'))).toBe(withoutGuids(lexiconIoOver(a, now).exportData('json')));
  });
});

// Entries as a real dictionary has them (issue 25, ADR 050). Sample words, invented: not language material.
function dictionary() {
  const db = migratedDb();
  db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES
      (1, 'Tahak', 'n', 'river', 'a general note'),
      (2, 'Tahak', 'v', 'to flow', ''),
      (3, 'lumah', 'n', 'stone', ''),
      (4, '-ek', 'suff', '-ek (plural suffix)', '=not a formula');
    UPDATE lexs SET lift_extra = '{"kept":"by FLEx"}', visibility = 'teachers' WHERE id = 3;
  `);
  createEntriesRepo(db).writeParts(3, {
    senses: [
      {
        pos: 'n',
        gloss: 'stone',
        definition: 'A small piece of rock.',
        examples: [
          {
            text: 'Lumah tahak.',
            translation: 'A stone in the river.',
            lift_extra: '{"source":"x"}',
            visibility: 'public',
          },
        ],
        notes: [{ type: 'grammar', text: 'Takes -ek in the plural.' }],
        lift_id: 'stone_1a2b',
        lift_extra: '{"traits":1}',
      },
      { pos: 'v', gloss: 'to throw stones', definition: '', examples: [], notes: [] },
      { pos: '', gloss: '', definition: 'Used in one old story only.', examples: [], notes: [] },
    ],
    forms: [
      { kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈlu.mah' },
      { kind: 'variant', ws: 'qaa', text: 'lumak' },
    ],
    typedNotes: [{ type: 'anthropology', text: 'Stones mark the paths.' }],
  });
  return db;
}

const lexRows = (db: ReturnType<typeof migratedDb>) =>
  db.prepare('SELECT id, lex, homograph, pos, gloss, notes FROM live_lexs ORDER BY id').all();
const senseRows = (db: ReturnType<typeof migratedDb>, lexId: number) =>
  db
    .prepare('SELECT pos, gloss, definition, lift_id FROM senses WHERE lex_id = ? ORDER BY position')
    .all(lexId) as { pos: string; gloss: string; definition: string; lift_id: string | null }[];

describe('entries whole in JSON', () => {
  it('when a dictionary with homographs, senses, examples, typed notes and forms is exported and imported into an empty database, then every part arrives, and importing it again changes nothing', () => {
    const a = dictionary();
    const exported = lexiconIoOver(a, now).exportData('json');
    const stone = (JSON.parse(exported) as { lexicon: unknown[] }).lexicon[2];
    expect(stone).toEqual({
      id: 3,
      lex: 'lumah',
      pos: 'n',
      gloss: 'stone',
      notes: '',
      guid: a.prepare('SELECT guid FROM lexs WHERE id = 3').pluck().get(),
      senses: [
        {
          pos: 'n',
          gloss: 'stone',
          definition: 'A small piece of rock.',
          examples: [
            {
              text: 'Lumah tahak.',
              translation: 'A stone in the river.',
              visibility: 'public',
              liftExtra: '{"source":"x"}',
            },
          ],
          notes: [{ type: 'grammar', text: 'Takes -ek in the plural.' }],
          liftId: 'stone_1a2b',
          liftExtra: '{"traits":1}',
        },
        { pos: 'v', gloss: 'to throw stones', definition: '', examples: [], notes: [] },
        { pos: '', gloss: '', definition: 'Used in one old story only.', examples: [], notes: [] },
      ],
      typedNotes: [{ type: 'anthropology', text: 'Stones mark the paths.' }],
      forms: [
        { kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈlu.mah' },
        { kind: 'variant', ws: 'qaa', text: 'lumak' },
      ],
      visibility: 'teachers',
      liftExtra: '{"kept":"by FLEx"}',
    });
    expect(
      (JSON.parse(exported) as { lexicon: { homograph?: number }[] }).lexicon.map((e) => e.homograph),
    ).toEqual([1, 2, undefined, undefined]);

    const b = migratedDb();
    const report = lexiconIoOver(b, now).importData(exported, { format: 'json' });
    expect(report).toMatchObject({ written: true, added: { lexicon: 4 }, rejected: [] });
    expect(lexiconIoOver(b, now).exportData('json')).toBe(exported);
    expect(lexRows(b)).toEqual(lexRows(a));
    // Each entry's and example's level arrives as it left (ADR 062).
    const levels = (db: ReturnType<typeof migratedDb>) =>
      db
        .prepare(
          `SELECT 'entry' AS kind, id, visibility FROM lexs
           UNION ALL SELECT 'example', id, visibility FROM sense_examples ORDER BY kind, id`,
        )
        .all();
    expect(levels(b)).toEqual(levels(a));
    expect(b.prepare('SELECT visibility FROM lexs WHERE id = 3').pluck().get()).toBe('teachers');

    const again = lexiconIoOver(b, now).importData(exported, { format: 'json' });
    expect(again).toMatchObject({
      added: { lexicon: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: 4 },
    });
    expect(again.lexiconRows?.unchanged.total).toBe(4);
  });

  it('when the homograph numbers of a file differ from the order of its ids, then the file’s numbers are kept', () => {
    const db = migratedDb();
    lexiconIoOver(db, now).importData(
      JSON.stringify({
        lexicon: [
          { id: 1, lex: 'Tahak', homograph: 2, pos: 'n', gloss: 'river' },
          { id: 2, lex: 'Tahak', homograph: 1, pos: 'v', gloss: 'to flow' },
          { id: 3, lex: 'Tahak', pos: 'adj', gloss: 'wet' },
        ],
      }),
      { format: 'json' },
    );
    expect(db.prepare('SELECT id, homograph FROM lexs ORDER BY id').all()).toEqual([
      { id: 1, homograph: 2 },
      { id: 2, homograph: 1 },
      { id: 3, homograph: 3 },
    ]);
  });

  it('when a JSON entry has no senses, then it imports as before: its pos and gloss are the first sense’s and its other senses stay', () => {
    const db = dictionary();
    const report = lexiconIoOver(db, now).importData(
      JSON.stringify({
        lexicon: [
          { id: 3, lex: 'lumah', pos: 'n', gloss: 'rock' },
          { lex: 'nipem', gloss: 'to see' },
        ],
      }),
      { format: 'json' },
    );
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 }, updated: { lexicon: 1 } });
    expect(senseRows(db, 3)).toEqual([
      { pos: 'n', gloss: 'rock', definition: 'A small piece of rock.', lift_id: 'stone_1a2b' },
      { pos: 'v', gloss: 'to throw stones', definition: '', lift_id: null },
      { pos: '', gloss: '', definition: 'Used in one old story only.', lift_id: null },
    ]);
    // A word without a part of speech is a word all the same.
    expect(db.prepare("SELECT pos, gloss FROM lexs WHERE lex = 'nipem'").get()).toEqual({
      pos: '',
      gloss: 'to see',
    });
  });

  it('when a JSON entry’s pos or gloss differ from its first sense, or a sense has no meaning, then the entry is refused', () => {
    const report = lexiconIoOver(migratedDb(), now).importData(
      JSON.stringify({
        lexicon: [
          { lex: 'tahak', pos: 'v', senses: [{ pos: 'n', gloss: 'river' }] },
          { lex: 'tahak', senses: [{ pos: 'n' }] },
          { lex: 'tahak', senses: [] },
          { lex: 'tahak', gloss: 'river', forms: [{ kind: 'sound', ws: 'qaa', text: 'x' }] },
        ],
      }),
      { format: 'json', dryRun: true },
    );
    expect(report.rejected.map((r) => [r.where, r.reason])).toEqual([
      ['item 1', "pos and gloss are the first sense's: they differ from senses 1."],
      ['item 2', 'gloss is required.'],
      ['item 3', 'An entry has at least one sense.'],
      ['item 4', expect.stringContaining("A form's kind is one of")],
    ]);
  });
});

describe('entries in a spreadsheet (CSV)', () => {
  it('when a dictionary is exported to CSV, then each entry is one row with its homograph, definitions and further senses, and the file imports back the same', () => {
    const a = dictionary();
    const csv = lexiconIoOver(a, now).exportData('csv');
    const [header, ...rows] = csv.trimEnd().split('\n');
    expect(header).toBe(
      'id,lex,pos,gloss,notes,visibility,homograph,definition,pos2,gloss2,definition2,pos3,gloss3,definition3',
    );
    expect(rows).toEqual([
      '1,Tahak,n,river,a general note,learners,1,,,,,,,',
      '2,Tahak,v,to flow,,learners,2,,,,,,,',
      '3,lumah,n,stone,,teachers,,A small piece of rock.,v,to throw stones,,,,Used in one old story only.',
      "4,'-ek,suff,'-ek (plural suffix),'=not a formula,learners,,,,,,,,",
    ]);
    const b = migratedDb();
    expect(lexiconIoOver(b, now).importData(csv, { format: 'csv' })).toMatchObject({
      written: true,
      added: { lexicon: 4 },
    });
    expect(lexiconIoOver(b, now).exportData('csv')).toBe(csv);
    expect(lexRows(b)).toEqual(lexRows(a));
    // Importing it into the dictionary it came from changes nothing: its examples, notes and forms stay.
    const again = lexiconIoOver(a, now).importData(csv, { format: 'csv' });
    expect(again).toMatchObject({ updated: { lexicon: 0 }, unchanged: { lexicon: 4 } });
  });

  it('when an old CSV (the spec’s columns) updates an entry of several senses, then only its first sense changes', () => {
    const db = dictionary();
    const report = lexiconIoOver(db, now).importData('id,lex,pos,gloss,notes\n3,Lumah,n,rock,new note\n', {
      format: 'csv',
    });
    expect(report).toMatchObject({ written: true, updated: { lexicon: 1 } });
    expect(lexRows(db)[2]).toEqual({
      id: 3,
      lex: 'Lumah',
      homograph: null,
      pos: 'n',
      gloss: 'rock',
      notes: 'new note',
    });
    expect(senseRows(db, 3)).toEqual([
      { pos: 'n', gloss: 'rock', definition: 'A small piece of rock.', lift_id: 'stone_1a2b' },
      { pos: 'v', gloss: 'to throw stones', definition: '', lift_id: null },
      { pos: '', gloss: '', definition: 'Used in one old story only.', lift_id: null },
    ]);
    expect(
      createEntriesRepo(db).detail(3, { viewer: 'teacher', now: '2026-01-01T00:00:00.000Z' }),
    ).toMatchObject({
      forms: [{ kind: 'pronunciation' }, { kind: 'variant' }],
      typedNotes: [{ type: 'anthropology' }],
      senses: [{ examples: [{ text: 'Lumah tahak.' }], notes: [{ type: 'grammar' }] }, {}, {}],
    });
  });

  it('when a row empties a further sense’s cells, then that sense goes; senses past the file’s columns stay', () => {
    const db = dictionary();
    lexiconIoOver(db, now).importData('id,lex,pos,gloss,pos2,gloss2\n3,lumah,n,stone,,\n', {
      format: 'csv',
    });
    expect(senseRows(db, 3).map((s) => s.definition)).toEqual([
      'A small piece of rock.',
      'Used in one old story only.',
    ]);
  });

  it('when a CSV row gives a homograph number that is not a whole number, or a later sense too long a gloss, then the row is refused with its line and column', () => {
    const csv = `lex,pos,gloss,homograph,pos2,gloss2\ntahak,n,river,two,,\nnipem,v,see,,n,${'x'.repeat(501)}\n`;
    const report = lexiconIoOver(migratedDb(), now).importData(csv, { format: 'csv', dryRun: true });
    expect(report.rejected).toEqual([
      { kind: 'lexicon', where: 'line 2', reason: 'homograph must be a whole number from 1.' },
      { kind: 'lexicon', where: 'line 3', reason: 'Gloss 2 must be at most 500 characters long.' },
    ]);
  });
});

describe('levels in a spreadsheet (ADR 062)', () => {
  const levels = (db: ReturnType<typeof migratedDb>) =>
    db.prepare('SELECT id, visibility FROM live_lexs ORDER BY id').all();
  const sentenceLevels = (db: ReturnType<typeof migratedDb>) =>
    db.prepare('SELECT id, visibility FROM sents ORDER BY id').all();

  /** Entries and sentences at each level. Sample words, invented: not language material. */
  function atEveryLevel() {
    const db = migratedDb();
    db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, notes, visibility) VALUES
        (1, 'tahak', 'n', 'river', '', 'public'),
        (2, 'nipem', 'v', 'see', '', 'learners'),
        (3, 'lumah', 'n', 'stone', '', 'teachers');
      INSERT INTO sents (id, text, trans, anno, timestamp, visibility) VALUES
        ('s1', 'Tahak.', 'A river.', '[]', '2025-05-05T05:05:05.000Z', 'teachers'),
        ('s2', 'Nipem.', 'See.', '[]', '2025-05-05T05:05:05.000Z', 'public');
    `);
    return db;
  }

  it('when entries and sentences at every level are exported to CSV and imported elsewhere, then each keeps its level whatever level the import asks for, and importing again changes nothing', () => {
    const a = atEveryLevel();
    const lexCsv = lexiconIoOver(a, now).exportData('csv', 'lexicon');
    const sentCsv = lexiconIoOver(a, now).exportData('csv', 'sentences');
    expect(lexCsv.split('\n').slice(0, 4)).toEqual([
      'id,lex,pos,gloss,notes,visibility',
      '1,tahak,n,river,,public',
      '2,nipem,v,see,,learners',
      '3,lumah,n,stone,,teachers',
    ]);
    expect(sentCsv.split('\n')[0]).toBe('id,text,trans,anno,timestamp,visibility');

    const b = migratedDb();
    const io = lexiconIoOver(b, now);
    // The level asked for is for what comes without one: every row here has its own.
    expect(io.importData(lexCsv, { format: 'csv', visibility: 'learners' })).toMatchObject({
      written: true,
      added: { lexicon: 3 },
    });
    expect(io.importData(sentCsv, { format: 'csv', visibility: 'public' })).toMatchObject({
      written: true,
      added: { sentences: 2 },
    });
    expect(levels(b)).toEqual(levels(a));
    expect(sentenceLevels(b)).toEqual(sentenceLevels(a));
    expect(io.exportData('csv', 'lexicon')).toBe(lexCsv);
    expect(io.exportData('csv', 'sentences')).toBe(sentCsv);

    // Back into the installation it came from: nothing to change.
    const again = lexiconIoOver(a, now).importData(lexCsv, { format: 'csv', visibility: 'teachers' });
    expect(again).toMatchObject({ written: true, updated: { lexicon: 0 }, unchanged: { lexicon: 3 } });
    expect(levels(a)).toEqual([
      { id: 1, visibility: 'public' },
      { id: 2, visibility: 'learners' },
      { id: 3, visibility: 'teachers' },
    ]);
  });

  it('when a spreadsheet changes a level, then the entry takes it, whatever its case and spaces; an empty cell keeps an entry’s level and gives a new one the import’s', () => {
    const db = atEveryLevel();
    const csv =
      'id,lex,pos,gloss,notes,visibility\n1,tahak,n,river,, Teachers \n3,lumah,n,stone,,\n4,kawi,n,tree,,\n';
    const report = lexiconIoOver(db, now).importData(csv, { format: 'csv', visibility: 'public' });
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 }, updated: { lexicon: 1 } });
    expect(levels(db)).toEqual([
      { id: 1, visibility: 'teachers' },
      { id: 2, visibility: 'learners' },
      { id: 3, visibility: 'teachers' },
      { id: 4, visibility: 'public' },
    ]);
  });

  it('when a row’s visibility is not one of the three, then that row is refused with its line and what the cell holds, and nothing is written', () => {
    const db = atEveryLevel();
    const csv =
      'id,lex,pos,gloss,notes,visibility\n1,tahak,n,stream,,teachers\n2,nipem,v,see,,family\n5,kawi,n,tree,,\n';
    const report = lexiconIoOver(db, now).importData(csv, { format: 'csv' });
    expect(report.written).toBe(false);
    expect(report.rejected).toEqual([
      {
        kind: 'lexicon',
        where: 'line 3',
        reason: 'visibility must be public, learners or teachers, not "family".',
      },
    ]);
    expect(levels(db)).toEqual([
      { id: 1, visibility: 'public' },
      { id: 2, visibility: 'learners' },
      { id: 3, visibility: 'teachers' },
    ]);
    expect(db.prepare('SELECT gloss FROM lexs WHERE id = 1').pluck().get()).toBe('river');

    // Told to skip invalid rows, the others load and the refused row changes nothing.
    const skipped = lexiconIoOver(db, now).importData(csv, { format: 'csv', skipInvalid: true });
    expect(skipped).toMatchObject({ written: true, added: { lexicon: 1 }, updated: { lexicon: 1 } });
    expect(levels(db)).toEqual([
      { id: 1, visibility: 'teachers' },
      { id: 2, visibility: 'learners' },
      { id: 3, visibility: 'teachers' },
      { id: 5, visibility: 'learners' },
    ]);
  });

  it('when a sentence row’s visibility is not one of the three, then that row is refused with its line', () => {
    const db = atEveryLevel();
    const csv = 'id,text,trans,anno,timestamp,visibility\ns1,Tahak.,A river.,[],,secret\n';
    const report = lexiconIoOver(db, now).importData(csv, { format: 'csv' });
    expect(report.written).toBe(false);
    expect(report.rejected).toEqual([
      {
        kind: 'sentences',
        where: 'line 2',
        reason: 'visibility must be public, learners or teachers, not "secret".',
      },
    ]);
    expect(sentenceLevels(db)).toEqual([
      { id: 's1', visibility: 'teachers' },
      { id: 's2', visibility: 'public' },
    ]);
  });
});

describe('cells a spreadsheet would run', () => {
  it('when a cell begins with =, +, -, @, a tab or a carriage return, then the export puts a quote before it, and the import reads it back as it was', () => {
    const db = migratedDb();
    const io = lexiconIoOver(db, now);
    const words = [
      { id: 1, lex: '-ek', pos: 'suff', gloss: '-ek (plural suffix)', notes: '' },
      { id: 2, lex: 'tahak', pos: 'n', gloss: '=HYPERLINK("http://example.com")', notes: '+1 more' },
      { id: 3, lex: "'-am", pos: 'suff', gloss: '@home', notes: '\tindented\r' },
      { id: 4, lex: "'ak", pos: 'n', gloss: 'a word with a glottal stop first', notes: '' },
    ];
    io.importData(JSON.stringify({ apostrophes: 'keep', lexicon: words }), { format: 'json' });
    io.importData(
      JSON.stringify({ sentences: [{ id: 's1', text: '-Ek tahak.', trans: '=1+2', anno: [] }] }),
      { format: 'json' },
    );
    const csv = io.exportData('csv', 'lexicon');
    expect(csv.split('\n').slice(1, 5)).toEqual([
      "1,'-ek,suff,'-ek (plural suffix),,learners",
      `2,tahak,n,"'=HYPERLINK(""http://example.com"")",'+1 more,learners`,
      `3,''-am,suff,'@home,"'\tindented\r",learners`,
      "4,'ak,n,a word with a glottal stop first,,learners",
    ]);
    const sentCsv = io.exportData('csv', 'sentences');
    expect(sentCsv).toContain("s1,'-Ek tahak.,'=1+2,[],");

    const b = migratedDb();
    const back = lexiconIoOver(b, now);
    back.importData(csv, { format: 'csv', apostrophes: 'keep' });
    back.importData(sentCsv, { format: 'csv', apostrophes: 'keep' });
    expect(b.prepare('SELECT id, lex, pos, gloss, notes FROM lexs ORDER BY id').all()).toEqual(words);
    expect(b.prepare('SELECT text, trans FROM sents').get()).toEqual({ text: '-Ek tahak.', trans: '=1+2' });
  });

  it('when a spreadsheet file has a cell written without the quote, then it is read as it stands', () => {
    const db = migratedDb();
    lexiconIoOver(db, now).importData("lex,pos,gloss\n-ek,suff,-ek (plural suffix)\n'-am,suff,'@home\n", {
      format: 'csv',
    });
    expect(db.prepare('SELECT lex, gloss FROM lexs ORDER BY id').all()).toEqual([
      { lex: '-ek', gloss: '-ek (plural suffix)' },
      { lex: '-am', gloss: '@home' },
    ]);
  });
});

describe('matching spreadsheet rows without an id', () => {
  const rows =
    'lex,pos,gloss\ntahak,N,River\nTahak,v,to flow\nTahak,n,stream\nnipem,v,to see\nlumah,n,stone\n';

  it('when rows without id meet the lexicon, then an exact match is unchanged, the same headword with another sense a possible duplicate, a new word new; the dry run lists them and writes nothing', () => {
    const db = dictionary();
    const before = lexRows(db);
    const report = lexiconIoOver(db, now).importData(rows, { format: 'csv', dryRun: true });
    expect(report).toMatchObject({
      written: false,
      added: { lexicon: 1 },
      unchanged: { lexicon: 3 },
      rejected: [],
    });
    expect(report.lexiconRows).toEqual({
      new: {
        total: 1,
        rows: [{ where: 'line 5', id: 5, lex: 'nipem', senses: [{ pos: 'v', gloss: 'to see' }] }],
      },
      changed: { total: 0, rows: [] },
      unchanged: {
        total: 3,
        rows: [
          // Folded headword, part of speech in any case, gloss as the duplicate check compares it.
          { where: 'line 2', id: 1, lex: 'tahak', senses: [{ pos: 'N', gloss: 'River' }] },
          { where: 'line 3', id: 2, lex: 'Tahak', senses: [{ pos: 'v', gloss: 'to flow' }] },
          { where: 'line 6', id: 3, lex: 'lumah', senses: [{ pos: 'n', gloss: 'stone' }] },
        ],
      },
      possibleDuplicates: [
        {
          where: 'line 4',
          lex: 'Tahak',
          senses: [{ pos: 'n', gloss: 'stream' }],
          entries: [
            { id: 1, lex: 'Tahak', homograph: 1, senses: [{ pos: 'n', gloss: 'river' }] },
            { id: 2, lex: 'Tahak', homograph: 2, senses: [{ pos: 'v', gloss: 'to flow' }] },
          ],
          decision: null,
        },
      ],
    });
    expect(lexRows(db)).toEqual(before);
  });

  it('when a row is one of an entry’s later senses, then it is unchanged too', () => {
    const report = lexiconIoOver(dictionary(), now).importData('lex,pos,gloss\nlumah,v,to throw stones\n', {
      format: 'csv',
      dryRun: true,
    });
    expect(report.lexiconRows?.unchanged.rows).toEqual([
      { where: 'line 2', id: 3, lex: 'lumah', senses: [{ pos: 'v', gloss: 'to throw stones' }] },
    ]);
  });

  it('when a possible duplicate is left undecided, then nothing is written, and the report says which', () => {
    const db = dictionary();
    const before = lexRows(db);
    const report = lexiconIoOver(db, now).importData(rows, { format: 'csv' });
    expect(report.written).toBe(false);
    expect(report.added.lexicon).toBe(0);
    expect(report.lexiconRows?.possibleDuplicates.map((d) => [d.where, d.decision])).toEqual([
      ['line 4', null],
    ]);
    expect(lexRows(db)).toEqual(before);
  });

  it.each([
    ['new-entry', 'new-entry', 1, 0],
    ['new-sense', 'new-sense:1', 0, 1],
    ['new-sense:2', 'new-sense:2', 0, 1],
    ['skip', 'skip', 0, 0],
  ] as const)(
    'when the teacher decides %s, then the row is written so and the report says %s',
    (given, decided, added, updated) => {
      const db = dictionary();
      const report = lexiconIoOver(db, now).importData(rows, {
        format: 'csv',
        decisions: { 'line 4': given },
      });
      expect(report).toMatchObject({
        written: true,
        added: { lexicon: 1 + added },
        updated: { lexicon: updated },
        unchanged: { lexicon: 3 },
      });
      expect(report.lexiconRows?.possibleDuplicates.map((d) => d.decision)).toEqual([decided]);
      const tahaks = db
        .prepare("SELECT id, homograph FROM live_lexs WHERE lex = 'Tahak' ORDER BY id")
        .all() as { id: number; homograph: number }[];
      const sensesOf = (id: number) => senseRows(db, id).map((s) => `${s.pos} ${s.gloss}`);
      if (given === 'new-entry') {
        expect(tahaks).toEqual([
          { id: 1, homograph: 1 },
          { id: 2, homograph: 2 },
          { id: 5, homograph: 3 },
        ]);
        expect(sensesOf(5)).toEqual(['n stream']);
      } else {
        expect(tahaks).toHaveLength(2);
        expect(sensesOf(1)).toEqual(given === 'new-sense' ? ['n river', 'n stream'] : ['n river']);
        expect(sensesOf(2)).toEqual(given === 'new-sense:2' ? ['v to flow', 'n stream'] : ['v to flow']);
      }
    },
  );

  it('when one decision is given for every possible duplicate, then the row’s own decision still wins', () => {
    const db = dictionary();
    const csv = 'lex,pos,gloss\nTahak,n,stream\nlumah,adj,hard\n';
    const report = lexiconIoOver(db, now).importData(csv, {
      format: 'csv',
      duplicates: 'skip',
      decisions: { 'line 3': 'new-sense' },
    });
    expect(report.lexiconRows?.possibleDuplicates.map((d) => [d.where, d.decision])).toEqual([
      ['line 2', 'skip'],
      ['line 3', 'new-sense:3'],
    ]);
    expect(senseRows(db, 3).map((s) => s.gloss)).toEqual(['stone', 'to throw stones', '', 'hard']);
  });

  it('when a new sense names an entry not written as the row, then the row is refused', () => {
    const report = lexiconIoOver(dictionary(), now).importData(rows, {
      format: 'csv',
      decisions: { 'line 4': 'new-sense:3' },
    });
    expect(report.written).toBe(false);
    expect(report.rejected).toEqual([
      { kind: 'lexicon', where: 'line 4', reason: 'new-sense:3: entry 3 is not written Tahak.' },
    ]);
  });

  it('when a file holds the same new word twice, then the second row meets the first', () => {
    const db = migratedDb();
    const report = lexiconIoOver(db, now).importData('lex,pos,gloss\nnipem,v,to see\nnipem,v,to see\n', {
      format: 'csv',
    });
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 }, unchanged: { lexicon: 1 } });
  });

  it('when JSON items have no id, then they are matched in the same way, named by their place in the list', () => {
    const report = lexiconIoOver(dictionary(), now).importData(
      JSON.stringify({
        lexicon: [
          {
            lex: 'lumah',
            senses: [
              { pos: 'n', gloss: 'stone' },
              { pos: 'v', gloss: 'to throw stones' },
            ],
          },
          {
            lex: 'lumah',
            senses: [
              { pos: 'n', gloss: 'stone' },
              { pos: 'v', gloss: 'to hit' },
            ],
          },
        ],
      }),
      { format: 'json', dryRun: true },
    );
    expect(report.lexiconRows?.unchanged.rows.map((r) => r.where)).toEqual(['item 1']);
    expect(report.lexiconRows?.possibleDuplicates.map((d) => d.where)).toEqual(['item 2']);
  });
});
