import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textDataSchema } from '@langapp/shared';
import type { TextData } from '@langapp/shared';
import type { Db } from '../../db/database';
import { useInstallations } from '../../test-support/installation';
import { buildFlexTextExport } from './flextext-export';
import { readFlexText } from './import/read-flextext';
import { exportFile, importFile } from './import-file.service';

// FLEx interlinear texts in and out (ADR 086). The real files are FieldWorks' own test data (see
// fixtures/README.md; Kalaba is SIL's invented test language); sample-story.flextext and the
// dictionary below were written for the tests and hold invented sample words.

const { tempDir, installation } = useInstallations('langapp-flextext-');
const FIXTURES = path.join(__dirname, 'fixtures');
const XSD = path.join(FIXTURES, 'FlexInterlinear.xsd');
const REAL = ['KalabaTestPunctuation.flextext', 'FlexTextMetadataImport.flextext'];
const STORY = path.join(FIXTURES, 'sample-story.flextext');

/** A count of the file's own, by xmllint (not by the reader under test). */
const xpathCount = (file: string, xpath: string) =>
  Number(execFileSync('xmllint', ['--xpath', `count(${xpath})`, file], { encoding: 'utf8' }).trim());
const fileCounts = (file: string) => ({
  texts: xpathCount(file, '//interlinear-text'),
  phrases: xpathCount(file, '//phrase'),
  words: xpathCount(file, "//word[item[@type='txt']]"),
  morphemes: xpathCount(file, '//morph'),
});

const storedTexts = (db: Db) =>
  db
    .prepare<[], { id: number; title: string; data: string; published: number; visibility: string }>(
      'SELECT id, title, data, published, visibility FROM texts WHERE deleted_at IS NULL ORDER BY id',
    )
    .all()
    .map((t) => ({ ...t, data: textDataSchema.parse(JSON.parse(t.data)) as TextData }));
const storedCounts = (db: Db) => {
  const texts = storedTexts(db);
  const words = texts.flatMap((t) => t.data.sents.flatMap((s) => s.words.filter((w) => !w.punct)));
  return {
    texts: texts.length,
    phrases: texts.reduce((n, t) => n + t.data.sents.length, 0),
    words: words.length,
    morphemes: words.reduce((n, w) => n + w.morphs.length, 0),
  };
};

/** Every row of every table: what "the database as before" compares. */
function everything(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  const rows = (t: string) =>
    db
      .prepare(`SELECT * FROM "${t}"`)
      .all()
      .map((r) => JSON.stringify(r))
      .sort();
  return Object.fromEntries(tables.sort().map((t) => [t, rows(t)]));
}

/** A sample dictionary as LIFT: sawir by the guid the story's morpheme carries, two homographs tahak, nipem, makun 'stream'. */
const SAMPLE_LIFT = `<?xml version="1.0" encoding="UTF-8"?>
<lift version="0.13">
  <entry id="sawir" guid="5a1e0000-0000-4000-8000-0000000000e1"><lexical-unit><form lang="qaa-x-sample"><text>sawir</text></form></lexical-unit>
    <sense id="s1"><grammatical-info value="n"/><gloss lang="en"><text>home</text></gloss></sense></entry>
  <entry id="tahak1" guid="5a1e0000-0000-4000-8000-0000000000e2" order="1"><lexical-unit><form lang="qaa-x-sample"><text>tahak</text></form></lexical-unit>
    <sense id="s2"><grammatical-info value="n"/><gloss lang="en"><text>stone</text></gloss></sense></entry>
  <entry id="tahak2" guid="5a1e0000-0000-4000-8000-0000000000e3" order="2"><lexical-unit><form lang="qaa-x-sample"><text>tahak</text></form></lexical-unit>
    <sense id="s3"><grammatical-info value="v"/><gloss lang="en"><text>stone</text></gloss></sense></entry>
  <entry id="nipem" guid="5a1e0000-0000-4000-8000-0000000000e4"><lexical-unit><form lang="qaa-x-sample"><text>nipem</text></form></lexical-unit>
    <sense id="s4"><grammatical-info value="v"/><gloss lang="en"><text>go</text></gloss></sense></entry>
  <entry id="makun" guid="5a1e0000-0000-4000-8000-0000000000e5"><lexical-unit><form lang="qaa-x-sample"><text>makun</text></form></lexical-unit>
    <sense id="s5"><grammatical-info value="n"/><gloss lang="en"><text>stream</text></gloss></sense></entry>
</lift>
`;
async function withSampleDictionary() {
  const deps = installation();
  const lift = path.join(tempDir(), 'sample.lift');
  fs.writeFileSync(lift, SAMPLE_LIFT);
  expect(await importFile(deps, lift)).toMatchObject({ written: true, added: { lexicon: 5 } });
  return deps;
}
const idOf = (db: Db, guid: string) =>
  db.prepare<[string], number>('SELECT id FROM live_lexs WHERE guid = ?').pluck().get(guid);

/** Exports every text, checks the file against FlexInterlinear.xsd, and gives its path. */
async function exportValidated(deps: ReturnType<typeof installation>): Promise<string> {
  const out = path.join(tempDir(), 'export', 'texts.flextext');
  await exportFile(deps, out);
  const valid = execFileSync('xmllint', ['--noout', '--schema', XSD, out], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
  expect(valid).toBe('');
  return out;
}

describe('reading .flextext (ADR 086)', () => {
  it('when the Kalaba test file is read, then its phrases keep their order, paragraphs, punctuation as FLEx gives it, glosses, parts of speech and morphemes', () => {
    const file = path.join(FIXTURES, 'KalabaTestPunctuation.flextext');
    const [text, ...more] = [...readFlexText(fs.readFileSync(file)).texts()];
    expect(more).toEqual([]);
    const { sents } = text!.data;
    expect(sents.map((s) => s.text)).toEqual([
      'nihimbilira.',
      '(pus pal).',
      'pulal nihimbilira, (pus).',
      'nihimbilira (pus).',
    ]);
    expect(sents.map((s) => s.paragraph !== undefined)).toEqual([false, false, true, true]);
    expect(sents[1]!.words.map((w) => [w.text, w.punct ?? false])).toEqual([
      ['(', true],
      ['pus', false],
      ['pal', false],
      [').', true],
    ]);
    expect(sents[0]!.words[0]).toMatchObject({ text: 'nihimbilira', gloss: 'I see', pos: 'V' });
    expect(sents[0]!.words[0]!.morphs[1]).toEqual({
      text: 'him-',
      cf: 'hiN-',
      gloss: '3SgObj',
      msa: 'V:Object',
      type: 'prefix',
      guid: 'd7f713db-e8cf-11d3-9764-00c04f186933',
    });
    expect(sents[2]!.words[0]!.morphs[0]).toMatchObject({ text: '<ul>', type: 'infix' });
    expect(text!.data.langs).toEqual({ vern: 'xkal', analysis: 'en' });
    // No title in the file: its opening words name it.
    expect(text!.data.title).toBe('nihimbilira.');
  });

  it('when a file is not well-formed or not FLEx interlinear, then reading it is refused with its line', () => {
    expect(() => [...readFlexText(Buffer.from('<document>\n<interlinear-text>')).texts()]).toThrow(
      /not well-formed XML.*line/,
    );
    expect(() => readFlexText(Buffer.from('<lift/>'))).toThrow('it has no <document> element');
  });
});

describe('importing .flextext (ADR 086)', () => {
  it.each(REAL)(
    'when %s is imported, then every phrase, word and morpheme arrives, a re-import changes nothing, and the export validates and re-imports unchanged',
    async (name) => {
      const file = path.join(FIXTURES, name);
      const deps = installation();
      const report = await importFile(deps, file);
      const counts = fileCounts(file);
      expect(report).toMatchObject({
        written: true,
        kinds: ['texts'],
        added: { texts: counts.texts },
        rejected: [],
      });
      expect(storedCounts(deps.db)).toEqual(counts);

      const before = everything(deps.db);
      expect(await importFile(deps, file)).toMatchObject({
        updated: { texts: 0 },
        unchanged: { texts: counts.texts },
      });
      expect(everything(deps.db)).toEqual(before);

      const exported = await exportValidated(deps);
      expect(await importFile(deps, exported)).toMatchObject({
        added: { texts: 0 },
        updated: { texts: 0 },
        unchanged: { texts: counts.texts },
      });
      expect(everything(deps.db)).toEqual(before);
    },
  );

  it('when the metadata test file is imported, then its title and comment are kept and it has no sentences', async () => {
    const deps = installation();
    await importFile(deps, path.join(FIXTURES, 'FlexTextMetadataImport.flextext'));
    const [text] = storedTexts(deps.db);
    expect(text).toMatchObject({
      title: 'Derivation Test',
      data: { guid: 'dea29dba-e9b0-4f25-82b4-3f993a3f8505', comment: 'Test of derivations', sents: [] },
    });
  });

  it('when a story is imported over a sample dictionary, then morphemes link by guid, by form and gloss, and by homograph number, and the rest are reported', async () => {
    const deps = await withSampleDictionary();
    const report = await importFile(deps, STORY, { visibility: 'teachers' });
    expect(report.morphemeLinks).toEqual({ made: 3, missing: 2 });
    expect(report.warnings).toEqual([
      {
        kind: 'texts',
        reason: 'morphemes not linked to a dictionary entry',
        count: 2,
        where: [
          "text 1 (Sample story), sentence 1: -ne 'LOC' (no entry)",
          "text 1 (Sample story), sentence 3: makun 'river' (no entry)",
        ],
      },
    ]);
    const [text] = storedTexts(deps.db);
    expect(text).toMatchObject({ title: 'Sample story', published: 1, visibility: 'teachers' });
    const [first, second, third] = text!.data.sents;
    expect(first).toMatchObject({
      text: 'Sawirne tahak.',
      trans: 'At the house, a stone.',
      lit: 'house-at stone',
      notes: ['Told twice.'],
      guid: '5a3e0000-0000-4000-8000-0000000000f1',
    });
    expect(first!.words[0]!.morphs[0]!.lexId).toBe(idOf(deps.db, '5a1e0000-0000-4000-8000-0000000000e1'));
    expect(first!.words[0]!.morphs[1]!.lexId).toBeUndefined();
    // Two entries tahak 'stone': the homograph number 2 chooses.
    expect(first!.words[1]!.morphs[0]!.lexId).toBe(idOf(deps.db, '5a1e0000-0000-4000-8000-0000000000e3'));
    // No gloss, one entry written nipem.
    expect(second!.words[0]!.morphs[0]).toMatchObject({
      text: 'nipem',
      lexId: idOf(deps.db, '5a1e0000-0000-4000-8000-0000000000e4'),
    });
    expect(third).toMatchObject({
      text: '“makun”',
      paragraph: { guid: '5a3e0000-0000-4000-8000-0000000000p2' },
    });
  });

  it('when a dry run reads the story, then it counts the text and writes nothing', async () => {
    const deps = await withSampleDictionary();
    const before = everything(deps.db);
    expect(await importFile(deps, STORY, { dryRun: true })).toMatchObject({
      dryRun: true,
      written: false,
      added: { texts: 1 },
      morphemeLinks: { made: 3, missing: 2 },
    });
    expect(everything(deps.db)).toEqual(before);
  });

  it('when the story is edited in FLEx and imported again, then the text is updated and the recordings of its unchanged sentences stay with them', async () => {
    const deps = await withSampleDictionary();
    await importFile(deps, STORY);
    const [text] = storedTexts(deps.db);
    const ids = text!.data.sents.map((s) => s.id);
    deps.db
      .prepare(
        "INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES (?, 'take.mp3', 'Sample', 'x')",
      )
      .run(`${text!.id}.${ids[2]}`);

    // In FLEx: a phrase added before the last one, and the first one's translation changed.
    const edited = fs
      .readFileSync(STORY, 'utf8')
      .replace('At the house, a stone.', 'At home, a stone.')
      .replace(
        '<phrase guid="5a3e0000-0000-4000-8000-0000000000f3">',
        `<phrase guid="5a3e0000-0000-4000-8000-0000000000f9"><words><word><item type="txt" lang="qaa-x-sample">tahak</item></word></words></phrase>
          <phrase guid="5a3e0000-0000-4000-8000-0000000000f3">`,
      );
    const file = path.join(tempDir(), 'story.flextext');
    fs.writeFileSync(file, edited);
    expect(await importFile(deps, file)).toMatchObject({ added: { texts: 0 }, updated: { texts: 1 } });
    const [after] = storedTexts(deps.db);
    expect(after!.id).toBe(text!.id);
    expect(after!.data.sents.map((s) => [s.guid?.slice(-2), s.id])).toEqual([
      ['f1', ids[0]],
      ['f2', ids[1]],
      ['f9', Math.max(...(ids as number[])) + 1],
      ['f3', ids[2]],
    ]);
    expect(after!.data.sents[0]!.trans).toBe('At home, a stone.');
  });

  it('when a text typed in the app is exported, then the file validates, its guids are the same at every export, and importing it changes nothing', async () => {
    const deps = await withSampleDictionary();
    const sawir = idOf(deps.db, '5a1e0000-0000-4000-8000-0000000000e1')!;
    const data = {
      title: 'Typed here',
      sents: [
        {
          id: 1,
          text: 'sawir tahak',
          trans: 'a house, a stone',
          words: [
            { text: 'sawir', gloss: 'house', morphs: [{ text: 'sawir', lexId: sawir }] },
            { text: 'tahak', gloss: 'stone', morphs: [] },
          ],
        },
      ],
    };
    deps.db
      .prepare(
        "INSERT INTO texts (id, title, data, published, created_at, updated_at, visibility) VALUES (7, 'Typed here', ?, 1, 'x', 'x', 'learners')",
      )
      .run(JSON.stringify(data));
    const before = everything(deps.db);
    const first = buildFlexTextExport(deps).xml;
    expect(buildFlexTextExport(deps).xml).toBe(first);
    const exported = await exportValidated(deps);
    expect(await importFile(deps, exported)).toMatchObject({ added: { texts: 0 }, unchanged: { texts: 1 } });
    expect(everything(deps.db)).toEqual(before);
  });

  it('when one text is asked for that is not there, then the export says it is not found', () => {
    expect(() => buildFlexTextExport(installation(), 99)).toThrow('No text found.');
  });
});
