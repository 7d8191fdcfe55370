import { describe, expect, it } from 'vitest';
import { migratedDb } from '../../test-support/test-app';
import { createLexiconIo } from './lexicon-io.service';

const now = () => new Date('2026-03-01T00:00:00Z');

describe('importing a lexicon', () => {
  it('when a CSV has good rows, then they are added, and a second import reports them unchanged or updated', () => {
    const db = migratedDb();
    const io = createLexiconIo(db, now);
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

  it('when some rows are bad, then nothing is written and each rejection names its line and reason', () => {
    const db = migratedDb();
    const io = createLexiconIo(db, now);
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
    const io = createLexiconIo(db, now);
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
    const report = createLexiconIo(db, now).importData(
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
    const report = createLexiconIo(db, now).importData('id,lex,pos,gloss\n1,tahak,n,river\n2,,v,see\n', {
      format: 'csv',
      skipInvalid: true,
    });
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 }, rejected: [{ where: 'line 3' }] });
    expect(db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(1);
  });

  it('when the data says keep, then curly apostrophes stay distinct; otherwise they become straight', () => {
    const db = migratedDb();
    const io = createLexiconIo(db, now);
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
    createLexiconIo(db, now).importData('id,lex,pos,gloss\n1,a\u0301ka,n,caf\u0065\u0301\n', {
      format: 'csv',
    });
    expect(db.prepare('SELECT lex, gloss FROM lexs').get()).toEqual({ lex: '\u00e1ka', gloss: 'caf\u00e9' });
  });

  it('when sentences link entries, then unknown links are rejected and good ones stored with their links', () => {
    const db = migratedDb();
    const io = createLexiconIo(db, now);
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
    ['a,b\n1,2\n', 'csv', 'The CSV header must have the columns'],
  ] as const)('when the file is %j, then it says what is wrong', (content, format, message) => {
    expect(() => createLexiconIo(migratedDb(), now).importData(content, { format })).toThrow(message);
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
    createLexiconIo(a, now).importData(seed, { format: 'json' });
    const exported = createLexiconIo(a, now).exportData('json');
    const b = migratedDb();
    const report = createLexiconIo(b, now).importData(exported, { format: 'json' });
    expect(report).toMatchObject({ written: true, added: { lexicon: 2, sentences: 1 }, rejected: [] });
    expect(createLexiconIo(b, now).exportData('json')).toBe(exported);
  });

  it('when exported to CSV (both kinds) and imported into an empty database, then the data is the same', () => {
    const a = migratedDb();
    createLexiconIo(a, now).importData(seed, { format: 'json' });
    const lexCsv = createLexiconIo(a, now).exportData('csv', 'lexicon');
    const sentCsv = createLexiconIo(a, now).exportData('csv', 'sentences');
    const b = migratedDb();
    const io = createLexiconIo(b, now);
    io.importData(lexCsv, { format: 'csv', apostrophes: 'keep' });
    io.importData(sentCsv, { format: 'csv', apostrophes: 'keep' });
    expect(io.exportData('csv', 'lexicon')).toBe(lexCsv);
    expect(io.exportData('csv', 'sentences')).toBe(sentCsv);
    expect(io.exportData('json')).toBe(createLexiconIo(a, now).exportData('json'));
  });
});
