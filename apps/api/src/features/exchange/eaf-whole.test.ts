import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { FixedClock } from '../../lib/clock';
import { silentLogger } from '../../lib/logger';
import { makeClip } from '../../test-support/audio-clips';
import { runCliCaptured } from '../../test-support/cli';
import { useInstallations } from '../../test-support/installation';
import type { Installation } from '../../test-support/installation';
import { makeTestApp, MemoryMailer, migratedDb, signedIn, testConfig } from '../../test-support/test-app';
import { importFile } from './import-file.service';
import { writeZip } from './zip-archive';

// An ELAN import is all or nothing (ADR 100): a recording beside the .eaf that cannot be read
// (truncated, not decodable, ffmpeg failing) refuses the import before any row or file is written,
// through the pipeline, the CLI and the Import page's calls. The .eaf is SAMPLE (invented words).

const FIXTURES = path.join(__dirname, 'fixtures');
const { tempDir, installation } = useInstallations('langapp-eaf-whole-');

/** A folder with sample-story.eaf (its words edited when `edit`) and its recording made by `media`. */
function storyFolder(media: (file: string) => void, edit = false): string {
  const dir = tempDir();
  const eaf = path.join(dir, 'sample-story.eaf');
  const xml = fs.readFileSync(path.join(FIXTURES, 'sample-story.eaf'), 'utf8');
  fs.writeFileSync(eaf, edit ? xml.replace('Honak sepik.', 'Honak sepik lumah.') : xml);
  media(path.join(dir, 'sample-story.wav'));
  return eaf;
}

const tone = (seconds: number) => (file: string) =>
  void makeClip(path.dirname(file), path.basename(file), 'tone', ['-c:a', 'pcm_s16le'], seconds);
/** A real WAV cut after its first kilobyte: a header and some 10 ms of sound. */
const truncated = (file: string) => {
  tone(3)(file);
  fs.truncateSync(file, 1024);
};
/** A WAV header (RIFF, WAVE) over bytes that are no audio at all. */
const undecodable = (file: string) =>
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from('RIFF\x24\x10\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(4096, 0xa7)]),
  );

/** Every file under `dir` with a digest of its bytes (temporary ones included), and every folder. */
function filesUnder(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile())
      out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    else if (entry.isDirectory()) out[`${path.relative(dir, file)}/`] = 'folder';
  }
  return out;
}

/** What an import could change: the texts, their recordings, the speakers and the media folder. */
function snapshot(db: Db, mediaDir: string) {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    texts: all('SELECT * FROM texts ORDER BY id'),
    audio: all('SELECT * FROM text_audio ORDER BY id'),
    speakers: all('SELECT * FROM speakers ORDER BY name'),
    files: filesUnder(mediaDir),
  };
}

const withFfmpeg = (inst: Installation, ffmpeg: string): Installation => ({ ...inst, ffmpeg });

describe('ELAN in, all or nothing', () => {
  it.each([
    [
      'truncated',
      'the real ffmpeg',
      truncated,
      /sample-story\.wav cannot be the text's recording: The recording is empty\. Nothing was imported\./,
    ],
    [
      'not decodable',
      'the real ffmpeg',
      undecodable,
      /sample-story\.wav cannot be the text's recording: The file could not be read as audio\./,
    ],
    [
      'fine',
      'an ffmpeg that fails',
      tone(2),
      /sample-story\.wav cannot be the text's recording: The file could not be read as audio\./,
    ],
  ])(
    'when the recording is %s (with %s), then a new text and an edited one are refused and texts, recordings and the media folder stay exactly as they were',
    async (_kind, ffmpeg, media, message) => {
      const inst = installation();
      // A text imported before, with its recording.
      const first = await importFile(inst, storyFolder(tone(3)), {});
      expect(first.added).toMatchObject({ texts: 1, recordings: 1 });
      const before = snapshot(inst.db, inst.mediaDir);
      const deps = ffmpeg === 'the real ffmpeg' ? inst : withFfmpeg(inst, '/bin/false');

      // The same text edited in ELAN, with a recording that cannot be read.
      await expect(importFile(deps, storyFolder(media, true), {})).rejects.toThrow(message);
      expect(snapshot(inst.db, inst.mediaDir)).toEqual(before);
      // A new text (another title) with it.
      await expect(
        importFile(deps, storyFolder(media), { elan: { title: 'Another story' } }),
      ).rejects.toThrow(message);
      expect(snapshot(inst.db, inst.mediaDir)).toEqual(before);
      // Its dry run reads no recording, as before: it counts the changes and writes nothing.
      const dry = await importFile(deps, storyFolder(media, true), { dryRun: true });
      expect(dry.updated).toMatchObject({ texts: 1, recordings: 1 });
      expect(snapshot(inst.db, inst.mediaDir)).toEqual(before);
    },
  );

  it('when the edited text comes with a readable new recording, then both change together and the old recording goes to the trash', async () => {
    const inst = installation();
    await importFile(inst, storyFolder(tone(3)), {});
    const id = inst.db.prepare<[], number>('SELECT id FROM texts').pluck().get()!;
    const old = inst.repos.textRecording.live(id)!;
    const report = await importFile(inst, storyFolder(tone(2), true), {});
    expect(report.updated).toMatchObject({ texts: 1, recordings: 1 });
    const now = inst.repos.textRecording.live(id)!;
    expect(now.id).not.toBe(old.id);
    const files = Object.keys(filesUnder(inst.mediaDir)).filter((f) => !f.endsWith('/'));
    expect(files.sort()).toEqual(
      [
        `text-audio/${now.filename}`,
        `text-audio/${now.original}`,
        `trash/text-audio/${old.filename}`,
        `trash/text-audio/${old.original}`,
      ].sort(),
    );
    expect(inst.repos.texts.byId(id)!.data).toContain('Honak sepik lumah.');
  });

  it('when the text comes again unchanged with another recording, then only the recording is replaced', async () => {
    const inst = installation();
    await importFile(inst, storyFolder(tone(3)), {});
    const id = inst.db.prepare<[], number>('SELECT id FROM texts').pluck().get()!;
    const old = inst.repos.textRecording.live(id)!;
    const data = inst.repos.texts.byId(id)!.data;
    const report = await importFile(inst, storyFolder(tone(2)), {});
    expect(report.unchanged).toMatchObject({ texts: 1 });
    expect(report.updated).toMatchObject({ texts: 0, recordings: 1 });
    expect(inst.repos.textRecording.live(id)!.id).not.toBe(old.id);
    expect(inst.repos.texts.byId(id)!.data).toBe(data);
  });

  it('when the text to time does not exist, then that is said before the recording is converted', async () => {
    const inst = installation();
    const before = snapshot(inst.db, inst.mediaDir);
    // An ffmpeg that fails would refuse the recording: the missing text is found first.
    await expect(
      importFile(withFfmpeg(inst, '/bin/false'), storyFolder(tone(2)), { elan: { timeText: 99 } }),
    ).rejects.toThrow('There is no text with the id 99 to time.');
    expect(snapshot(inst.db, inst.mediaDir)).toEqual(before);
  });
});

describe('the two doors', () => {
  it('when the CLI imports an .eaf whose recording is truncated, then it exits 2 with the message and writes nothing', async () => {
    const dir = tempDir();
    const mediaDir = path.join(dir, 'media');
    const ctx = {
      db: migratedDb(),
      mailer: new MemoryMailer(),
      clock: new FixedClock('2026-03-01T12:00:00Z'),
      config: testConfig({ mediaDir }),
      logger: silentLogger,
    };
    const before = snapshot(ctx.db, mediaDir);
    const done = await runCliCaptured(ctx, 'import', storyFolder(truncated));
    expect(done.code).toBe(2);
    expect(done.err).toContain("sample-story.wav cannot be the text's recording: The recording is empty.");
    expect(snapshot(ctx.db, mediaDir)).toEqual(before);
  });

  it('when a teacher confirms a zip whose recording cannot be read, then it answers 400 with the message and nothing is written', async () => {
    const mediaDir = path.join(tempDir(), 'media');
    const t = makeTestApp({ config: { mediaDir } });
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
    const eaf = storyFolder(undecodable);
    const zip = path.join(tempDir(), 'story.zip');
    writeZip(zip, [
      { archivePath: 'sample-story.eaf', sourcePath: eaf },
      { archivePath: 'sample-story.wav', sourcePath: path.join(path.dirname(eaf), 'sample-story.wav') },
    ]);
    const before = snapshot(t.db, mediaDir);
    const preview = await teacher.post('/api/admin/imports').attach('file', zip).expect(200);
    expect(preview.body.report.added).toMatchObject({ texts: 1, recordings: 1 });
    const done = await teacher.post(`/api/admin/imports/${preview.body.token}`).expect(400);
    expect(done.body.error).toContain("sample-story.wav cannot be the text's recording");
    expect(snapshot(t.db, mediaDir)).toEqual(before);
  });
});
