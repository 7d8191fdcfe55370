// What bringing a text in costs the server (issue 39): an ELAN file of a 30-minute recording with
// its audio, imported in a child process of its own through the code the Import page and
// `pnpm cli import` run, its time and its peak RSS read from the kernel (VmHWM). The reference,
// measured in the same run: ffmpeg converting the same recording to MP3 alone (the import's
// conversion), so the figure says what the ELAN reading and writing add to it.
// SAMPLE data: the annotations are invented words and the recording a synthetic tone; neither is
// language material. Targets: under 15 s and 250 MB.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servicesOf } from '../../apps/api/src/cli/commands/command';
import { openContext } from '../../apps/api/src/context';
import { ffmpegPath } from '../../apps/api/src/lib/audio-transcode';

const MINUTES = Number(process.env.BENCH_EAF_MINUTES ?? 30);
const SENTENCE_MS = 4000;
const WORDS_A_SENTENCE = 6;
const TARGET_S = 15;
const TARGET_PEAK_MB = 250;
/** The heap limit production gives node (docs/operations.md), as import.bench.ts measures under it. */
const PRODUCTION_HEAP = '--max-old-space-size=128';

interface ChildFigures {
  peakMb: number;
  ms: number;
  result: string;
}

function peakRssMb(): number {
  const status = fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '';
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  return (kb ? Number(kb) : process.resourceUsage().maxRSS) / 1024;
}

/** A 16-bit mono 16 kHz WAV of `seconds`, a slow warble, streamed to `file` a second at a time. */
function writeWav(file: string, seconds: number, rate = 16000): void {
  const bytes = seconds * rate * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(bytes, 40);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, header);
  const second = Buffer.alloc(rate * 2);
  for (let s = 0; s < seconds; s++) {
    for (let i = 0; i < rate; i++) {
      const t = s + i / rate;
      second.writeInt16LE(Math.round(6000 * Math.sin(2 * Math.PI * (200 + 40 * Math.sin(t)) * t)), i * 2);
    }
    fs.writeSync(fd, second);
  }
  fs.closeSync(fd);
}

/** An .eaf of `minutes`: a sentence every 4 s, each with its translation and its words by reference. */
function writeEaf(file: string, media: string, minutes: number): number {
  const n = Math.floor((minutes * 60_000) / SENTENCE_MS);
  const slots: string[] = [];
  const tx: string[] = [];
  const ft: string[] = [];
  const wd: string[] = [];
  let id = 0;
  for (let i = 0; i < n; i++) {
    const start = i * SENTENCE_MS;
    slots.push(`<TIME_SLOT TIME_SLOT_ID="ts${2 * i + 1}" TIME_VALUE="${start}"/>`);
    slots.push(`<TIME_SLOT TIME_SLOT_ID="ts${2 * i + 2}" TIME_VALUE="${start + SENTENCE_MS - 300}"/>`);
    const words = Array.from(
      { length: WORDS_A_SENTENCE },
      (_, k) => `bench${(i * WORDS_A_SENTENCE + k).toString(36)}`,
    );
    const sid = `a${++id}`;
    tx.push(
      `<ANNOTATION><ALIGNABLE_ANNOTATION ANNOTATION_ID="${sid}" TIME_SLOT_REF1="ts${2 * i + 1}" TIME_SLOT_REF2="ts${2 * i + 2}"><ANNOTATION_VALUE>${words.join(' ')}.</ANNOTATION_VALUE></ALIGNABLE_ANNOTATION></ANNOTATION>`,
    );
    ft.push(
      `<ANNOTATION><REF_ANNOTATION ANNOTATION_ID="a${++id}" ANNOTATION_REF="${sid}"><ANNOTATION_VALUE>sample translation ${i}</ANNOTATION_VALUE></REF_ANNOTATION></ANNOTATION>`,
    );
    let previous = '';
    for (const w of words) {
      const wid = `a${++id}`;
      wd.push(
        `<ANNOTATION><REF_ANNOTATION ANNOTATION_ID="${wid}" ANNOTATION_REF="${sid}"${previous ? ` PREVIOUS_ANNOTATION="${previous}"` : ''}><ANNOTATION_VALUE>${w}</ANNOTATION_VALUE></REF_ANNOTATION></ANNOTATION>`,
      );
      previous = wid;
    }
  }
  fs.writeFileSync(
    file,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ANNOTATION_DOCUMENT AUTHOR="bench" DATE="2026-01-01T00:00:00Z" FORMAT="3.0" VERSION="3.0">',
      `<HEADER MEDIA_FILE="" TIME_UNITS="milliseconds"><MEDIA_DESCRIPTOR MEDIA_URL="file:///${media}" MIME_TYPE="audio/x-wav" RELATIVE_MEDIA_URL="./${media}"/></HEADER>`,
      `<TIME_ORDER>${slots.join('')}</TIME_ORDER>`,
      `<TIER LINGUISTIC_TYPE_REF="utterance" PARTICIPANT="Sample Speaker" TIER_ID="Transcription">${tx.join('\n')}</TIER>`,
      `<TIER LINGUISTIC_TYPE_REF="translation" PARENT_REF="Transcription" TIER_ID="Translation">${ft.join('\n')}</TIER>`,
      `<TIER LINGUISTIC_TYPE_REF="words" PARENT_REF="Transcription" TIER_ID="Words">${wd.join('\n')}</TIER>`,
      '<LINGUISTIC_TYPE LINGUISTIC_TYPE_ID="utterance" TIME_ALIGNABLE="true"/>',
      '<LINGUISTIC_TYPE CONSTRAINTS="Symbolic_Association" LINGUISTIC_TYPE_ID="translation" TIME_ALIGNABLE="false"/>',
      '<LINGUISTIC_TYPE CONSTRAINTS="Symbolic_Subdivision" LINGUISTIC_TYPE_ID="words" TIME_ALIGNABLE="false"/>',
      '<CONSTRAINT STEREOTYPE="Symbolic_Subdivision"/><CONSTRAINT STEREOTYPE="Symbolic_Association"/>',
      '</ANNOTATION_DOCUMENT>',
    ].join('\n'),
  );
  return id;
}

const CHILD_JOBS: Record<string, (args: string[]) => Promise<string>> = {
  async 'import-eaf'([dataDir, file]) {
    const ctx = openContext({ DATA_DIR: dataDir!, SEED: 'none', LOG_LEVEL: 'silent' }, { fd: 2 });
    const report = await servicesOf(ctx).imports.importFile(file!);
    ctx.db.close();
    if (!report.written) throw new Error(`not written: ${JSON.stringify(report.rejected.slice(0, 3))}`);
    return `${report.elan!.sentences} sentences, ${report.added.recordings} recording`;
  },
  async 'ffmpeg-only'([wav, out]) {
    execFileSync(ffmpegPath(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      wav!,
      '-codec:a',
      'libmp3lame',
      '-q:a',
      '5',
      '-y',
      out!,
    ]);
    return 'converted';
  },
};

function inChild(job: string, args: string[]): ChildFigures {
  const out = execFileSync(
    process.execPath,
    [PRODUCTION_HEAP, '--import', 'tsx', import.meta.filename, 'child', job, ...args],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as ChildFigures;
}

async function main(): Promise<void> {
  if (process.argv[2] === 'child') {
    const [job, ...args] = process.argv.slice(3);
    const started = performance.now();
    const result = await CHILD_JOBS[job!]!(args);
    console.log(JSON.stringify({ peakMb: peakRssMb(), ms: performance.now() - started, result }));
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-bench-texts-'));
  try {
    const src = path.join(work, 'src');
    fs.mkdirSync(src);
    const wav = path.join(src, 'sample-recording.wav');
    writeWav(wav, MINUTES * 60);
    const annotations = writeEaf(path.join(src, 'sample-story.eaf'), 'sample-recording.wav', MINUTES);
    const reference = inChild('ffmpeg-only', [wav, path.join(work, 'reference.mp3')]);
    const run = inChild('import-eaf', [path.join(work, 'data'), path.join(src, 'sample-story.eaf')]);
    const seconds = run.ms / 1000;
    const mb = (fs.statSync(wav).size / 1024 ** 2).toFixed(0);
    console.log(
      `texts: a ${MINUTES}-minute .eaf (${annotations} annotations) with its ${mb} MB WAV (SAMPLE)`,
    );
    console.log(`  reference, ffmpeg to MP3 alone: ${(reference.ms / 1000).toFixed(1)} s`);
    console.log(
      `  import: ${seconds.toFixed(1)} s (${verdict(seconds < TARGET_S)} < ${TARGET_S} s), peak RSS ${run.peakMb.toFixed(0)} MB (${verdict(run.peakMb < TARGET_PEAK_MB)} < ${TARGET_PEAK_MB} MB): ${run.result}`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

await main();
