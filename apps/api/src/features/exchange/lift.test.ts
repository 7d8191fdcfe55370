import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { FixedClock } from '../../lib/clock';
import { silentLogger } from '../../lib/logger';
import { makeClip } from '../../test-support/audio-clips';
import { runCliCaptured } from '../../test-support/cli';
import { useInstallations } from '../../test-support/installation';
import { MemoryMailer, migratedDb, testConfig } from '../../test-support/test-app';
import type { ExchangeDeps } from './import/exchange-deps';
import { exportFile, importFile } from './import-file.service';
import { writeZip } from './zip-archive';

// The LIFT exchange (ADR 049), over real dictionaries from SIL's repositories and small files written
// for the tests (fixtures/README.md). What a file holds is counted with xmllint (libxml2-utils) and
// fast-xml-parser, never with the importer's own reader; the exports are validated by xmllint
// against LIFT 0.13's RelaxNG schema.

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const RNG = path.join(FIXTURES, 'lift-0.13.rng');
const WAV_16 = ['-c:a', 'pcm_s16le'];
const WAV_8 = ['-c:a', 'pcm_u8'];
const WAV_24 = ['-c:a', 'pcm_s24le'];
const MP3 = ['-c:a', 'libmp3lame'];

const { tempDir, installation } = useInstallations('langapp-lift-');

beforeAll(() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('These tests need xmllint: apt-get install libxml2-utils (.ci/run installs it).');
  }
});

/** A fixture in a folder of its own, with recordings made by ffmpeg in its audio/ folder. */
function liftFolder(fixture: string, clips: Record<string, string[]> = {}): string {
  const dir = tempDir();
  fs.copyFileSync(path.join(FIXTURES, fixture), path.join(dir, fixture));
  fs.mkdirSync(path.join(dir, 'audio'));
  for (const [name, codec] of Object.entries(clips)) makeClip(path.join(dir, 'audio'), name, 'tone', codec);
  return path.join(dir, fixture);
}

/** What xmllint finds at `expr` in `file`: one line per node (none when nothing matches). */
function xpath(file: string, expr: string): string[] {
  try {
    return execFileSync('xmllint', ['--xpath', expr, file], { encoding: 'utf8', stdio: 'pipe' })
      .split('\n')
      .filter((line) => line !== '');
  } catch (err) {
    // xmllint exits 10 when the set is empty.
    if ((err as { status?: number }).status === 10) return [];
    throw err;
  }
}
const xpathCount = (file: string, expr: string) => Number(xpath(file, `count(${expr})`)[0]);
const attrValues = (file: string, expr: string) =>
  xpath(file, expr).map((line) => /="(.*)"$/.exec(line.trim())![1]!);

/** xmllint's complaints about `file` against lift-0.13.rng ('' when it validates). */
function schemaProblems(file: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--relaxng', RNG, file], { stdio: 'pipe' });
    return '';
  } catch (err) {
    return String((err as { stderr: Buffer }).stderr);
  }
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };
const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
});

/**
 * Every text and attribute of the file's live entries ("name=value"), sorted: what an export must
 * still hold. Read with fast-xml-parser, not with the importer's reader.
 */
function leavesOf(file: string, skipEntry: (guid: string | undefined) => boolean = () => false): string[] {
  const doc = orderedParser.parse(fs.readFileSync(file, 'utf8')) as Ordered[];
  const leaves: string[] = [];
  const walk = (node: Ordered) => {
    for (const [k, v] of Object.entries(node[':@'] ?? {}))
      leaves.push(`${k}=${k === 'guid' ? v.toLowerCase() : v}`);
    for (const [name, value] of Object.entries(node)) {
      if (name === ':@') continue;
      if (name === '#text') {
        const text = String(value).trim().normalize('NFC');
        if (text) leaves.push(text);
      } else for (const child of value as Ordered[]) walk(child);
    }
  };
  const lift = doc.find((n) => 'lift' in n)!.lift as Ordered[];
  for (const entry of lift.filter((n) => 'entry' in n && !n[':@']?.dateDeleted && !skipEntry(n[':@']?.guid)))
    walk(entry);
  return leaves.sort();
}

/** The leaves of `expected` that `actual` lacks, counting repeats. */
function missing(expected: string[], actual: string[]): string[] {
  const left = new Map<string, number>();
  for (const leaf of actual) left.set(leaf, (left.get(leaf) ?? 0) + 1);
  return expected.filter((leaf) => {
    const n = left.get(leaf) ?? 0;
    left.set(leaf, n - 1);
    return n <= 0;
  });
}

const count = (db: Db, sql: string) => db.prepare(sql).pluck().get() as number;
const liveCount = (db: Db) => count(db, 'SELECT count(*) FROM live_lexs');
/** Senses of live entries the file had (not the empty one the import gives an entry without senses). */
const FILE_SENSES = `FROM senses s JOIN live_lexs l ON l.id = s.lex_id
  WHERE (s.lift_extra IS NULL OR json_extract(s.lift_extra, '$.added') IS NULL)`;
const straight = (word: string) => word.normalize('NFC').replace(/[\u2018\u2019]/g, "'");

async function exportTo(deps: ExchangeDeps, name = 'lexicon.lift'): Promise<string> {
  const out = path.join(tempDir(), name);
  await exportFile(deps, out);
  return out;
}

const REAL_FILES: { file: string; ws: string; clips: Record<string, string[]> }[] = [
  { file: 'biatah.lift', ws: 'bth', clips: {} },
  { file: 'tha-food.lift', ws: 'th', clips: {} },
  { file: 'AllFLExFields.lift', ws: 'th', clips: { 'Kalimba.mp3': MP3 } },
];

describe.each(REAL_FILES)('$file, a real dictionary', ({ file, ws, clips }) => {
  it('when it is imported, then every live entry and every sense arrives, headwords keep their case, and importing it again changes nothing', async () => {
    const deps = installation();
    const lift = liftFolder(file, clips);
    const live = xpathCount(lift, '/lift/entry[not(@dateDeleted)]');
    const senses = xpathCount(lift, '/lift/entry[not(@dateDeleted)]/sense');
    const report = await importFile(deps, lift);
    expect(report).toMatchObject({ written: true, rejected: [], added: { lexicon: live } });
    expect(report.writingSystems).toMatchObject({ headwords: ws, glosses: 'en' });
    expect(liveCount(deps.db)).toBe(live);
    expect(count(deps.db, `SELECT count(*) ${FILE_SENSES}`)).toBe(senses);
    // FLEx's sense ids kept (WeSay's Biatah file gives none).
    expect(
      deps.db
        .prepare(`SELECT s.lift_id ${FILE_SENSES} AND s.lift_id IS NOT NULL ORDER BY s.lift_id`)
        .pluck()
        .all(),
    ).toEqual(attrValues(lift, '/lift/entry[not(@dateDeleted)]/sense/@id').sort());
    // Each entry without a sense has one empty sense here, as every entry does.
    expect(count(deps.db, 'SELECT count(*) FROM senses s JOIN live_lexs l ON l.id = s.lex_id')).toBe(
      senses + xpathCount(lift, '/lift/entry[not(@dateDeleted)][not(sense)]'),
    );
    // Headwords as written, capitals and all.
    const headwords = xpath(
      lift,
      `/lift/entry[not(@dateDeleted)]/lexical-unit/form[@lang="${ws}"]/text/text()`,
    );
    expect(headwords).toHaveLength(live);
    expect(deps.db.prepare('SELECT lex FROM live_lexs ORDER BY lex').pluck().all()).toEqual(
      headwords.map(straight).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );

    const again = await importFile(deps, lift);
    expect(again).toMatchObject({
      written: true,
      added: { lexicon: 0, recordings: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: live },
      removed: { lexicon: 0 },
    });
  }, 60_000);

  it('when it is exported, then the file is valid LIFT 0.13, keeps every guid, sense id and text, and imports back unchanged', async () => {
    const deps = installation();
    const lift = liftFolder(file, clips);
    await importFile(deps, lift);
    const out = await exportTo(deps);
    expect(schemaProblems(out)).toBe('');
    expect(attrValues(out, '/lift/entry/@guid').sort()).toEqual(
      attrValues(lift, '/lift/entry[not(@dateDeleted)]/@guid')
        .map((g) => g.toLowerCase())
        .sort(),
    );
    // Every sense written, with the id FLEx gave it or a new one of its own.
    const senseIds = attrValues(out, '/lift/entry/sense/@id');
    expect(senseIds).toHaveLength(xpathCount(lift, '/lift/entry[not(@dateDeleted)]/sense'));
    expect(new Set(senseIds).size).toBe(senseIds.length);
    expect(senseIds).toEqual(
      expect.arrayContaining(attrValues(lift, '/lift/entry[not(@dateDeleted)]/sense/@id')),
    );
    expect(attrValues(out, '/lift/entry/@id').sort()).toEqual(
      attrValues(lift, '/lift/entry[not(@dateDeleted)]/@id').sort(),
    );
    // Nothing the file said is lost: every text and attribute value is in the export.
    expect(missing(leavesOf(lift), leavesOf(out))).toEqual([]);

    const again = await importFile(deps, out);
    expect(again).toMatchObject({
      written: true,
      added: { lexicon: 0, recordings: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: xpathCount(lift, '/lift/entry[not(@dateDeleted)]') },
    });

    // Into a fresh installation and out again, the file is the same.
    const fresh = installation();
    expect(await importFile(fresh, out)).toMatchObject({ written: true, rejected: [] });
    expect(fs.readFileSync(await exportTo(fresh), 'utf8')).toBe(fs.readFileSync(out, 'utf8'));
  }, 60_000);
});

const entries = (db: Db) =>
  db.prepare('SELECT id, guid, lex, homograph, pos, gloss, notes FROM live_lexs ORDER BY id').all() as {
    id: number;
    guid: string;
    lex: string;
    homograph: number | null;
    pos: string;
    gloss: string;
    notes: string;
  }[];
const takes = (db: Db) =>
  db
    .prepare(
      `SELECT l.lex, l.homograph, a.speaker, a.source_name, a.filename, a.original FROM live_word_audio a
       JOIN lexs l ON l.id = a.lex_id ORDER BY l.id, a.id`,
    )
    .all() as {
    lex: string;
    homograph: number | null;
    speaker: string;
    source_name: string;
    filename: string;
    original: string;
  }[];

/** The entry of notes-and-forms.lift with no form in a vernacular writing system. */
const NO_HEADWORD = '7d0a3e4c-2f5b-4a8c-9d9e-3c4d5e6f7a01';
/** The line of `file` where `text` first is. */
const lineOf = (file: string, text: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

const HOMOGRAPH_CLIPS = { 'Sawir one.wav': WAV_16, 'saˈwiɾ two.wav': WAV_8, 'sawir lower.wav': WAV_24 };

describe('LIFT import', () => {
  it('when two homographs have their own recordings, then each entry gets its own, numbered by its order, the file names kept', async () => {
    const deps = installation();
    const lift = liftFolder('homographs.lift', HOMOGRAPH_CLIPS);
    const report = await importFile(deps, lift);
    expect(report).toMatchObject({ written: true, rejected: [], added: { lexicon: 3, recordings: 3 } });
    expect(entries(deps.db).map((e) => [e.lex, e.homograph, e.gloss])).toEqual([
      ['Sawir', 1, 'sample stone'],
      ['Sawir', 2, 'to sample'],
      ['sawir', null, 'sample-like'],
    ]);
    const stored = takes(deps.db);
    expect(stored.map((t) => [t.lex, t.homograph, t.speaker, t.source_name])).toEqual([
      ['Sawir', 1, 'Sample Speaker A', 'Sawir one.wav'],
      ['Sawir', 2, 'Sample Speaker B', 'saˈwiɾ two.wav'],
      ['sawir', null, 'Imported from LIFT', 'sawir lower.wav'],
    ]);
    // The original file kept as it came, beside the MP3 the app plays.
    for (const t of stored) {
      expect(t.filename).toMatch(/\.mp3$/);
      expect(fs.readFileSync(path.join(deps.mediaDir, 'audio', t.original))).toEqual(
        fs.readFileSync(path.join(path.dirname(lift), 'audio', t.source_name)),
      );
      expect(fs.existsSync(path.join(deps.mediaDir, 'audio', t.filename))).toBe(true);
    }
    expect(fs.readdirSync(path.join(deps.mediaDir, 'audio')).filter((f) => f.startsWith('.tmp-'))).toEqual(
      [],
    );

    const again = await importFile(deps, lift);
    expect(again).toMatchObject({ unchanged: { lexicon: 3, recordings: 3 }, added: { recordings: 0 } });
    expect(takes(deps.db)).toHaveLength(3);
  });

  it('when homographs are exported, then each keeps its order and its own recording, under its original name', async () => {
    const deps = installation();
    const lift = liftFolder('homographs.lift', HOMOGRAPH_CLIPS);
    await importFile(deps, lift);
    const out = await exportTo(deps);
    expect(schemaProblems(out)).toBe('');
    const xml = fs.readFileSync(out, 'utf8');
    expect(xml).toContain(
      '<entry id="Sawir_5b8e1c2a-0d3f-4e6a-9b7c-1a2b3c4d5e02" guid="5b8e1c2a-0d3f-4e6a-9b7c-1a2b3c4d5e02" order="2"',
    );
    expect(attrValues(out, '/lift/entry[@order="1"]/pronunciation/media/@href')).toEqual(['Sawir one.wav']);
    expect(attrValues(out, '/lift/entry[@order="2"]/pronunciation/media/@href')).toEqual([
      'sa%CB%88wi%C9%BE%20two.wav',
    ]);
    expect(
      xpath(out, '/lift/entry[not(@order)]/lexical-unit/form[@lang="qaa-Zxxx-x-audio"]/text/text()'),
    ).toEqual(['sawir lower.wav']);
    // Each original file as it was imported, with the MP3 beside it.
    const audio = path.join(path.dirname(out), 'audio');
    for (const t of takes(deps.db)) {
      expect(fs.readFileSync(path.join(audio, t.source_name))).toEqual(
        fs.readFileSync(path.join(path.dirname(lift), 'audio', t.source_name)),
      );
      expect(fs.existsSync(path.join(audio, t.filename))).toBe(true);
    }
    expect(await importFile(deps, out)).toMatchObject({ unchanged: { lexicon: 3, recordings: 3 } });
  });

  it('when two entries name the same recording file, then each gets a take of its own, with files of its own', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'audio'));
    makeClip(path.join(dir, 'audio'), 'shared take.wav', 'tone', WAV_16);
    const entry = (word: string) =>
      `<entry id="${word}"><lexical-unit><form lang="qaa"><text>${word}</text></form></lexical-unit>` +
      '<pronunciation><media href="shared take.wav"/></pronunciation></entry>';
    fs.writeFileSync(
      path.join(dir, 'shared.lift'),
      `<lift version="0.13">${entry('tahak')}${entry('Tahak')}</lift>`,
    );
    const report = await importFile(deps, path.join(dir, 'shared.lift'));
    expect(report).toMatchObject({ written: true, added: { lexicon: 2, recordings: 2 } });
    const stored = takes(deps.db);
    expect(stored.map((t) => [t.lex, t.source_name])).toEqual([
      ['tahak', 'shared take.wav'],
      ['Tahak', 'shared take.wav'],
    ]);
    const files = stored.flatMap((t) => [t.filename, t.original]);
    expect(new Set(files).size).toBe(4);
    for (const t of stored) {
      expect(fs.readFileSync(path.join(deps.mediaDir, 'audio', t.original))).toEqual(
        fs.readFileSync(path.join(dir, 'audio', 'shared take.wav')),
      );
      expect(fs.readFileSync(path.join(deps.mediaDir, 'audio', t.filename))).toEqual(
        fs.readFileSync(path.join(deps.mediaDir, 'audio', stored[0]!.filename)),
      );
    }
  });

  it('when an entry has typed notes, other forms, definitions and examples, then all are stored, and what the app does not model is written back', async () => {
    const deps = installation();
    const lift = liftFolder('notes-and-forms.lift');
    const report = await importFile(deps, lift, { skipInvalid: true });
    expect(report).toMatchObject({ written: true, added: { lexicon: 1 } });
    const [makun] = entries(deps.db);
    expect(makun).toMatchObject({ lex: 'makun', pos: 'Noun', gloss: 'thing', notes: 'The general note.' });
    const rows = (sql: string) => deps.db.prepare(sql).all(makun!.id);
    expect(
      rows(
        'SELECT sense_id IS NULL AS entry, type, text FROM entry_notes WHERE lex_id = ? ORDER BY position',
      ),
    ).toEqual([
      { entry: 0, type: 'anthropology', text: 'Made by hand.' },
      { entry: 0, type: 'grammar', text: 'Takes the sample plural.' },
      { entry: 0, type: '', text: 'An untyped sense note.' },
      { entry: 1, type: 'bibliography', text: 'Sample Grammar, p. 12.' },
      { entry: 1, type: 'restrictions', text: 'Only in sample speech.' },
    ]);
    expect(rows('SELECT kind, ws, text FROM entry_forms WHERE lex_id = ? ORDER BY position')).toEqual([
      { kind: 'lexical-unit', ws: 'qaa-x-alt', text: 'macun' },
      { kind: 'citation', ws: 'qaa', text: 'makun-a' },
      { kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈma.kun' },
      { kind: 'variant', ws: 'qaa', text: 'makkun' },
    ]);
    expect(
      rows('SELECT position, pos, gloss, definition, lift_id FROM senses WHERE lex_id = ? ORDER BY position'),
    ).toEqual([
      {
        position: 1,
        pos: 'Noun',
        gloss: 'thing',
        definition: 'An object of the sample kind.',
        lift_id: 'makun-sense-1',
      },
      { position: 2, pos: '', gloss: '', definition: '', lift_id: 'makun-sense-2' },
    ]);
    expect(
      rows(
        'SELECT e.text, e.translation FROM sense_examples e JOIN senses s ON s.id = e.sense_id WHERE s.lex_id = ?',
      ),
    ).toEqual([{ text: 'Makun tahak.', translation: 'The thing by the river.' }]);

    const out = await exportTo(deps);
    expect(schemaProblems(out)).toBe('');
    // All but the refused entry's.
    expect(
      missing(
        leavesOf(lift, (guid) => guid === NO_HEADWORD),
        leavesOf(out),
      ),
    ).toEqual([]);
    const xml = fs.readFileSync(out, 'utf8');
    for (const kept of [
      '<etymology type="proto" source="Sample Proto"><form lang="qaa"><text>*makun</text></form><gloss lang="en"><text>thing</text></gloss></etymology>',
      '<relation type="synonym" ref="tahak_0f5c7f39-3b51-4c4e-9a2b-6c0d1e2f3a4b"/>',
      '<gloss lang="fr"><text>chose</text></gloss>',
      '<note type="restrictions"><form lang="en"><text>Only in <span lang="qaa">sample</span> speech.</text></form></note>',
      '<variant><form lang="qaa"><text>makkun</text></form><trait name="variant-type" value="Dialectal Variant"/></variant>',
    ])
      expect(xml).toContain(kept);
    expect(xpath(out, '/lift/entry/sense[@id="makun-sense-1"]/example/translation/@type')).toEqual([
      ' type="Free translation"',
    ]);
  });

  it('when senses lack a part of speech or a gloss, then they arrive with warnings; an entry without a vernacular form is the one refused, by its line', async () => {
    const deps = installation();
    const lift = liftFolder('notes-and-forms.lift');
    const report = await importFile(deps, lift, { dryRun: true });
    expect(report.rejected).toEqual([
      {
        kind: 'lexicon',
        where: `line ${lineOf(lift, `guid="${NO_HEADWORD}"`)} (an entry without a headword)`,
        reason:
          'It has no headword: neither its lexical unit nor its citation form has a form in a vernacular writing system.',
      },
    ]);
    expect(report.warnings).toEqual([
      {
        kind: 'lexicon',
        reason: 'sense without a part of speech (grammatical-info)',
        count: 1,
        where: [`makun (line ${lineOf(lift, 'id="makun_')}), sense 2`],
      },
      {
        kind: 'lexicon',
        reason: 'sense without a gloss or definition in English (en)',
        count: 1,
        where: [`makun (line ${lineOf(lift, 'id="makun_')}), sense 2`],
      },
    ]);
    expect(report.added.lexicon).toBe(1);
    expect(liveCount(deps.db)).toBe(0);
    // Without --skip-invalid the refusal stops the import.
    expect(await importFile(deps, lift)).toMatchObject({ written: false, added: { lexicon: 0 } });
    expect(liveCount(deps.db)).toBe(0);
  });

  it('when no writing system is named, then the one most headwords are in is read and the report lists the others; an unknown one is one line naming them', async () => {
    const deps = installation();
    const lift = liftFolder('sample.lift');
    const report = await importFile(deps, lift, { dryRun: true });
    expect(report.writingSystems).toMatchObject({
      headwords: 'qaa',
      glosses: 'en',
      others: ['fr', 'qaa-Zxxx-x-audio', 'qaa-fonipa'],
    });
    // Each by the subtag registry's name (the file has no definitions of its own), with its counts.
    expect(report.writingSystems!.details).toEqual([
      { code: 'en', name: 'English', headwords: 0, glosses: 4 },
      { code: 'fr', name: 'French', headwords: 0, glosses: 2 },
      { code: 'qaa', name: 'Private use', headwords: 4, glosses: 0 },
      { code: 'qaa-Zxxx-x-audio', name: 'Private use (audio)', headwords: 0, glosses: 0 },
      { code: 'qaa-fonipa', name: 'Private use (International Phonetic Alphabet)', headwords: 1, glosses: 0 },
    ]);
    await expect(importFile(deps, lift, { ws: 'xyz' })).rejects.toThrow(
      'No headword is in xyz: the file\'s headwords are in qaa (4 entries), qaa-fonipa (1 entry); its glosses and definitions in en (4 senses), fr (2 senses). Choose with --ws and --gloss-ws (on the Import page: "Words in" and "Glosses in").',
    );
    await expect(importFile(deps, lift, { glossWs: 'de' })).rejects.toThrow(
      /^No gloss or definition is in de: the file's glosses and definitions are in en \(4 senses\), fr \(2 senses\); .* --gloss-ws/,
    );
    const ipa = await importFile(deps, lift, { ws: 'qaa-fonipa', glossWs: 'fr', skipInvalid: true });
    expect(ipa.writingSystems).toMatchObject({
      headwords: 'qaa-fonipa',
      glosses: 'fr',
      others: ['en', 'qaa', 'qaa-Zxxx-x-audio'],
    });
    expect(entries(deps.db).map((e) => [e.lex, e.gloss])).toEqual([
      ['taˈhak', 'rivière'],
      ['nipem', ''],
      ['kowas', 'pierre'],
      ['mesik', ''],
    ]);
    expect(ipa.warnings?.find((w) => w.reason.startsWith('entries whose headword'))).toMatchObject({
      count: 3,
    });
  });

  it('when an entry deleted in FLEx comes again, then it is deleted here too, and its homograph is alone again', async () => {
    const deps = installation();
    await importFile(deps, liftFolder('homographs.lift', HOMOGRAPH_CLIPS));
    const report = await importFile(deps, liftFolder('deletions.lift'));
    expect(report).toMatchObject({ written: true, removed: { lexicon: 1 }, unchanged: { lexicon: 1 } });
    expect(entries(deps.db).map((e) => [e.lex, e.homograph])).toEqual([
      ['Sawir', null],
      ['sawir', null],
    ]);
    expect(
      deps.db
        .prepare("SELECT deleted_at FROM lexs WHERE guid = '5b8e1c2a-0d3f-4e6a-9b7c-1a2b3c4d5e02'")
        .pluck()
        .get(),
    ).toBe('2026-11-24T09:00:00.000Z');
    // The file that still has it brings it back.
    const back = await importFile(deps, liftFolder('homographs.lift', HOMOGRAPH_CLIPS));
    expect(back).toMatchObject({ added: { lexicon: 1, recordings: 0 }, unchanged: { recordings: 3 } });
    expect(entries(deps.db).map((e) => [e.lex, e.homograph])).toEqual([
      ['Sawir', 1],
      ['Sawir', 2],
      ['sawir', null],
    ]);
  });

  it('when headwords have curly apostrophes, then they are straightened unless kept, and the export gives FLEx its own spelling back', async () => {
    const deps = installation();
    await importFile(deps, liftFolder('apostrophes.lift'));
    expect(entries(deps.db).map((e) => e.lex)).toEqual(["ko'sa", "'Ami"]);
    const out = await exportTo(deps);
    expect(xpath(out, '/lift/entry/lexical-unit/form/text/text()')).toEqual(['ko’sa', '‘Ami']);

    const keeping = installation();
    await importFile(keeping, liftFolder('apostrophes.lift'), { apostrophes: 'keep' });
    expect(entries(keeping.db).map((e) => e.lex)).toEqual(['ko’sa', '‘Ami']);
  });

  it('when a zip holds the LIFT file in a folder with its audio, then it imports as the folder does', async () => {
    const deps = installation();
    const lift = liftFolder('homographs.lift', HOMOGRAPH_CLIPS);
    const zip = path.join(tempDir(), 'flex-export.zip');
    writeZip(zip, [
      { archivePath: 'My Lexicon/homographs.lift', sourcePath: lift },
      ...Object.keys(HOMOGRAPH_CLIPS).map((name) => ({
        archivePath: `My Lexicon/audio/${name}`,
        sourcePath: path.join(path.dirname(lift), 'audio', name),
      })),
    ]);
    const report = await importFile(deps, zip);
    expect(report).toMatchObject({ written: true, added: { lexicon: 3, recordings: 3 } });
  });

  it('when a recording is missing, not audio, or named outside the folder, then it is refused by its entry and line', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'notes.wav'), 'these are not sound');
    const entry = (id: string, href: string) =>
      `<entry id="${id}"><lexical-unit><form lang="qaa"><text>${id}</text></form></lexical-unit>` +
      `<pronunciation><media href="${href}"/></pronunciation>` +
      `<sense><grammatical-info value="Noun"/><gloss lang="en"><text>sample</text></gloss></sense></entry>\n`;
    fs.writeFileSync(
      path.join(dir, 'bad.lift'),
      `<lift version="0.13">\n${entry('one', 'missing.wav')}${entry('two', 'notes.wav')}${entry('three', '../../../etc/passwd')}${entry('four', 'file:///etc/passwd')}</lift>`,
    );
    const report = await importFile(deps, path.join(dir, 'bad.lift'));
    expect(report.rejected).toEqual([
      {
        kind: 'recordings',
        where: 'one (line 2)',
        reason: "missing.wav is not in the LIFT file's folder or its audio folder.",
      },
      { kind: 'recordings', where: 'two (line 3)', reason: 'notes.wav is not an audio recording.' },
      {
        kind: 'recordings',
        where: 'three (line 4)',
        reason: '../../../etc/passwd is not a file beside the LIFT file.',
      },
      {
        kind: 'recordings',
        where: 'four (line 5)',
        reason: 'file:///etc/passwd is not a file beside the LIFT file.',
      },
    ]);
    expect(report.written).toBe(false);
    expect(liveCount(deps.db)).toBe(0);
    // Left out on request, the entries arrive without them.
    expect(await importFile(deps, path.join(dir, 'bad.lift'), { skipInvalid: true })).toMatchObject({
      written: true,
      added: { lexicon: 4, recordings: 0 },
    });
  });

  it('when the file is not well-formed LIFT, then it is refused with its line and nothing changes', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'broken.lift'), '<lift version="0.13">\n<entry>\n</lift>');
    await expect(importFile(deps, path.join(dir, 'broken.lift'))).rejects.toThrow(
      /^The LIFT file is not well-formed XML: .* \(line 3\)\.$/,
    );
    fs.writeFileSync(path.join(dir, 'other.lift'), '<dictionary/>');
    await expect(importFile(deps, path.join(dir, 'other.lift'))).rejects.toThrow(
      'The file is not LIFT: it has no <lift> element.',
    );
    expect(liveCount(deps.db)).toBe(0);
  });
});

describe('pnpm cli import of LIFT', () => {
  const cli = () => {
    const dataDir = tempDir();
    return {
      db: migratedDb(),
      mailer: new MemoryMailer(),
      clock: new FixedClock('2026-11-24T09:00:00Z'),
      config: testConfig({
        dataDir,
        mediaDir: path.join(dataDir, 'media'),
        scratchDir: path.join(dataDir, 'tmp'),
      }),
      logger: silentLogger,
    };
  };

  it('when a dry run would refuse an entry, then it prints the report, the warnings and the refusal by line, and exits 2', async () => {
    const ctx = cli();
    const lift = liftFolder('notes-and-forms.lift');
    const result = await runCliCaptured(ctx, 'import', lift, '--dry-run');
    expect(result.code).toBe(2);
    expect(result.out).toEqual([
      'lexicon: would add 1, would change 0, unchanged 0',
      'recordings: would add 0, would change 0, unchanged 0',
      'writing systems: headwords Private use (qaa), glosses and definitions English (en); also in the file: French (fr), Private use (audio) (qaa-Zxxx-x-audio), Private use (International Phonetic Alphabet) (qaa-fonipa), Private use (alt) (qaa-x-alt)',
      'rejected: 1',
      'lexicon rows: new 1, changed 0, unchanged 0, possible duplicates 0',
      'Dry run: nothing was written.',
    ]);
    expect(result.err).toContain(
      `warning lexicon: 1 sense without a part of speech (grammatical-info), e.g. makun (line ${lineOf(lift, 'id="makun_')}), sense 2`,
    );
    expect(result.err).toContain(
      `rejected lexicon line ${lineOf(lift, `guid="${NO_HEADWORD}"`)} (an entry without a headword): It has no headword`,
    );
    expect(result.err).toContain(
      'Error: The import would refuse 1 (listed above). Fix them, or use --skip-invalid to load the rest.',
    );
    expect(liveCount(ctx.db)).toBe(0);
  });

  it('when --ws names a writing system the file does not have, then one line names those it has and exits 2', async () => {
    const ctx = cli();
    const lift = liftFolder('biatah.lift');
    const glossed = xpathCount(
      lift,
      '/lift/entry[not(@dateDeleted)]/sense[gloss[@lang="en"]/text != "" or definition/form[@lang="en"]/text != ""]',
    );
    const result = await runCliCaptured(ctx, 'import', lift, '--ws', 'en');
    expect(result.code).toBe(2);
    expect(result.err.split('\n')).toEqual([
      `Error: No headword is in en: the file's headwords are in bth (2693 entries), bth-fonipa (16 entries); its glosses and definitions in en (${glossed} senses). Choose with --ws and --gloss-ws (on the Import page: "Words in" and "Glosses in").`,
    ]);
    expect(liveCount(ctx.db)).toBe(0);
  });

  it('when a clean file is imported, then it exits 0 and says which writing systems it read', async () => {
    const ctx = cli();
    const result = await runCliCaptured(ctx, 'import', liftFolder('homographs.lift', HOMOGRAPH_CLIPS));
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toEqual([
      'lexicon: added 3, changed 0, unchanged 0',
      'recordings: added 3, changed 0, unchanged 0',
      'writing systems: headwords Private use (qaa), glosses and definitions English (en); also in the file: Private use (audio) (qaa-Zxxx-x-audio), Private use (International Phonetic Alphabet) (qaa-fonipa)',
      'rejected: 0',
      'lexicon rows: new 3, changed 0, unchanged 0, possible duplicates 0',
    ]);
  });
});

describe('LIFT export', () => {
  it('when entries were made in the app, then they get fresh guids and ids, kept for the next export, and their recordings go out as MP3s', async () => {
    const deps = installation();
    deps.db
      .prepare(
        "INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (20, 'sap<le>', 'n', 'a \"quoted\" & marked gloss', 'line one')",
      )
      .run();
    const audio = path.join(deps.mediaDir, 'audio');
    fs.mkdirSync(audio, { recursive: true });
    const mp3 = path.basename(makeClip(audio, 'sap-take.mp3', 'tone', MP3));
    deps.db
      .prepare(
        "INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES ('sap<le>', 20, ?, 'Ana', 'x')",
      )
      .run(mp3);
    expect(deps.db.prepare('SELECT lift_id FROM senses WHERE lex_id = 20').pluck().get()).toBeNull();

    const first = await exportTo(deps, 'first.lift');
    expect(schemaProblems(first)).toBe('');
    const guid = deps.db.prepare('SELECT guid FROM lexs WHERE id = 20').pluck().get() as string;
    const senseId = deps.db.prepare('SELECT lift_id FROM senses WHERE lex_id = 20').pluck().get() as string;
    expect(senseId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(attrValues(first, '/lift/entry/@guid')).toEqual([guid]);
    expect(attrValues(first, '/lift/entry/@id')).toEqual([`sap&lt;le&gt;_${guid}`]);
    expect(attrValues(first, '/lift/entry/sense/@id')).toEqual([senseId]);
    expect(attrValues(first, '/lift/entry/pronunciation/media/@href')).toEqual([mp3]);
    expect(fs.readFileSync(path.join(path.dirname(first), 'audio', mp3))).toEqual(
      fs.readFileSync(path.join(audio, mp3)),
    );
    // Renamed later, it keeps the ids it went out with.
    deps.db.prepare("UPDATE lexs SET lex = 'sapple' WHERE id = 20").run();
    const second = await exportTo(deps, 'second.lift');
    expect(attrValues(second, '/lift/entry/@id')).toEqual([`sap&lt;le&gt;_${guid}`]);
    expect(attrValues(second, '/lift/entry/sense/@id')).toEqual([senseId]);
    expect(await importFile(deps, second)).toMatchObject({ unchanged: { lexicon: 1, recordings: 1 } });
  });

  it('when an imported entry is edited in the app, then the export writes the edit and keeps what the app does not model', async () => {
    const deps = installation();
    const lift = liftFolder('notes-and-forms.lift');
    await importFile(deps, lift, { skipInvalid: true });
    deps.db.prepare("UPDATE senses SET gloss = 'object' WHERE lift_id = 'makun-sense-1'").run();
    const out = await exportTo(deps);
    expect(schemaProblems(out)).toBe('');
    expect(xpath(out, '/lift/entry/sense[@id="makun-sense-1"]/gloss/text/text()')).toEqual([
      'object',
      'chose',
    ]);
    expect(xpathCount(out, '/lift/entry/etymology')).toBe(1);
    const report = await importFile(deps, lift, { skipInvalid: true });
    expect(report).toMatchObject({ updated: { lexicon: 1 } });
    expect(deps.db.prepare("SELECT gloss FROM senses WHERE lift_id = 'makun-sense-1'").pluck().get()).toBe(
      'thing',
    );
  });

  it("when a note, a definition, an example or a part of speech FLEx gave is edited, then the export merges the edit into the file's element, its other languages and attributes kept", async () => {
    const deps = installation();
    const lift = liftFolder('notes-and-forms.lift');
    await importFile(deps, lift, { skipInvalid: true });
    const run = (sql: string) => deps.db.prepare(sql).run();
    run("UPDATE entry_notes SET text = 'Made by hand, of wood.' WHERE type = 'anthropology'");
    run("UPDATE entry_notes SET text = 'Only in old speech.' WHERE type = 'restrictions'");
    run("UPDATE senses SET definition = 'An object.', pos = 'Verb' WHERE lift_id = 'makun-sense-1'");
    run("UPDATE sense_examples SET text = 'Makun tahak ana.'");
    const out = await exportTo(deps);
    expect(schemaProblems(out)).toBe('');
    const xml = fs.readFileSync(out, 'utf8');
    for (const merged of [
      '<note type="anthropology"><form lang="en"><text>Made by hand, of wood.</text></form><form lang="fr"><text>Fait à la main.</text></form></note>',
      '<note type="restrictions"><form lang="en"><text>Only in old speech.</text></form></note>',
      '<definition><form lang="en"><text>An object.</text></form><form lang="fr"><text>Un objet de l\'espèce exemple.</text></form></definition>',
      '<grammatical-info value="Verb"/>',
    ])
      expect(xml).toContain(merged);
    const example = '/lift/entry/sense[@id="makun-sense-1"]/example';
    expect(xpath(out, `${example}/form/text/text()`)).toEqual(['Makun tahak ana.']);
    expect(xpath(out, `${example}/@source`)).toEqual([' source="Sample text 3"']);
    expect(xpath(out, `${example}/note/form/text/text()`)).toEqual(['line 4']);
    expect(xpath(out, `${example}/translation/@type`)).toEqual([' type="Free translation"']);
    // The export, brought back, is what the app holds.
    const back = await importFile(deps, out, { dryRun: true });
    expect(back).toMatchObject({ added: { lexicon: 0 }, updated: { lexicon: 0 }, unchanged: { lexicon: 1 } });
  });

  it('when no LIFT import named the writing system, then the export writes und or the one asked for, and refuses a malformed one', async () => {
    const deps = installation();
    deps.db.prepare("INSERT INTO lexs (id, lex, pos, gloss) VALUES (7, 'mesik', 'Noun', 'lake')").run();
    const out = path.join(tempDir(), 'plain.lift');
    await exportFile(deps, out);
    expect(fs.readFileSync(out, 'utf8')).toContain('<form lang="und"><text>mesik</text></form>');
    await exportFile(deps, out, { ws: 'qaa-x-sample' });
    expect(fs.readFileSync(out, 'utf8')).toContain('<form lang="qaa-x-sample"><text>mesik</text></form>');
    await expect(exportFile(deps, out, { ws: 'not a code' })).rejects.toThrow(
      'not a code is not a writing system code (such as qaa or en-x-ipa).',
    );
  });
});
