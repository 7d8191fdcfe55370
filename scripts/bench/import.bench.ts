// What moving a community's data in and out costs the server: each import or export runs in a
// child process of its own, through the code the Import page and `pnpm cli import` run
// (openContext, the import service), and the child's peak RSS is read from the kernel (VmHWM). The data
// is invented: recordings are random bytes named .mp3, so they do not compress, as real ones do not.
// Targets (issue 25): importing a 300 MB media bundle peaks under 250 MB of RSS ("Big archives,
// small memory"); importing WeSay's biatah.lift takes under 5 s, and a generated LIFT file of 20,000
// entries with a recording each under 30 s, both peaking under 250 MB ("LIFT in, whole").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servicesOf } from '../../apps/api/src/cli/commands/command';
import { openContext } from '../../apps/api/src/context';
import { BUNDLE_MANIFEST } from '../../apps/api/src/features/exchange/import/read-bundle';
import { writeZip } from '../../apps/api/src/features/exchange/zip-archive';
import { importFileJob, inChild, runChild } from './child-process';
import type { ChildFigures, ChildJobs } from './child-process';

const MB = 1024 ** 2;
const BUNDLE_RECORDINGS = Number(process.env.BENCH_BUNDLE_RECORDINGS ?? 3072);
const RECORDING_BYTES = 100 * 1024;
const TARGET_PEAK_MB = 250;
const LIFT_ENTRIES = Number(process.env.BENCH_LIFT_ENTRIES ?? 20_000);
/** Distinct recordings among the generated LIFT file's (each entry names its own file, a copy of one of these). */
const LIFT_DISTINCT_RECORDINGS = 16;
const BIATAH = path.join(import.meta.dirname, '../../apps/api/src/features/exchange/fixtures/biatah.lift');
const TARGET_BIATAH_S = 5;
const TARGET_LIFT_S = 30;

/**
 * The jobs a child process runs, by name: each takes its arguments and the data folder of an
 * installation (opened as the CLI opens it) and says what it did. A new measurement adds its job here.
 */
const CHILD_JOBS: ChildJobs = {
  'import-file': importFileJob(
    (report) => `${report.added.lexicon} entries and ${report.added.recordings} recordings added`,
  ),
  async 'export-file'(dataDir, [file]) {
    const ctx = openContext({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }, { fd: 2 });
    const wrote = await servicesOf(ctx).imports.exportFile(file!);
    ctx.db.close();
    return wrote;
  },
};

/**
 * Writes a media bundle as `export` writes it: a manifest of `recordings` invented words, each with
 * one word recording of `bytes` random bytes (an .mp3 by its name and first bytes).
 */
function makeBundle(work: string, recordings: number, bytes: number): string {
  const source = path.join(work, 'bundle-source');
  fs.mkdirSync(source, { recursive: true });
  const timestamp = new Date(0).toISOString();
  const lexicon = Array.from({ length: recordings }, (_, i) => ({
    id: i + 1,
    lex: `bench${i.toString(36)}`,
    pos: 'n',
    gloss: `benchmark gloss ${i}`,
    notes: 'benchmark entry, not language material',
  }));
  const takes = lexicon.map((entry) => ({
    kind: 'word',
    key: entry.lex,
    file: `${entry.lex}-take.mp3`,
    original: null,
    speaker: 'bench',
    timestamp,
  }));
  for (const take of takes) {
    const body = randomBytes(bytes);
    body.write('ID3', 0, 'latin1');
    fs.writeFileSync(path.join(source, take.file), body);
  }
  const manifest = {
    format: 'langapp-bundle',
    version: 1,
    exportedAt: timestamp,
    lexicon,
    recordings: takes,
  };
  const zip = path.join(work, 'bundle.zip');
  writeZip(zip, [
    { archivePath: BUNDLE_MANIFEST, data: JSON.stringify(manifest) },
    ...takes.map((t) => ({ archivePath: `media/audio/${t.file}`, sourcePath: path.join(source, t.file) })),
  ]);
  fs.rmSync(source, { recursive: true });
  return zip;
}

/** A short tone as an 8-bit mono PCM WAV file (8 kHz), as a recorder might leave it. */
function toneWav(hz: number, seconds = 0.3, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); // the fmt chunk's size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // bytes per sample frame
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++)
    wav[44 + i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * hz * i) / rate));
  return wav;
}

/**
 * Writes a LIFT 0.13 file of `entries` invented entries as FLEx exports them (a headword, an IPA
 * pronunciation with a recording, a sense with part of speech, gloss, definition and an example with
 * its translation, a typed note, a trait), with its audio/ folder: each entry's own WAV file, a copy
 * of one of LIFT_DISTINCT_RECORDINGS tones.
 */
function makeLift(work: string, entries: number): string {
  const dir = path.join(work, 'lift-source');
  const audio = path.join(dir, 'audio');
  fs.mkdirSync(audio, { recursive: true });
  const tones = Array.from({ length: LIFT_DISTINCT_RECORDINGS }, (_, i) => toneWav(220 + 40 * i));
  const file = path.join(dir, 'bench.lift');
  const out = fs.openSync(file, 'w');
  fs.writeSync(
    out,
    '<?xml version="1.0" encoding="UTF-8"?>\n<lift producer="langapp bench" version="0.13">\n',
  );
  for (let i = 0; i < entries; i++) {
    const word = `bench${i.toString(36)}`;
    const guid = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    const recording = `${word} take.wav`;
    fs.writeFileSync(path.join(audio, recording), tones[i % tones.length]!);
    fs.writeSync(
      out,
      `<entry dateCreated="2024-01-01T00:00:00Z" id="${word}_${guid}" guid="${guid}">` +
        `<lexical-unit><form lang="qaa"><text>${word}</text></form></lexical-unit>` +
        `<pronunciation><form lang="qaa-fonipa"><text>ˈ${word}</text></form><media href="${recording}"/></pronunciation>` +
        `<sense id="${guid}-1"><grammatical-info value="Noun"/><gloss lang="en"><text>benchmark gloss ${i}</text></gloss>` +
        `<definition><form lang="en"><text>an invented benchmark entry, not language material</text></form></definition>` +
        `<example><form lang="qaa"><text>${word} sample sentence</text></form>` +
        `<translation type="Free translation"><form lang="en"><text>sample sentence ${i}</text></form></translation></example></sense>` +
        `<note type="grammar"><form lang="en"><text>benchmark note</text></form></note>` +
        `<trait name="morph-type" value="stem"/></entry>\n`,
    );
  }
  fs.writeSync(out, '</lift>\n');
  fs.closeSync(out);
  return file;
}

const fmtMb = (mb: number) => `${mb.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
const figuresOf = (f: ChildFigures) =>
  `${(f.ms / 1000).toFixed(1)} s, peak RSS ${fmtMb(f.peakMb)} (${fmtMb(f.baseMb)} with the code loaded); ${f.result}`;

/** Imports a ~300 MB bundle into an empty installation, then exports it again; returns the installation. */
function measureBundle(work: string): void {
  const zip = makeBundle(work, BUNDLE_RECORDINGS, RECORDING_BYTES);
  const size = fs.statSync(zip).size / MB;
  const dataDir = path.join(work, 'installation');
  const imported = inChild(import.meta.filename, 'import-file', dataDir, [zip]);
  console.log(
    `bundle import, ${BUNDLE_RECORDINGS} recordings (${fmtMb(size)} zip): ${figuresOf(imported)}   ` +
      `target peak RSS < ${TARGET_PEAK_MB} MB: ${verdict(imported.peakMb < TARGET_PEAK_MB)}`,
  );
  fs.rmSync(zip);
  const exported = inChild(import.meta.filename, 'export-file', dataDir, [path.join(work, 'export.zip')]);
  const exportedSize = fs.statSync(path.join(work, 'export.zip')).size / MB;
  console.log(
    `bundle export, the same installation (${fmtMb(exportedSize)} zip): ${figuresOf(exported)}   reported`,
  );
}

/** Imports biatah.lift, then a generated LIFT file with recordings, each into an empty installation. */
function measureLift(work: string): void {
  const runs = [
    {
      name: 'LIFT import, biatah.lift (2,693 entries, 2,830 senses)',
      file: BIATAH,
      targetS: TARGET_BIATAH_S,
    },
    {
      name: `LIFT import, ${LIFT_ENTRIES.toLocaleString('en')} generated entries with a WAV recording each`,
      file: makeLift(work, LIFT_ENTRIES),
      targetS: TARGET_LIFT_S,
    },
  ];
  for (const run of runs) {
    const imported = inChild(
      import.meta.filename,
      'import-file',
      path.join(work, `lift-${path.basename(run.file, '.lift')}`),
      [run.file],
    );
    const seconds = imported.ms / 1000;
    console.log(
      `${run.name}: ${figuresOf(imported)}   target < ${run.targetS} s: ${verdict(seconds < run.targetS)}; ` +
        `peak RSS < ${TARGET_PEAK_MB} MB: ${verdict(imported.peakMb < TARGET_PEAK_MB)}`,
    );
  }
}

if (process.argv[2] === 'child') {
  await runChild(CHILD_JOBS, process.argv.slice(3));
} else {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-bench-import-'));
  try {
    const cpu = os.cpus();
    console.log(
      `${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}; ` +
        "each measurement in a child process of its own (peak RSS: the kernel's VmHWM)",
    );
    const only = process.env.BENCH_IMPORT;
    if (!only || only === 'bundle') measureBundle(work);
    if (!only || only === 'lift') measureLift(work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
