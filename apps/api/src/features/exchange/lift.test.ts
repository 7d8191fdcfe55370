import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { makeClip } from '../../test-support/audio-clips';
import { useInstallations } from '../../test-support/installation';
import { exportFile, importFile } from './import-file.service';
import type { ExchangeDeps } from './import-file.service';
import { writeZip } from './zip-archive';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'sample.lift');
const WAV = ['-c:a', 'pcm_s16le'];
const MESIK_GUID = '3c4d5e6f-7081-4293-a4b5-c6d7e8f90a1b';

const { tempDir, installation } = useInstallations('langapp-lift-');

/** The sample LIFT file in a folder with its two recordings in audio/, as FLEx exports it. */
function liftFolder(): string {
  const dir = tempDir();
  fs.copyFileSync(FIXTURE, path.join(dir, 'sample.lift'));
  fs.mkdirSync(path.join(dir, 'audio'));
  makeClip(path.join(dir, 'audio'), 'tahak.wav', 'tone', WAV);
  makeClip(path.join(dir, 'audio'), 'nipem.wav', 'tone', ['-c:a', 'pcm_u8']);
  return dir;
}

const entries = (db: Db) =>
  db.prepare('SELECT id, guid, lex, pos, gloss, notes FROM live_lexs ORDER BY id').all();
const takes = (db: Db) =>
  db.prepare('SELECT word, speaker, filename, original FROM live_word_audio ORDER BY word, id').all() as {
    word: string;
    speaker: string;
    filename: string;
    original: string;
  }[];

/** An entry the app had before the import, with the guid the sample file gives "mesik". */
function withMesik(deps: ExchangeDeps) {
  deps.db
    .prepare("INSERT INTO lexs (id, guid, lex, pos, gloss, notes) VALUES (7, ?, 'mesik', 'Noun', 'lake', '')")
    .run(MESIK_GUID);
}

const REJECTED_KOWAS = {
  kind: 'lexicon',
  where: 'entry kowas_2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
  reason: 'Its first sense has no gloss or definition in en.',
};

describe('LIFT import', () => {
  it('when the sample file has an entry without an English gloss, then the report names it and nothing is written', async () => {
    const deps = installation();
    withMesik(deps);
    const report = await importFile(deps, path.join(liftFolder(), 'sample.lift'));
    expect(report).toMatchObject({ written: false, dryRun: false, rejected: [REJECTED_KOWAS] });
    expect(report.added).toMatchObject({ lexicon: 0, recordings: 0 });
    expect(entries(deps.db)).toHaveLength(1);
    expect(takes(deps.db)).toEqual([]);
    expect(
      fs.existsSync(path.join(deps.mediaDir, 'audio'))
        ? fs.readdirSync(path.join(deps.mediaDir, 'audio'))
        : [],
    ).toEqual([]);
  });

  it('when it is a dry run, then the report counts what would happen and nothing is written', async () => {
    const deps = installation();
    withMesik(deps);
    const report = await importFile(deps, path.join(liftFolder(), 'sample.lift'), { dryRun: true });
    expect(report).toMatchObject({
      written: false,
      dryRun: true,
      kinds: ['lexicon', 'recordings'],
      added: { lexicon: 2, recordings: 2 },
      updated: { lexicon: 1 },
      rejected: [REJECTED_KOWAS],
    });
    expect(entries(deps.db)).toEqual([
      { id: 7, guid: MESIK_GUID, lex: 'mesik', pos: 'Noun', gloss: 'lake', notes: '' },
    ]);
    expect(takes(deps.db)).toEqual([]);
  });

  it('when imported leaving out the rejected, then the words, parts of speech, first glosses, notes and recordings are stored, matched by guid', async () => {
    const deps = installation();
    withMesik(deps);
    const report = await importFile(deps, path.join(liftFolder(), 'sample.lift'), { skipInvalid: true });
    expect(report).toMatchObject({
      written: true,
      added: { lexicon: 2, recordings: 2 },
      updated: { lexicon: 1 },
      unchanged: { lexicon: 0, recordings: 0 },
      rejected: [REJECTED_KOWAS],
    });
    expect(entries(deps.db)).toEqual([
      { id: 7, guid: MESIK_GUID, lex: 'mesik', pos: 'Noun', gloss: 'big lake', notes: '' },
      {
        id: 8,
        guid: '0f5c7f39-3b51-4c4e-9a2b-6c0d1e2f3a4b',
        lex: 'Tahak',
        pos: 'Noun',
        gloss: 'river',
        notes: 'Invented for the tests & nothing more.\nThe sample sense note.',
      },
      {
        id: 9,
        guid: '7a1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
        lex: 'nipem',
        pos: 'Verb',
        gloss: 'to see something',
        notes: '',
      },
    ]);
    const stored = takes(deps.db);
    expect(stored.map((t) => [t.word, t.speaker])).toEqual([
      ['Tahak', 'Sample Speaker A'],
      ['nipem', 'Imported from LIFT'],
    ]);
    // Converted to MP3 as uploads are, the original kept beside it.
    for (const t of stored) {
      expect(t.filename).toMatch(/\.mp3$/);
      expect(t.original).toMatch(/\.orig\.wav$/);
      expect(fs.existsSync(path.join(deps.mediaDir, 'audio', t.filename))).toBe(true);
      expect(fs.existsSync(path.join(deps.mediaDir, 'audio', t.original))).toBe(true);
    }
  });

  it('when the same file is imported again, then everything is unchanged and nothing is duplicated', async () => {
    const deps = installation();
    withMesik(deps);
    const folder = liftFolder();
    await importFile(deps, path.join(folder, 'sample.lift'), { skipInvalid: true });
    const again = await importFile(deps, path.join(folder, 'sample.lift'), { skipInvalid: true });
    expect(again).toMatchObject({
      written: true,
      added: { lexicon: 0, recordings: 0 },
      updated: { lexicon: 0 },
      unchanged: { lexicon: 3, recordings: 2 },
    });
    expect(entries(deps.db)).toHaveLength(3);
    expect(takes(deps.db)).toHaveLength(2);
  });

  it('when the words are read in the second writing system, then entries without a form in it are rejected', async () => {
    const deps = installation();
    const report = await importFile(deps, path.join(liftFolder(), 'sample.lift'), {
      ws: 'qaa-fonipa',
      dryRun: true,
    });
    expect(report.added.lexicon).toBe(1);
    expect(report.rejected.map((r) => r.reason)).toContain('It has no lexical unit in qaa-fonipa.');
    await importFile(deps, path.join(liftFolder(), 'sample.lift'), { ws: 'qaa-fonipa', skipInvalid: true });
    expect(entries(deps.db)).toMatchObject([{ lex: 'taˈhak', gloss: 'river' }]);
  });

  it('when a zip holds the LIFT file in a folder with its audio, then it imports as the folder does', async () => {
    const deps = installation();
    const folder = liftFolder();
    const zip = path.join(tempDir(), 'flex-export.zip');
    writeZip(zip, [
      { archivePath: 'My Lexicon/sample.lift', sourcePath: path.join(folder, 'sample.lift') },
      { archivePath: 'My Lexicon/audio/tahak.wav', sourcePath: path.join(folder, 'audio', 'tahak.wav') },
      { archivePath: 'My Lexicon/audio/nipem.wav', sourcePath: path.join(folder, 'audio', 'nipem.wav') },
    ]);
    const report = await importFile(deps, zip, { skipInvalid: true });
    expect(report).toMatchObject({ written: true, added: { lexicon: 3, recordings: 2 } });
  });

  it('when a recording is missing, not audio, or named outside the folder, then its entry is rejected for it', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'notes.wav'), 'these are not sound');
    const entry = (id: string, href: string) =>
      `<entry id="${id}"><lexical-unit><form lang="qaa"><text>${id}</text></form></lexical-unit>` +
      `<pronunciation><media href="${href}"/></pronunciation>` +
      `<sense><grammatical-info value="Noun"/><gloss lang="en"><text>sample</text></gloss></sense></entry>`;
    fs.writeFileSync(
      path.join(dir, 'bad.lift'),
      `<lift version="0.13">${entry('one', 'missing.wav')}${entry('two', 'notes.wav')}${entry('three', '../../../etc/passwd')}${entry('four', 'file:///etc/passwd')}</lift>`,
    );
    const report = await importFile(deps, path.join(dir, 'bad.lift'));
    expect(report.rejected).toEqual([
      {
        kind: 'recordings',
        where: 'entry one',
        reason: "missing.wav is not in the LIFT file's folder or its audio folder.",
      },
      { kind: 'recordings', where: 'entry two', reason: 'notes.wav is not an audio recording.' },
      {
        kind: 'recordings',
        where: 'entry three',
        reason: '../../../etc/passwd is not a file beside the LIFT file.',
      },
      {
        kind: 'recordings',
        where: 'entry four',
        reason: 'file:///etc/passwd is not a file beside the LIFT file.',
      },
    ]);
    expect(report.written).toBe(false);
    expect(entries(deps.db)).toEqual([]);
  });

  it('when the file is not well-formed LIFT, then it is refused with a clear message and nothing changes', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'broken.lift'), '<lift version="0.13"><entry></lift>');
    await expect(importFile(deps, path.join(dir, 'broken.lift'))).rejects.toThrow(/not well-formed XML/);
    fs.writeFileSync(path.join(dir, 'other.lift'), '<dictionary/>');
    await expect(importFile(deps, path.join(dir, 'other.lift'))).rejects.toThrow(
      'The file is not LIFT: it has no <lift> element.',
    );
    expect(entries(deps.db)).toEqual([]);
  });
});

// The elements and attributes of LIFT 0.13 (lift.rng) that an export may use, with those required.
const LIFT_0_13: Record<
  string,
  { attrs: string[]; required?: string[]; children: string[]; needs?: string[] }
> = {
  lift: { attrs: ['version', 'producer'], required: ['version'], children: ['header', 'entry'] },
  entry: {
    attrs: ['id', 'guid', 'order', 'dateCreated', 'dateModified', 'dateDeleted'],
    children: [
      'lexical-unit',
      'citation',
      'pronunciation',
      'variant',
      'sense',
      'note',
      'relation',
      'etymology',
      'field',
      'trait',
      'annotation',
    ],
  },
  'lexical-unit': { attrs: [], children: ['form'] },
  form: { attrs: ['lang'], required: ['lang'], children: ['text', 'annotation'], needs: ['text'] },
  text: { attrs: [], children: ['span', '#text'] },
  pronunciation: { attrs: [], children: ['form', 'media', 'field', 'trait', 'annotation'] },
  media: { attrs: ['href'], required: ['href'], children: ['label'] },
  label: { attrs: [], children: ['form'] },
  sense: {
    attrs: ['id', 'order', 'dateCreated', 'dateModified'],
    children: [
      'grammatical-info',
      'gloss',
      'definition',
      'relation',
      'note',
      'example',
      'reversal',
      'illustration',
      'subsense',
      'field',
      'trait',
      'annotation',
    ],
  },
  'grammatical-info': { attrs: ['value'], required: ['value'], children: ['trait'] },
  gloss: { attrs: ['lang'], required: ['lang'], children: ['text', 'annotation'], needs: ['text'] },
  note: { attrs: ['type'], children: ['form', 'field', 'trait', 'annotation'] },
  trait: { attrs: ['name', 'value', 'id'], required: ['name', 'value'], children: ['annotation'] },
};

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Every departure of the document from LIFT 0.13's elements, attributes and required parts. */
function liftProblems(xml: string): string[] {
  const doc = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' }).parse(
    xml,
  ) as Ordered[];
  const problems: string[] = [];
  const walk = (node: Ordered, parent: string) => {
    const name = Object.keys(node).find((k) => k !== ':@')!;
    if (name === '#text' || name === '?xml') return;
    const rule = LIFT_0_13[name];
    if (!rule) return void problems.push(`<${name}> is not a LIFT 0.13 element`);
    if (parent && !LIFT_0_13[parent]!.children.includes(name))
      problems.push(`<${name}> may not be in <${parent}>`);
    const attrs = node[':@'] ?? {};
    for (const a of Object.keys(attrs))
      if (!rule.attrs.includes(a)) problems.push(`<${name}> has no attribute ${a}`);
    for (const a of rule.required ?? []) if (!attrs[a]) problems.push(`<${name}> needs ${a}`);
    const children = node[name] as Ordered[];
    const names = children.map((c) => Object.keys(c).find((k) => k !== ':@'));
    for (const n of rule.needs ?? []) if (!names.includes(n)) problems.push(`<${name}> needs <${n}>`);
    for (const c of children) walk(c, name);
  };
  const root = doc.find((n) => 'lift' in n);
  if (!root) return ['no <lift> element'];
  if (root[':@']?.version !== '0.13') problems.push('the version is not 0.13');
  walk(root, '');
  return problems;
}

describe('LIFT export', () => {
  it('when the lexicon is exported, then the file is LIFT 0.13 with every stored field and its recordings beside it', async () => {
    const deps = installation();
    withMesik(deps);
    await importFile(deps, path.join(liftFolder(), 'sample.lift'), { skipInvalid: true });
    const out = path.join(tempDir(), 'export', 'lexicon.lift');
    expect(await exportFile(deps, out)).toBe(
      `Wrote ${out} and 2 recordings in ${path.join(path.dirname(out), 'audio')}`,
    );
    const xml = fs.readFileSync(out, 'utf8');
    expect(liftProblems(xml)).toEqual([]);
    // The words in the writing system of the last import; every take's file in audio/.
    expect(xml).toContain('<form lang="qaa"><text>Tahak</text></form>');
    expect(xml).toContain(`guid="${MESIK_GUID}"`);
    expect(xml).toContain('<trait name="langapp-id" value="8"/>');
    expect(xml).toContain('<text>Sample Speaker A</text>');
    for (const t of takes(deps.db)) {
      expect(xml).toContain(`<media href="${t.filename}">`);
      expect(fs.readFileSync(path.join(path.dirname(out), 'audio', t.filename))).toEqual(
        fs.readFileSync(path.join(deps.mediaDir, 'audio', t.filename)),
      );
    }
  });

  it('when an export is imported into a fresh installation, then it has the same entries, guids, ids and recordings with their speakers', async () => {
    const first = installation();
    withMesik(first);
    await importFile(first, path.join(liftFolder(), 'sample.lift'), { skipInvalid: true });
    first.db
      .prepare(
        "INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (20, 'sap<le>', 'n', 'a \"quoted\" & marked gloss', 'line one\nline two')",
      )
      .run();
    const zip = path.join(tempDir(), 'lexicon-lift.zip');
    await exportFile(first, zip, { lift: true });

    const second = installation();
    const report = await importFile(second, zip);
    expect(report).toMatchObject({ written: true, rejected: [], added: { lexicon: 4, recordings: 2 } });
    expect(entries(second.db)).toEqual(entries(first.db));
    expect(takes(second.db).map((t) => [t.word, t.speaker])).toEqual(
      takes(first.db).map((t) => [t.word, t.speaker]),
    );

    // Exported again from the second installation, the file is the same.
    const lift = (deps: ExchangeDeps, name: string) => {
      const file = path.join(tempDir(), name);
      return exportFile(deps, file).then(() =>
        fs.readFileSync(file, 'utf8').replace(/[\w.-]+\.mp3/g, 'take.mp3'),
      );
    };
    expect(await lift(second, 'b.lift')).toBe(await lift(first, 'a.lift'));
  });

  it('when no LIFT import named the writing system, then the export writes und or the one asked for, and refuses a malformed one', async () => {
    const deps = installation();
    withMesik(deps);
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
