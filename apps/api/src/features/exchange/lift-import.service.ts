import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyImportCounts, emptyImportReport, stoppedImport } from '@langapp/shared';
import type { ImportKind, ImportReport } from '@langapp/shared';
import type { Db } from '../../db/database';
import { AudioRejected, sniffAudio, transcodeToMp3 } from '../../lib/audio-transcode';
import type { AudioContainer } from '../../lib/audio-transcode';
import type { Clock } from '../../lib/clock';
import { createEntriesRepo } from '../lexicon/entries.repo';
import type { EntryPartsIn, SenseIn } from '../lexicon/entries.repo';
import type { ApostropheRule } from '../lexicon/lexicon-io.service';
import { recordingFileNames, recordingFolders } from '../recordings/recordings.service';
import {
  chooseWritingSystems,
  emptySurvey,
  guidOf,
  planEntry,
  surveyEntry,
  whereOf,
} from './lift-entry-plan';
import type { FoundMedia, PlanContext, PlanWarning, PlannedEntry, PlannedMedia } from './lift-entry-plan';
import { readLift } from './lift-read';
import type { EntryExtra } from './lift-write';
import { createLiftRepo } from './lift.repo';
import type { LiftEntryRows } from './lift.repo';

export interface LiftImportOptions {
  /** The vernacular writing system of the headwords (default: the one most entries have). */
  ws?: string;
  /** The writing system of glosses, definitions and notes (default: the one most senses have). */
  glossWs?: string;
  /** Headwords' curly apostrophes: straightened unless 'keep'. */
  apostrophes?: ApostropheRule;
  dryRun?: boolean;
  skipInvalid?: boolean;
}

/** What each warning of the plan says in the report. */
const WARNINGS: Record<PlanWarning, (ws: { ws: string; glossWs: string }) => string> = {
  'no-pos': () => 'senses without a part of speech (grammatical-info)',
  'no-gloss': ({ glossWs }) => `senses without a gloss or definition in ${glossWs}`,
  'no-gloss-but-definition': ({ glossWs }) => `senses without a gloss in ${glossWs}, with a definition`,
  'no-sense': () => 'entries without a sense (each has an empty one here, not written back)',
  'headword-in-other-ws': ({ ws }) => `entries whose headword is in another writing system than ${ws}`,
};
/** How many places a warning names. */
const WARNING_EXAMPLES = 5;

/**
 * The file a media href names, inside `dir` or its audio/ folder (FLEx keeps recordings there and
 * names them by file name alone), as written or URL-decoded; undefined when it is in neither.
 * Hrefs that would leave the folder (absolute, `..`, a URL of another scheme) are 'unsafe'.
 */
function mediaPath(dir: string, href: string): string | 'unsafe' | undefined {
  const names = [href.replace(/^file:\/\//i, '')];
  try {
    names.push(decodeURIComponent(names[0]!));
  } catch {
    // Not URL-encoded: the name as written is the only one.
  }
  const root = path.resolve(dir);
  for (const raw of names) {
    const name = raw.replaceAll('\\', '/');
    if (/^[a-z][a-z0-9+.-]*:/i.test(name) || path.isAbsolute(name) || name.split('/').includes('..'))
      return 'unsafe';
    for (const candidate of [path.resolve(root, name), path.resolve(root, 'audio', name)]) {
      if (
        candidate.startsWith(root + path.sep) &&
        fs.existsSync(candidate) &&
        fs.statSync(candidate).isFile()
      )
        return candidate;
    }
  }
  return undefined;
}

/** What kind of recording the file is, by its first bytes (null: none). */
function audioContainerOf(file: string): AudioContainer | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return sniffAudio(head.subarray(0, fs.readSync(fd, head, 0, 16, 0)));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * `text` in a buffer of its own: Buffer.from would take a slice of the shared 8 KB pool, and one
 * kept slice keeps its whole slab (with the recordings read beside it) alive.
 */
function utf8(text: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  buffer.write(text);
  return buffer;
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The comparable state of an entry: its row's fields and its parts, as the plan or the database has them. */
function stateOf(e: {
  lex: string;
  notes: string;
  extra: string | null;
  senses: SenseIn[];
  forms: EntryPartsIn['forms'];
  typedNotes: EntryPartsIn['typedNotes'];
}): string {
  return JSON.stringify([
    e.lex,
    e.notes,
    e.extra,
    e.senses.map((s) => [
      s.lift_id ?? null,
      s.pos,
      s.gloss,
      s.definition,
      s.lift_extra ?? null,
      s.examples.map((x) => [x.text, x.translation, x.lift_extra ?? null]),
      s.notes.map((n) => [n.type, n.text]),
    ]),
    e.forms.map((f) => [f.kind, f.ws, f.text]),
    e.typedNotes.map((n) => [n.type, n.text]),
  ]);
}

/** An entry's parts as stored, in the shape the plan gives them (with the stored ids). */
function storedParts(rows: LiftEntryRows): EntryPartsIn & { senses: (SenseIn & { id: number })[] } {
  return {
    senses: rows.senses.map((s) => ({
      id: s.id,
      pos: s.pos,
      gloss: s.gloss,
      definition: s.definition,
      lift_id: s.lift_id,
      lift_extra: s.lift_extra,
      examples: rows.examples
        .filter((x) => x.sense_id === s.id)
        .map((x) => ({ id: x.id, text: x.text, translation: x.translation, lift_extra: x.lift_extra })),
      notes: rows.notes.filter((n) => n.sense_id === s.id).map((n) => ({ type: n.type, text: n.text })),
    })),
    forms: rows.forms.map((f) => ({ kind: f.kind, ws: f.ws, text: f.text })),
    typedNotes: rows.notes.filter((n) => n.sense_id === null).map((n) => ({ type: n.type, text: n.text })),
  };
}

/**
 * The plan's senses with the ids of the stored senses they are (by FLEx's sense id, else by place),
 * and their examples with the ids of the stored examples at their places, so that writeParts keeps
 * them. What the file does not say (a sense id or an entry id the export gave) is kept.
 */
function matchStored(plan: PlannedEntry, stored: ReturnType<typeof storedParts>, storedExtra: string | null) {
  const free = new Set(stored.senses.map((s) => s.id));
  const byLiftId = new Map(stored.senses.filter((s) => s.lift_id).map((s) => [s.lift_id!, s]));
  const senses = plan.senses.map((sense, i) => {
    let match = sense.lift_id ? byLiftId.get(sense.lift_id) : undefined;
    const atPlace = stored.senses[i];
    if (!match && atPlace && (!sense.lift_id || !atPlace.lift_id)) match = atPlace;
    if (!match || !free.has(match.id)) return sense;
    free.delete(match.id);
    return {
      ...sense,
      id: match.id,
      lift_id: sense.lift_id ?? match.lift_id,
      examples: sense.examples.map((x, j) => ({ ...x, id: match.examples[j]?.id })),
    };
  });
  let extra = plan.extra;
  const storedId = storedExtra ? (JSON.parse(storedExtra) as EntryExtra).id : undefined;
  if (storedId) {
    const planned = (extra ? JSON.parse(extra) : {}) as EntryExtra;
    if (!planned.id) extra = JSON.stringify({ id: storedId, ...planned });
  }
  return { senses, extra };
}

/** Runs `job` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

type Outcome = 'added' | 'updated' | 'unchanged';
/** A recording to add, and the names its files get once staged. */
type NewMedia = PlannedMedia & { hash: string; filename?: string; original?: string };

/** What the import will do with one entry of the file, decided before anything is written. */
interface EntryWork {
  where: string;
  guid: string;
  lex: string;
  appId: number | undefined;
  order: number | undefined;
  /** The stored entry with the entry's guid, if any. */
  storedId: number | undefined;
  outcome: Outcome;
  /** The row's fields and the parts to write (an EntryWrite), as UTF-8 JSON: a file may have 20,000 entries. */
  write: Buffer | undefined;
  newMedia: NewMedia[];
}
interface EntryWrite {
  notes: string;
  extra: string | null;
  parts: EntryPartsIn;
}

/**
 * Reads the file and decides what to do with each entry (steps 1 to 3 of importLift); nothing is
 * written. The file's text is let go when it returns.
 */
function planImport(
  deps: { db: Db; mediaDir: string },
  file: string,
  options: LiftImportOptions,
  report: ImportReport,
) {
  const reject = (kind: ImportKind, where: string, reason: string) =>
    report.rejected.push({ kind, where, reason });
  const doc = readLift(fs.readFileSync(file, 'utf8'));
  const dir = path.dirname(file);

  // 1. The writing systems: counted over the live entries, then chosen.
  const survey = emptySurvey();
  for (const e of doc.entries()) if (!e.deleted) surveyEntry(survey, e);
  const langs = chooseWritingSystems(survey, options);
  report.writingSystems = { headwords: langs.ws, glosses: langs.glossWs, others: langs.others };

  // 2. Each entry planned, its recordings found and checked, then compared with the entry stored
  // under its guid; its new recordings are those whose bytes none of that entry's takes has.
  const repo = createLiftRepo(deps.db);
  const wordsDir = recordingFolders(deps.mediaDir).words;
  const warnings = new Map<PlanWarning, { count: number; where: string[] }>();
  const checked = new Map<string, FoundMedia | string>();
  const work: EntryWork[] = [];
  const deleted: string[] = [];
  const guids = new Set<string>();
  const context: PlanContext = {
    langs,
    apostrophes: options.apostrophes ?? 'straighten',
    warn(warning, where) {
      const w = warnings.get(warning) ?? { count: 0, where: [] };
      w.count += 1;
      if (w.where.length < WARNING_EXAMPLES) w.where.push(where);
      warnings.set(warning, w);
    },
    media(href, where) {
      let found = checked.get(href);
      if (found === undefined) {
        const file = mediaPath(dir, href);
        const container = file && file !== 'unsafe' ? audioContainerOf(file) : null;
        found =
          file === 'unsafe'
            ? `${href} is not a file beside the LIFT file.`
            : !file
              ? `${href} is not in the LIFT file's folder or its audio folder.`
              : !container
                ? `${href} is not an audio recording.`
                : { sourceName: path.basename(file), file, container };
        checked.set(href, found);
      }
      if (typeof found === 'string') return void reject('recordings', where, found);
      return found;
    },
  };
  for (const entry of doc.entries()) {
    if (entry.deleted) {
      deleted.push(guidOf(entry));
      continue;
    }
    const plan = planEntry(entry, context);
    if ('refused' in plan) {
      reject('lexicon', whereOf(entry), plan.refused);
      continue;
    }
    if (guids.has(plan.guid)) {
      reject('lexicon', plan.where, `Its guid ${plan.guid} is another entry's in the same file.`);
      continue;
    }
    guids.add(plan.guid);
    const before = repo.byGuid(plan.guid);
    let parts: EntryPartsIn = plan;
    let extra = plan.extra;
    let outcome: Outcome = 'added';
    const knownBytes = new Set<string>();
    if (before) {
      const stored = storedParts(repo.partsOf(before.id));
      const matched = matchStored(plan, stored, before.lift_extra);
      parts = { ...plan, senses: matched.senses };
      extra = matched.extra;
      const same =
        before.deleted_at === null &&
        (plan.order === undefined || plan.order === before.homograph) &&
        stateOf({ ...plan, ...parts, extra }) ===
          stateOf({ lex: before.lex, notes: before.notes, extra: before.lift_extra, ...stored });
      outcome = before.deleted_at !== null ? 'added' : same ? 'unchanged' : 'updated';
      for (const take of repo.takesOf(before.id))
        for (const f of [take.original, take.filename])
          if (f && fs.existsSync(path.join(wordsDir, f))) knownBytes.add(sha256(path.join(wordsDir, f)));
    }
    const newMedia: NewMedia[] = [];
    for (const m of plan.media) {
      const hash = sha256(m.file);
      if (knownBytes.has(hash)) report.unchanged.recordings += 1;
      else {
        newMedia.push({ ...m, hash });
        // The same recording twice in an entry is one take.
        knownBytes.add(hash);
      }
    }
    report[outcome].lexicon += 1;
    const write: EntryWrite = {
      notes: plan.notes,
      extra,
      parts: { senses: parts.senses, forms: parts.forms, typedNotes: parts.typedNotes },
    };
    work.push({
      where: plan.where,
      guid: plan.guid,
      lex: plan.lex,
      appId: plan.appId,
      order: plan.order,
      storedId: before?.id,
      outcome,
      write: outcome === 'unchanged' ? undefined : utf8(JSON.stringify(write)),
      newMedia,
    });
  }
  report.warnings = [...warnings].map(([warning, w]) => ({
    kind: 'lexicon' as const,
    reason: WARNINGS[warning](langs),
    ...w,
  }));
  // 3. Entries FieldWorks deleted that are live here (and not in the file again under their guid).
  const removed = deleted.flatMap((guid) => {
    const row = guids.has(guid) ? undefined : repo.byGuid(guid);
    return row && row.deleted_at === null ? [row.id] : [];
  });
  report.removed = { ...emptyImportCounts(), lexicon: removed.length };
  return { langs, header: doc.header, work, removed };
}

/**
 * Imports a LIFT 0.13 lexicon with its recordings (ADR 049): every live entry with every sense,
 * note, form, example and recording; what the app does not model is kept for the export. Entries
 * are matched by guid, so an updated file updates the entries it brought before and removes (soft)
 * those FieldWorks deleted. Everything is read and checked first; new recordings are converted to
 * MP3 beside the media folder (each distinct file once); then one transaction writes the rows and
 * moves the files in. With a rejection nothing is written unless `skipInvalid`; a dry run writes nothing.
 */
export async function importLift(
  deps: { db: Db; mediaDir: string; ffmpeg: string; clock: Clock; scratchDir: string },
  file: string,
  options: LiftImportOptions = {},
): Promise<ImportReport> {
  const { db } = deps;
  const dryRun = options.dryRun ?? false;
  const report = emptyImportReport(['lexicon', 'recordings'], dryRun);
  const reject = (kind: ImportKind, where: string, reason: string) =>
    report.rejected.push({ kind, where, reason });
  const { langs, header, work, removed } = planImport(deps, file, options, report);
  const allNewMedia = work.flatMap((w) => w.newMedia);
  if (dryRun) {
    report.added.recordings += allNewMedia.length;
    return report;
  }
  const stopped = () => report.rejected.length > 0 && !options.skipInvalid;
  if (stopped()) return stoppedImport(report);

  // 4. The new recordings converted (each distinct file once, a few at a time), then each take's
  // two files staged beside the media folder under temporary names (moved in after the transaction).
  const wordsDir = recordingFolders(deps.mediaDir).words;
  fs.mkdirSync(deps.scratchDir, { recursive: true });
  fs.mkdirSync(wordsDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(deps.scratchDir, 'lift-'));
  const staged = allNewMedia;
  /** A staged take's files: [temporary, final] for its original and its MP3. */
  const stagedFiles = (m: NewMedia): [string, string][] =>
    [m.original, m.filename].flatMap((name): [string, string][] =>
      name ? [[path.join(wordsDir, `.tmp-${name}`), path.join(wordsDir, name)]] : [],
    );
  const discardAll = () => {
    for (const m of staged)
      for (const pair of stagedFiles(m)) for (const f of pair) fs.rmSync(f, { force: true });
  };
  try {
    const converted = new Map<string, string | Error>();
    const distinct = [...new Map(allNewMedia.map((m) => [m.hash, m])).values()];
    await inParallel(distinct, os.availableParallelism(), async (m) => {
      const mp3 = path.join(scratch, `${m.hash}.mp3`);
      try {
        await transcodeToMp3(m.file, mp3, deps.ffmpeg);
        converted.set(m.hash, mp3);
      } catch (err) {
        if (!(err instanceof AudioRejected)) throw err;
        converted.set(m.hash, err);
      }
    });
    const now = deps.clock.now();
    for (const w of work) {
      for (const m of w.newMedia) {
        const mp3 = converted.get(m.hash)!;
        if (mp3 instanceof Error) {
          reject('recordings', w.where, `${m.sourceName}: ${mp3.message}`);
          continue;
        }
        Object.assign(m, recordingFileNames(w.lex, m.container, now));
        const [original, filename] = stagedFiles(m);
        fs.copyFileSync(m.file, original![0]);
        fs.copyFileSync(mp3, filename![0]);
      }
    }
  } catch (err) {
    discardAll();
    throw err;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  if (stopped()) {
    discardAll();
    return stoppedImport(report);
  }

  // 5. One transaction: the entries, their homograph numbers, the removed entries, the takes.
  const repo = createLiftRepo(db);
  const entries = createEntriesRepo(db);
  const timestamp = deps.clock.now().toISOString();
  const write = db.transaction(() => {
    let nextId = repo.maxId() + 1;
    const homographs: [number, number][] = [];
    for (const w of work) {
      let lexId = w.storedId;
      const planned = w.write && (JSON.parse(w.write.toString('utf8')) as EntryWrite);
      if (lexId !== undefined) {
        if (planned) {
          repo.update({ id: lexId, lex: w.lex, notes: planned.notes, lift_extra: planned.extra });
          entries.writeParts(lexId, planned.parts);
        }
      } else if (planned) {
        // A new entry keeps the app id it had when the app wrote the file, when that id is free.
        lexId = w.appId !== undefined && !repo.idTaken(w.appId) ? w.appId : nextId;
        nextId = Math.max(nextId, lexId + 1);
        const first = planned.parts.senses[0]!;
        repo.insert({
          id: lexId,
          guid: w.guid,
          lex: w.lex,
          pos: first.pos,
          gloss: first.gloss,
          notes: planned.notes,
          lift_extra: planned.extra,
        });
        // The sense the database gave the new entry becomes its first.
        first.id = repo.firstSense(lexId);
        entries.writeParts(lexId, planned.parts);
      }
      if (lexId === undefined) continue;
      if (w.order !== undefined) homographs.push([lexId, w.order]);
      for (const m of w.newMedia) {
        if (!m.filename || !m.original) continue;
        repo.addTake({
          word: w.lex,
          lex_id: lexId,
          filename: m.filename,
          original: m.original,
          speaker: m.speaker,
          timestamp,
          source_name: m.sourceName,
        });
        report.added.recordings += 1;
      }
    }
    // Homograph numbers last: adding and renaming entries renumbers their headwords' entries.
    for (const [id, order] of homographs) repo.setHomograph(id, order);
    for (const id of removed) repo.softDelete(id, timestamp);
    repo.rememberLiftSettings({ ws: langs.ws, glossWs: langs.glossWs, header });
    for (const m of staged) for (const [tmp, final] of stagedFiles(m)) fs.renameSync(tmp, final);
    report.written = true;
  });
  try {
    write();
  } catch (err) {
    discardAll();
    throw err;
  }
  return report;
}
