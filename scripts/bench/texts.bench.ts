// What bringing a community's texts in costs the server (issue 39): each import runs in a child
// process of its own, through the code the Import page and `pnpm cli import` run (openContext, the
// import service), and the child's peak RSS is read from the kernel (VmHWM), under the heap limit
// production gives node. Each case names its file and its targets; a new format adds a case to CASES.
// The generated data is invented benchmark material, labelled so, not language material.
// Targets: a 200-phrase .flextext imports in under 5 s, and a 30-minute ELAN .eaf with its recording
// in under 15 s, each peaking under 250 MB of RSS. The references, measured in the same run:
// FieldWorks' own small test file (KalabaTestPunctuation.flextext); ffmpeg converting the same
// recording to MP3 with LAME's defaults (a bare transcode), and with the app's speech settings alone
// (MP3_SPEECH: the ELAN import's conversion), so the .eaf figure says what reading and writing the
// text add to it. BENCH_TEXTS=flextext or eaf runs one half. The .eaf's annotations are invented words and its recording a
// synthetic tone (SAMPLE): neither is language material.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath, MP3_SPEECH } from '../../apps/api/src/lib/audio-transcode';
import { wavHeader } from '../wav-file';
import { importFileJob, inChild, runChild } from './child-process';
import type { ChildFigures, ChildJobs } from './child-process';

const FIXTURES = path.join(import.meta.dirname, '../../apps/api/src/features/exchange/fixtures');
const PHRASES = Number(process.env.BENCH_FLEXTEXT_PHRASES ?? 200);
/** The dictionary the morphemes link to: this many generated entries, imported before the measurement. */
const LEXICON_ENTRIES = Number(process.env.BENCH_TEXTS_LEXICON ?? 2000);
const MINUTES = Number(process.env.BENCH_EAF_MINUTES ?? 30);
/** The recording's sample rate: 16 kHz (a speech recorder's), or e.g. 44100 (a field recorder's CD rate). */
const RATE = Number(process.env.BENCH_EAF_RATE ?? 16000);
const ONLY = process.env.BENCH_TEXTS;
const SENTENCE_MS = 4000;
const WORDS_A_SENTENCE = 6;
const TARGET_PEAK_MB = 250;
/** The jobs a child process runs, by name, over the data folder of an installation. */
const CHILD_JOBS: ChildJobs = {
  'import-file': importFileJob((report) => {
    const links = report.morphemeLinks;
    return (
      `${report.added.texts} text(s), ${report.added.lexicon} entries added` +
      (links ? `; morpheme links made ${links.made}, missing ${links.missing}` : '') +
      (report.elan ? `; ${report.elan.sentences} sentences, ${report.added.recordings} recording` : '')
    );
  }),
  async 'ffmpeg-only'(_dataDir, [wav, out, settings]) {
    const codec = settings === 'speech' ? MP3_SPEECH : ['-codec:a', 'libmp3lame', '-q:a', '5'];
    execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-i', wav!, ...codec, '-y', out!]);
    return 'converted';
  },
};

const word = (i: number) => `bench${i.toString(36)}`;

/** A LIFT file of `entries` invented entries, each with one sense: the dictionary the morphemes link to. */
function makeLexicon(work: string, entries: number): string {
  const file = path.join(work, 'bench-lexicon.lift');
  const rows = Array.from({ length: entries }, (_, i) => {
    const guid = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    return (
      `<entry id="${word(i)}_${guid}" guid="${guid}"><lexical-unit><form lang="qaa"><text>${word(i)}</text></form></lexical-unit>` +
      `<sense id="${guid}-1"><grammatical-info value="Noun"/><gloss lang="en"><text>gloss ${i}</text></gloss></sense></entry>`
    );
  });
  fs.writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>\n<lift version="0.13">\n${rows.join('\n')}\n</lift>\n`,
  );
  return file;
}

/**
 * A .flextext of one text with `phrases` phrases in the shape of FieldWorks' own export (the Kalaba
 * test file's): guids on text, paragraphs, phrases and words; each phrase eight words of three
 * morphemes (a prefix, a root, a suffix) with glosses, citation forms and grammatical info, opening
 * and closing punctuation, a free and a literal translation; a paragraph every ten phrases. The
 * roots are the generated dictionary's words, one in eight of them not in it (reported missing).
 */
function makeFlexText(work: string, phrases: number): string {
  const guid = (kind: number, i: number) =>
    `00000000-0000-4000-${(8000 + kind).toString()}-${i.toString(16).padStart(12, '0')}`;
  const item = (type: string, lang: string, text: string) =>
    `<item type="${type}" lang="${lang}">${text}</item>`;
  const morph = (type: string, text: string, gloss: string) =>
    `<morph type="${type}">${item('txt', 'qaa', text)}${item('cf', 'qaa', text)}${item('gls', 'en', gloss)}${item('msa', 'en', 'n')}</morph>`;
  let w = 0;
  const phrase = (p: number) => {
    const words = Array.from({ length: 8 }, (_, k) => {
      const n = w++;
      const root = k === 7 ? `unknown${n.toString(36)}` : word(n % LEXICON_ENTRIES);
      return (
        `<word guid="${guid(2, n)}">${item('txt', 'qaa', `ni${root}ra`)}<morphemes>` +
        morph('prefix', 'ni-', '1SG') +
        morph('root', root, `gloss ${n % LEXICON_ENTRIES}`) +
        morph('suffix', '-ra', 'PRES') +
        `</morphemes>${item('gls', 'en', `word ${n}`)}${item('pos', 'en', 'V')}</word>`
      );
    }).join('');
    return (
      `<phrase guid="${guid(1, p)}"><words><word>${item('punct', 'qaa', '(')}</word>${words}` +
      `<word>${item('punct', 'qaa', ').')}</word></words>` +
      `${item('gls', 'en', `Benchmark sample phrase ${p}, invented.`)}${item('lit', 'en', `sample ${p}`)}</phrase>`
    );
  };
  const paragraphs: string[] = [];
  for (let p = 0; p < phrases; p += 10) {
    const these = Array.from({ length: Math.min(10, phrases - p) }, (_, i) => phrase(p + i)).join('');
    paragraphs.push(`<paragraph guid="${guid(3, p)}"><phrases>${these}</phrases></paragraph>`);
  }
  const file = path.join(work, 'bench.flextext');
  fs.writeFileSync(
    file,
    `<?xml version="1.0" encoding="utf-8"?>\n<document version="2"><interlinear-text guid="${guid(4, 0)}">` +
      `${item('title', 'en', 'Benchmark sample text (generated, not language material)')}` +
      `<paragraphs>${paragraphs.join('\n')}</paragraphs>` +
      `<languages><language lang="qaa" vernacular="true"/><language lang="en"/></languages></interlinear-text></document>\n`,
  );
  return file;
}

/** A 16-bit mono WAV of `seconds` at `rate`, a slow warble, streamed to `file` a second at a time. */
function writeWav(file: string, seconds: number, rate = 16000): void {
  const bytes = seconds * rate * 2;
  const header = wavHeader(rate, bytes);
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

/** The ELAN case's files, made once in `work`: the recording and its .eaf. */
function elanFiles(work: string): { wav: string; eaf: string } {
  const src = path.join(work, 'elan');
  const wav = path.join(src, 'sample-recording.wav');
  const eaf = path.join(src, 'sample-story.eaf');
  if (!fs.existsSync(eaf)) {
    fs.mkdirSync(src, { recursive: true });
    writeWav(wav, MINUTES * 60, RATE);
    writeEaf(eaf, 'sample-recording.wav', MINUTES);
  }
  return { wav, eaf };
}

const fmtMb = (mb: number) => `${mb.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
const figuresOf = (f: ChildFigures) =>
  `${(f.ms / 1000).toFixed(2)} s${f.cpuMs === undefined ? '' : ` (CPU ${(f.cpuMs / 1000).toFixed(2)} s)`}, peak RSS ${fmtMb(f.peakMb)} (${fmtMb(f.baseMb)} with the code loaded); ${f.result}`;

/**
 * A measurement: the file to import (made in `work`), or another job to time (a reference), and
 * its time target, if it has one.
 */
interface Case {
  name: string;
  /** Which half of the benchmark it belongs to (BENCH_TEXTS). */
  half: 'flextext' | 'eaf';
  file?: (work: string) => string;
  job?: (work: string, dataDir: string) => ChildFigures;
  targetS?: number;
}
const CASES: Case[] = [
  {
    half: 'flextext',
    name: 'reference: FieldWorks’ KalabaTestPunctuation.flextext (4 phrases)',
    file: () => path.join(FIXTURES, 'KalabaTestPunctuation.flextext'),
  },
  {
    half: 'flextext',
    name: `.flextext, ${PHRASES} generated phrases (8 words, 24 morphemes each)`,
    file: (work) => makeFlexText(work, PHRASES),
    targetS: 5,
  },
  {
    half: 'eaf',
    name: `reference: ffmpeg alone, the ${MINUTES}-minute recording (SAMPLE WAV, ${RATE} Hz) to MP3 with LAME's defaults (-q:a 5)`,
    job: (work, dataDir) =>
      inChild(import.meta.filename, 'ffmpeg-only', dataDir, [
        elanFiles(work).wav,
        path.join(work, 'reference.mp3'),
      ]),
  },
  {
    half: 'eaf',
    name: `reference: ffmpeg alone, the same recording to MP3 with the app's speech settings`,
    job: (work, dataDir) =>
      inChild(import.meta.filename, 'ffmpeg-only', dataDir, [
        elanFiles(work).wav,
        path.join(work, 'speech.mp3'),
        'speech',
      ]),
  },
  {
    half: 'eaf',
    name: `.eaf, ${MINUTES} minutes with its recording (a sentence every ${SENTENCE_MS / 1000} s, ${WORDS_A_SENTENCE} words each)`,
    file: (work) => elanFiles(work).eaf,
    targetS: 15,
  },
];

if (process.argv[2] === 'child') {
  await runChild(CHILD_JOBS, process.argv.slice(3));
} else {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-bench-texts-'));
  try {
    const cpu = os.cpus();
    console.log(
      `${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}; ` +
        `each import in a child process of its own, into an installation holding ${LEXICON_ENTRIES} generated entries`,
    );
    const lexicon = makeLexicon(work, LEXICON_ENTRIES);
    CASES.forEach((c, i) => {
      if (ONLY && c.half !== ONLY) return;
      const dataDir = path.join(work, `installation-${i}`);
      inChild(import.meta.filename, 'import-file', dataDir, [lexicon]);
      const f = c.job
        ? c.job(work, dataDir)
        : inChild(import.meta.filename, 'import-file', dataDir, [c.file!(work)]);
      const time =
        c.targetS === undefined ? '' : `target < ${c.targetS} s: ${verdict(f.ms / 1000 < c.targetS)}; `;
      console.log(
        `${c.name}: ${figuresOf(f)}   ${time}peak RSS < ${TARGET_PEAK_MB} MB: ${verdict(f.peakMb < TARGET_PEAK_MB)}`,
      );
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
