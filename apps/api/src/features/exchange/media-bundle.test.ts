import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS, SEED_DIR } from '../../config';
import type { Db } from '../../db/database';
import { loadSampleData } from '../../db/seed';
import { lexiconIoOver, useInstallations } from '../../test-support/installation';
import { createEntriesRepo } from '../lexicon/entries.repo';
import { BUNDLE_MANIFEST } from './import/read-bundle';
import { exportFile, importFile } from './import-file.service';
import { unpackZip, writeZip } from './zip-archive';

const { tempDir, installation } = useInstallations('langapp-bundle-');

/** An installation holding the sample data: lexicon, sentences, texts, lessons and recordings. */
function sampleInstallation() {
  const deps = installation();
  loadSampleData(deps.db, {
    seedDir: SEED_DIR,
    mediaDir: deps.mediaDir,
    bcryptCost: 4,
    now: deps.clock.now(),
  });
  return deps;
}

/** What a bundle carries, table by table, as a second installation should have it. */
function contents(db: Db) {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    lexicon: all('SELECT id, guid, lex, pos, gloss, notes FROM live_lexs ORDER BY id'),
    sentences: all('SELECT id, text, trans, anno, timestamp FROM sents ORDER BY id'),
    texts: all(
      'SELECT id, title, data, published, created_at, updated_at FROM texts WHERE deleted_at IS NULL ORDER BY id',
    ),
    lessons: all('SELECT id, title, description, data, published, date_added FROM vocab_lessons ORDER BY id'),
    wordTakes: all(
      'SELECT word, filename, original, speaker, timestamp FROM live_word_audio ORDER BY filename',
    ),
    sentenceTakes: all(
      'SELECT sent_id, filename, original, speaker, timestamp FROM live_sent_audio ORDER BY filename',
    ),
  };
}

/** Every file under the recording folders, by its path there, with its bytes. */
function mediaFiles(mediaDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const folder of ['audio', 'sent-audio', 'lesson-recordings']) {
    const dir = path.join(mediaDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir))
      files.set(`${folder}/${name}`, fs.readFileSync(path.join(dir, name)));
  }
  return files;
}

describe('the media bundle', () => {
  it('when a community is exported to a zip and imported into a fresh installation, then every row and every recording arrives, the files byte for byte', async () => {
    const first = sampleInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    const wrote = await exportFile(first, zip);
    const sourceFiles = mediaFiles(first.mediaDir);
    expect(wrote).toBe(`Wrote ${zip}: everything and ${sourceFiles.size} recording files`);

    const second = installation();
    const report = await importFile(second, zip);
    const before = contents(first.db);
    expect(report).toMatchObject({
      written: true,
      dryRun: false,
      rejected: [],
      kinds: ['lexicon', 'sentences', 'texts', 'lessons', 'recordings'],
      added: {
        lexicon: before.lexicon.length,
        sentences: before.sentences.length,
        texts: before.texts.length,
        lessons: before.lessons.length,
        recordings:
          before.wordTakes.length +
          before.sentenceTakes.length +
          [...sourceFiles.keys()].filter((f) => f.startsWith('lesson-recordings/')).length,
      },
    });
    expect(contents(second.db)).toEqual(before);
    const arrived = mediaFiles(second.mediaDir);
    expect([...arrived.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [name, bytes] of sourceFiles) expect(arrived.get(name)!.equals(bytes), name).toBe(true);
  });

  it('when entries have several senses, typed notes, forms and homographs with recordings of their own, then the bundle carries each whole', async () => {
    // Sample words, invented: not language material.
    const first = sampleInstallation();
    const audio = path.join(first.mediaDir, 'audio');
    const sample = fs.readdirSync(audio).find((f) => f.endsWith('.mp3'))!;
    for (const name of ['tahak-river.mp3', 'tahak-flow.mp3'])
      fs.copyFileSync(path.join(audio, sample), path.join(audio, name));
    first.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (9001, 'Tahak', 'n', 'river', ''), (9002, 'Tahak', 'v', 'to flow', '');
      INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
        ('Tahak', 9001, 'tahak-river.mp3', 'Ana', '2026-01-01T00:00:00Z'),
        ('Tahak', 9002, 'tahak-flow.mp3', 'Ben', '2026-01-02T00:00:00Z');
    `);
    createEntriesRepo(first.db).writeParts(9001, {
      senses: [
        {
          pos: 'n',
          gloss: 'river',
          definition: 'Water that flows.',
          examples: [{ text: 'Tahak tietuk.', translation: 'I see the river.' }],
          notes: [{ type: 'grammar', text: 'Plural tahakmak.' }],
          lift_id: 'river_0001',
        },
        { pos: 'n', gloss: 'stream', definition: '', examples: [], notes: [] },
      ],
      forms: [{ kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ta.hak' }],
      typedNotes: [{ type: 'anthropology', text: 'Rivers are named.' }],
    });
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);

    const second = installation();
    expect((await importFile(second, zip)).written).toBe(true);
    const json = (d: { db: Db }) => lexiconIoOver(d.db, () => new Date()).exportData('json');
    expect(json(second)).toBe(json(first));
    expect(
      second.db
        .prepare(
          "SELECT filename, lex_id, speaker FROM live_word_audio WHERE word = 'Tahak' ORDER BY filename",
        )
        .all(),
    ).toEqual([
      { filename: 'tahak-flow.mp3', lex_id: 9002, speaker: 'Ben' },
      { filename: 'tahak-river.mp3', lex_id: 9001, speaker: 'Ana' },
    ]);
  });

  it('when the same bundle is imported again, then everything is unchanged', async () => {
    const first = sampleInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);
    const second = installation();
    await importFile(second, zip);
    const again = await importFile(second, zip);
    expect(again.written).toBe(true);
    expect(again.added).toEqual({ lexicon: 0, sentences: 0, texts: 0, lessons: 0, recordings: 0 });
    expect(again.updated).toEqual({ lexicon: 0, sentences: 0, texts: 0, lessons: 0, recordings: 0 });
    expect(again.unchanged.lexicon).toBe(contents(first.db).lexicon.length);
    expect(again.unchanged.recordings).toBeGreaterThan(0);
  });

  it('when it is a dry run, then the report counts everything and no row or file is written', async () => {
    const first = sampleInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);
    const second = installation();
    const report = await importFile(second, zip, { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, written: false, rejected: [] });
    expect(report.added.lessons).toBe(contents(first.db).lessons.length);
    expect(contents(second.db)).toEqual({
      lexicon: [],
      sentences: [],
      texts: [],
      lessons: [],
      wordTakes: [],
      sentenceTakes: [],
    });
    expect(mediaFiles(second.mediaDir).size).toBe(0);
  });

  it('when items of a bundle are broken, then each is rejected with its reason, nothing is written, and --skip-invalid loads the rest', async () => {
    const first = sampleInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);
    const dir = tempDir();
    await unpackZip(zip, dir, DEFAULT_ZIP_LIMITS);
    const manifestFile = path.join(dir, BUNDLE_MANIFEST);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      lessons: { steps: unknown[] }[];
      recordings: { file: string; original: string | null }[];
    };
    manifest.lessons[0]!.steps = [{ kind: 'lex', lexId: 9999, lex: 'sample' }];
    manifest.recordings[0]!.file = '../../outside.mp3';
    manifest.recordings[1]!.file = 'not-in-the-bundle.mp3';
    fs.writeFileSync(path.join(dir, 'media', 'audio', 'text.mp3'), 'not sound');
    manifest.recordings[2]!.file = 'text.mp3';
    manifest.recordings[2]!.original = null;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const broken = path.join(tempDir(), 'broken.zip');
    writeZip(
      broken,
      [...mediaFiles(path.join(dir, 'media')).entries()]
        .map(([name, data]) => ({ archivePath: `media/${name}`, data: new Uint8Array(data) }))
        .concat([{ archivePath: BUNDLE_MANIFEST, data: new Uint8Array(fs.readFileSync(manifestFile)) }]),
    );

    const second = installation();
    const report = await importFile(second, broken);
    expect(report.written).toBe(false);
    expect(report.rejected).toEqual([
      {
        kind: 'lessons',
        where: expect.stringMatching(/^lesson /),
        reason: 'No lexical entry has the id 9999.',
      },
      {
        kind: 'recordings',
        where: 'recording 1',
        reason: expect.stringContaining(
          'a recording file name may use letters, digits, dot, dash and underscore only',
        ),
      },
      {
        kind: 'recordings',
        where: 'recording 2',
        reason: 'the bundle has no file media/audio/not-in-the-bundle.mp3',
      },
      { kind: 'recordings', where: 'recording 3', reason: 'media/audio/text.mp3 is not an audio recording' },
    ]);
    expect(contents(second.db).lexicon).toEqual([]);
    expect(mediaFiles(second.mediaDir).size).toBe(0);
    expect(fs.existsSync(path.join(second.mediaDir, '..', 'outside.mp3'))).toBe(false);

    const rest = await importFile(second, broken, { skipInvalid: true });
    expect(rest.written).toBe(true);
    expect(rest.added.lessons).toBe(contents(first.db).lessons.length - 1);
    expect(contents(second.db).wordTakes).toHaveLength(contents(first.db).wordTakes.length - 3);
  });

  it('when the bundle unpacks to more than the limit, then it is refused naming the limit, and the database, the media folder and the scratch folder are left as they were', async () => {
    const first = sampleInstallation();
    const zip = path.join(tempDir(), 'community.zip');
    await exportFile(first, zip);
    const unpacked = [...mediaFiles(first.mediaDir).values()].reduce((n, b) => n + b.length, 0);
    const base = installation();
    const second = { ...base, zipLimits: { ...base.zipLimits, maxUnpackedBytes: unpacked } };
    await expect(importFile(second, zip)).rejects.toThrow(
      /^The zip unpacks to more than [\d.]+ MB, the most an import may hold \(ZIP_MAX_UNPACKED_MB\)\.$/,
    );
    expect(contents(second.db).lexicon).toEqual([]);
    expect(fs.existsSync(second.mediaDir)).toBe(false);
    expect(fs.readdirSync(second.scratchDir)).toEqual([]);

    // With room for the manifest too, the same bundle imports.
    const roomy = { ...second, zipLimits: { ...base.zipLimits, maxUnpackedBytes: unpacked + 1024 ** 2 } };
    expect((await importFile(roomy, zip)).written).toBe(true);
    expect(mediaFiles(second.mediaDir).size).toBe(mediaFiles(first.mediaDir).size);
    expect(fs.readdirSync(second.scratchDir)).toEqual([]);
  });

  it('when the manifest is not a bundle, then the import is refused with a clear message', async () => {
    const deps = installation();
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, BUNDLE_MANIFEST), '{ not json');
    await expect(importFile(deps, dir)).rejects.toThrow(`The bundle's ${BUNDLE_MANIFEST} is not valid JSON.`);
    fs.writeFileSync(path.join(dir, BUNDLE_MANIFEST), JSON.stringify({ format: 'other', version: 1 }));
    await expect(importFile(deps, dir)).rejects.toThrow(/it is not a langapp-bundle file/);
    fs.writeFileSync(
      path.join(dir, BUNDLE_MANIFEST),
      JSON.stringify({ format: 'langapp-bundle', version: 9 }),
    );
    await expect(importFile(deps, dir)).rejects.toThrow(/only version 1 of the bundle is read/);
  });
});
