import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textDataSchema } from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import { useInstallations } from '../../test-support/installation';
import type { Installation } from '../../test-support/installation';
import { exportFile, importFile } from './import-file.service';

// The ELAN exchange (ADR 087): the real fixture (pympi-ling's fto.eaf, fixtures/README.md) and
// SAMPLE files written for the tests; counts and times are read from the files with xmllint, not
// with the reader under test.

const FIXTURES = path.join(__dirname, 'fixtures');
const XSD = path.join(FIXTURES, 'EAFv3.0.xsd');
const { tempDir, installation } = useInstallations('langapp-eaf-');

const xpath = (file: string, expr: string) =>
  execFileSync('xmllint', ['--xpath', expr, file], { encoding: 'utf8' }).trim();
const validates = (file: string) =>
  execFileSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8', stdio: 'pipe' });

/** A generated tone of `seconds` (SAMPLE audio standing for the recording the file names). */
function tone(file: string, seconds: number): string {
  execFileSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${seconds}`,
    '-c:a',
    'pcm_s16le',
    '-y',
    file,
  ]);
  return file;
}

/** A folder holding `eaf` and, when `media` is given, a generated recording under that name. */
function folderWith(eaf: string, media?: string): string {
  const dir = tempDir();
  fs.copyFileSync(path.join(FIXTURES, eaf), path.join(dir, eaf));
  if (media) tone(path.join(dir, media), 3);
  return path.join(dir, eaf);
}

function storedText(inst: Installation, id: number) {
  const row = inst.repos.texts.byId(id)!;
  return { ...textDataSchema.parse(JSON.parse(row.data)), title: row.title };
}
const FLEX_FIELDS = {
  guid: '5a3e0000-0000-4000-8000-0000000000f1',
  source: 'Sample source',
  langs: { vern: 'qaa-x-sample', analysis: 'en' },
};
const textIds = (inst: Installation) =>
  inst.db.prepare<[], number>('SELECT id FROM texts WHERE deleted_at IS NULL ORDER BY id').pluck().all();

describe('ELAN in: the real fixture (fto.eaf)', () => {
  it('when its file is dry-run, then every tier is listed with its type, participant and the count the file has, and nothing is written', async () => {
    const inst = installation();
    const file = folderWith('fto.eaf');
    const report = await importFile(inst, file, { dryRun: true });
    const ids = xpath(file, '//TIER/@TIER_ID')
      .match(/TIER_ID="[^"]*"/g)!
      .map((a) => a.slice(9, -1));
    expect(report.elan!.tiers.map((t) => t.id)).toEqual(ids);
    for (const t of report.elan!.tiers)
      expect(t.annotations, t.id).toBe(Number(xpath(file, `count(//TIER[@TIER_ID='${t.id}']/ANNOTATION)`)));
    expect(report.elan!.tiers.find((t) => t.id === 'b')).toMatchObject({
      participant: 'b',
      timeAlignable: true,
      linguisticType: 'default-lt',
    });
    expect(report.elan!.chosen).toEqual({ transcription: 'a' });
    expect(report.added.texts).toBe(1);
    expect(report.written).toBe(false);
    expect(textIds(inst)).toEqual([]);
  });

  it.each(['a', 'b', 'fto-ab'])(
    'when tier %s is the transcription, then each of its annotations is a sentence, in time order, with the times of its slots',
    async (tier) => {
      const inst = installation();
      const file = folderWith('fto.eaf');
      const report = await importFile(inst, file, { elan: { tiers: { transcription: tier } } });
      expect(report.written).toBe(true);
      const text = storedText(inst, textIds(inst)[0]!);
      const n = Number(xpath(file, `count(//TIER[@TIER_ID='${tier}']/ANNOTATION)`));
      expect(text.sents).toHaveLength(n);
      // Each sentence's span is its annotation's two slots, as xmllint reads them.
      const expected = Array.from({ length: n }, (_, i) => {
        const a = `//TIER[@TIER_ID='${tier}']/ANNOTATION[${i + 1}]/ALIGNABLE_ANNOTATION`;
        const slot = (ref: string) =>
          Number(xpath(file, `string(//TIME_SLOT[@TIME_SLOT_ID=string(${a}/@${ref})]/@TIME_VALUE)`));
        return {
          text: xpath(file, `string(${a}/ANNOTATION_VALUE)`),
          start: slot('TIME_SLOT_REF1'),
          end: slot('TIME_SLOT_REF2'),
        };
      }).sort((x, y) => x.start - y.start);
      expect(text.sents.map(({ text: t, start, end }) => ({ text: t, start, end }))).toEqual(expected);
      expect(text.title).toBe('fto');
    },
  );

  it("when its recording comes beside it, then it becomes the text's recording; a re-import changes nothing; the export validates against EAF 3.0 and re-imports unchanged", async () => {
    const inst = installation();
    const file = folderWith('fto.eaf', 'BC_00L_bre_C.wav');
    const first = await importFile(inst, file, {});
    expect(first.added).toMatchObject({ texts: 1, recordings: 1 });
    expect(first.elan!.media).toBe('BC_00L_bre_C.wav');
    const id = textIds(inst)[0]!;
    const rec = inst.repos.textRecording.live(id)!;
    expect(rec.speaker).toBe('a');
    const folder = path.join(inst.mediaDir, 'text-audio');
    expect(fs.readFileSync(path.join(folder, rec.original!))).toEqual(
      fs.readFileSync(path.join(path.dirname(file), 'BC_00L_bre_C.wav')),
    );
    expect(fs.existsSync(path.join(folder, rec.filename))).toBe(true);

    const again = await importFile(inst, file, {});
    expect(again.unchanged).toMatchObject({ texts: 1, recordings: 1 });
    expect(again.added).toMatchObject({ texts: 0, recordings: 0 });
    expect(again.updated).toMatchObject({ texts: 0, recordings: 0 });
    expect(inst.repos.textRecording.live(id)!.filename).toBe(rec.filename);

    const out = path.join(tempDir(), 'fto.eaf');
    await exportFile(inst, out, { text: id });
    validates(out);
    expect(fs.readdirSync(path.dirname(out)).sort()).toEqual(['fto.eaf', 'fto.wav']);
    const back = await importFile(inst, out, {});
    expect(back.unchanged).toMatchObject({ texts: 1, recordings: 1 });
    expect(back.updated).toMatchObject({ texts: 0, recordings: 0 });
    expect(storedText(inst, id).sents).toHaveLength(3);
  });
});

describe('ELAN in: files written for the tests (SAMPLE)', () => {
  it('when the transcription has a translation and a words tier by reference, then each sentence gets its translation and its words in their PREVIOUS_ANNOTATION order', async () => {
    const inst = installation();
    const report = await importFile(inst, folderWith('sample-story.eaf', 'sample-story.wav'), {});
    expect(report.elan!.chosen).toEqual({
      transcription: 'tx@Elder',
      translation: 'ft@Elder',
      words: 'wd@Elder',
    });
    const text = storedText(inst, textIds(inst)[0]!);
    expect(text.sents.map((s) => [s.text, s.trans, s.words.map((w) => w.text), s.start, s.end])).toEqual([
      ['Tahak nipemk lumah.', 'I see the river stone.', ['tahak', 'nipemk', 'lumah'], 0, 1200],
      ['Sepik!', 'Here!', ['sepik'], 1300, 2000],
      ['Honak sepik.', 'The house is here.', ['honak', 'sepik'], 2100, 2900],
    ]);
    // The overlapping visitor's "Aha." is on another tier: not a sentence of this text.
    expect(JSON.stringify(text)).not.toContain('Aha.');
    expect(inst.repos.textRecording.live(textIds(inst)[0]!)!.speaker).toBe('Sample Elder');
  });

  it('when a tier with no time is the transcription, then its sentence comes in without times and is counted untimed', async () => {
    const inst = installation();
    const report = await importFile(inst, folderWith('sample-story.eaf'), {
      elan: { tiers: { transcription: 'notes' } },
    });
    expect(report.elan).toMatchObject({ sentences: 1, untimed: 1, chosen: { transcription: 'notes' } });
    const [sent] = storedText(inst, textIds(inst)[0]!).sents;
    expect(sent).toMatchObject({ text: 'A note with no time.', trans: '' });
    expect(sent!.start).toBeUndefined();
  });

  it('when a text already here is timed from the file, then its matching sentences take their times, mismatches are reported, and its annotation stays', async () => {
    const inst = installation();
    const sents = [
      {
        text: 'Tahak nipemk lumah.',
        trans: 'mine',
        words: [
          { text: 'tahak', gloss: 'river', morphs: [] },
          { text: 'nipemk', gloss: 'see', morphs: [] },
          { text: 'lumah', gloss: 'stone', morphs: [] },
        ],
      },
      { text: 'Not in the recording.', trans: '', words: [] },
      { text: 'honak SEPIK', trans: '', words: [] },
    ];
    const id = inst.repos.texts.insert(
      'Sample text here',
      JSON.stringify({
        title: 'Sample text here',
        sents: sents.map((s, i) => ({ ...s, id: i + 1 })),
        // A text from FLEx keeps what it has beside its sentences (ADR 095).
        ...FLEX_FIELDS,
      }),
      'x',
      'learners',
    );
    const report = await importFile(inst, folderWith('sample-story.eaf'), { elan: { timeText: id } });
    expect(report.elan!.timing).toEqual({
      textId: id,
      matched: 2,
      mismatches: [
        'Sentence 2 “Not in the recording.” is not in the .eaf file: it keeps no time.',
        "The .eaf file's “Sepik!” at 1.3 s matches no sentence of the text.",
      ],
    });
    expect(report.updated.texts).toBe(1);
    const text = storedText(inst, id);
    expect(text.sents.map((s) => [s.id, s.start, s.end])).toEqual([
      [1, 0, 1200],
      [2, undefined, undefined],
      [3, 2100, 2900],
    ]);
    expect(text.sents[0]!.words.map((w) => w.gloss)).toEqual(['river', 'see', 'stone']);
    expect(text.sents[0]!.trans).toBe('mine');
    expect(text).toMatchObject(FLEX_FIELDS);
    expect(textIds(inst)).toEqual([id]);
  });

  it.each([
    ['not XML', '<ANNOTATION_DOCUMENT><TIER', /not well-formed XML/],
    ['not ELAN', '<?xml version="1.0"?><lift/>', /not an ELAN file/],
  ])(
    'when the file is %s, then it is refused with a clear error and nothing is written',
    async (_what, content, message) => {
      const inst = installation();
      const file = path.join(tempDir(), 'bad.eaf');
      fs.writeFileSync(file, content);
      await expect(importFile(inst, file, {})).rejects.toThrow(message);
      expect(textIds(inst)).toEqual([]);
    },
  );

  it('when the chosen tier does not exist or the media is not audio, then it is refused and nothing is written', async () => {
    const inst = installation();
    await expect(
      importFile(inst, folderWith('sample-story.eaf'), { elan: { tiers: { transcription: 'nope' } } }),
    ).rejects.toThrow(/no tier nope to read as the transcription \(its tiers: tx@Elder, ft@Elder/);
    const file = folderWith('sample-story.eaf');
    fs.writeFileSync(path.join(path.dirname(file), 'sample-story.wav'), 'not audio');
    await expect(importFile(inst, file, {})).rejects.toThrow(/sample-story.wav is not an audio recording/);
    expect(textIds(inst)).toEqual([]);
  });
});

describe('ELAN out', () => {
  it("when a text with word times is exported, then the file validates against EAF 3.0 and reads back with its words' times", async () => {
    const inst = installation();
    const sents = [
      {
        id: 1,
        text: 'Tahak & nipemk <x>',
        trans: 'A "quoted" translation',
        start: 0,
        end: 900,
        words: [
          { text: 'tahak', gloss: '', morphs: [], start: 0, end: 400 },
          { text: 'nipemk', gloss: '', morphs: [], start: 400, end: 900 },
        ],
      },
      {
        id: 2,
        text: 'Sepik',
        trans: '',
        start: 1000,
        end: 1500,
        words: [{ text: 'sepik', gloss: '', morphs: [], start: 1000, end: 1500 }],
      },
    ];
    const id = inst.repos.texts.insert(
      'Sample timed',
      JSON.stringify({ title: 'Sample timed', sents }),
      'x',
      'learners',
    );
    const out = path.join(tempDir(), 'Sample-timed.eaf');
    await exportFile(inst, out, { text: id });
    validates(out);
    const back = await importFile(installation(), out, { dryRun: true });
    expect(back.elan).toMatchObject({
      chosen: { transcription: 'Transcription', translation: 'Translation', words: 'Words' },
      sentences: 2,
      untimed: 0,
    });
    await expect(exportFile(inst, path.join(tempDir(), 'x.eaf'), {})).rejects.toThrow(/--text/);
    await expect(exportFile(inst, path.join(tempDir(), 'x.eaf'), { text: 999 })).rejects.toThrow(
      /No text found/,
    );
  });
});
