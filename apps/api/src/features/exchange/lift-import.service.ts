import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_VISIBILITY,
  emptyImportCounts,
  emptyImportReport,
  nounFor,
  stoppedImport,
} from '@langapp/shared';
import type { ImportKind, ImportReport, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';
import { AudioRejected, sniffAudio, transcodeToMp3 } from '../../lib/audio-transcode';
import type { Clock } from '../../lib/clock';
import { createContentHistory, importActor } from '../history/content-history';
import type { Actor } from '../history/content-history';
import { createEntriesRepo } from '../lexicon/entries.repo';
import type { EntryPartsIn, SenseIn } from '../lexicon/entries.repo';
import type { ApostropheRule } from '../lexicon/lexicon-io.service';
import { recordingFileNames, recordingFolders } from '../recordings/recordings.service';
import {
  chooseWritingSystems,
  emptySurvey,
  guidOf,
  mediaHrefsOf,
  planEntry,
  refusalOf,
  surveyEntry,
  whereOf,
} from './lift-entry-plan';
import type { FoundMedia, PlanContext, PlanWarning, PlannedEntry } from './lift-entry-plan';
import { readLift } from './lift-read';
import type { EntryExtra } from './lift-write';
import { createLiftRepo } from './lift.repo';
import type { LiftEntryRows } from './lift.repo';

export interface LiftImportOptions {
  /** Who imports, for the history of the entries it changes (ADR 059); the command line's by default. */
  actor?: Actor;
  /** The vernacular writing system of the headwords (default: the one most entries have). */
  ws?: string;
  /** The writing system of glosses, definitions and notes (default: the one most senses have). */
  glossWs?: string;
  /** Headwords' curly apostrophes: straightened unless 'keep'. */
  apostrophes?: ApostropheRule;
  dryRun?: boolean;
  skipInvalid?: boolean;
  /**
   * The level of the entries and recordings the import adds (ADR 062; default learners). An entry
   * it updates keeps its level, unless the file gives one (the visibility trait).
   */
  visibility?: Visibility;
}

/** What each warning of the plan says in the report. */
/** Each warning's words, after its count: "1 sense without ...", "3 senses without ...". */
const WARNINGS: Record<PlanWarning, (ws: { ws: string; glossWs: string }, count: number) => string> = {
  'no-pos': (_, n) => `${nounFor(n, 'sense')} without a part of speech (grammatical-info)`,
  'no-gloss': ({ glossWs }, n) => `${nounFor(n, 'sense')} without a gloss or definition in ${glossWs}`,
  'no-gloss-but-definition': ({ glossWs }, n) =>
    `${nounFor(n, 'sense')} without a gloss in ${glossWs}, with a definition`,
  'no-sense': (_, n) =>
    n === 1
      ? 'entry without a sense (it has an empty one here, not written back)'
      : 'entries without a sense (each has an empty one here, not written back)',
  'headword-in-other-ws': ({ ws }, n) =>
    `${nounFor(n, 'entry', 'entries')} whose headword is in another writing system than ${ws}`,
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

/**
 * A copy of `text` of its own. A string read from the file is a slice of its entry's text, and V8
 * keeps the whole text alive for as long as the slice: what is kept for every entry (guids, hrefs)
 * is copied, or a 20,000-entry file would be held twice over.
 */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** The recording an href names, checked: its kind (by its first bytes) and its bytes' hash; else why not. */
function checkMedia(dir: string, href: string): FoundMedia | string {
  const file = mediaPath(dir, href);
  if (file === 'unsafe') return `${href} is not a file beside the LIFT file.`;
  if (!file) return `${href} is not in the LIFT file's folder or its audio folder.`;
  const { hash, head } = digestOf(file);
  const container = sniffAudio(head);
  if (!container) return `${href} is not an audio recording.`;
  return { sourceName: path.basename(file), file, container, hash };
}

/** One buffer the files are read through (a recording may be large; 20,000 small ones must not each get one). */
const CHUNK = Buffer.allocUnsafeSlow(1024 * 1024);

/** A file's SHA-256 (base64) and its first bytes, read a chunk at a time. */
function digestOf(file: string): { hash: string; head: Buffer } {
  const sha = createHash('sha256');
  let head = Buffer.alloc(0);
  const fd = fs.openSync(file, 'r');
  try {
    for (let n; (n = fs.readSync(fd, CHUNK, 0, CHUNK.length, null)) > 0;) {
      if (head.length === 0) head = Buffer.from(CHUNK.subarray(0, Math.min(n, 16)));
      sha.update(CHUNK.subarray(0, n));
    }
  } finally {
    fs.closeSync(fd);
  }
  return { hash: sha.digest('base64'), head };
}

/** The comparable state of an entry: its row's fields and its parts, as the plan or the database has them. */
function stateOf(e: {
  lex: string;
  lexWs: string | null;
  glossWs: (string | null)[];
  notes: string;
  extra: string | null;
  senses: SenseIn[];
  forms: EntryPartsIn['forms'];
  typedNotes: EntryPartsIn['typedNotes'];
}): string {
  return JSON.stringify([
    e.lex,
    e.lexWs,
    e.glossWs,
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
function storedParts(
  rows: LiftEntryRows,
): EntryPartsIn & { senses: (SenseIn & { id: number; gloss_ws: string | null })[] } {
  return {
    senses: rows.senses.map((s) => ({
      id: s.id,
      gloss_ws: s.gloss_ws,
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

/** The hashes of the files of an entry's live takes (original and MP3). */
function storedHashes(repo: ReturnType<typeof createLiftRepo>, wordsDir: string, lexId: number): Set<string> {
  const hashes = new Set<string>();
  for (const take of repo.takesOf(lexId))
    for (const name of [take.original, take.filename])
      if (name && fs.existsSync(path.join(wordsDir, name)))
        hashes.add(digestOf(path.join(wordsDir, name)).hash);
  return hashes;
}

/** Thrown inside the transaction to roll it back: a dry run, or rejections that stop the import. */
class RollBack extends Error {}

/**
 * Imports a LIFT 0.13 lexicon with its recordings (ADR 049): every live entry with every sense,
 * note, form, example and recording; what the app does not model is kept for the export. Entries
 * are matched by guid, so an updated file updates the entries it brought before and removes (soft)
 * those FieldWorks deleted. The file is read twice, an entry at a time (a large file is never held
 * as a tree): first to choose the writing systems and check every entry and recording, then, once
 * the new recordings are converted to MP3 (each distinct file once), in one transaction that writes
 * the rows and stages the files beside the media folder; they are moved in when it commits. With a
 * rejection nothing is written unless `skipInvalid`. A dry run writes the same and rolls it back, so
 * its counts are the import's.
 */
export async function importLift(
  deps: { db: Db; mediaDir: string; ffmpeg: string; clock: Clock; scratchDir: string },
  file: string,
  options: LiftImportOptions = {},
): Promise<ImportReport> {
  const { db } = deps;
  const dryRun = options.dryRun ?? false;
  const addedLevel = options.visibility ?? DEFAULT_VISIBILITY;
  const report = emptyImportReport(['lexicon', 'recordings'], dryRun);
  const reject = (kind: ImportKind, where: string, reason: string) =>
    report.rejected.push({ kind, where, reason });
  const stopped = () => report.rejected.length > 0 && !options.skipInvalid;
  const doc = readLift(fs.readFileSync(file));
  const repo = createLiftRepo(db);
  const wordsDir = recordingFolders(deps.mediaDir).words;

  // 1. The first reading: the writing systems counted; entries without a headword, a guid met
  // twice, recordings missing or not audio refused; recordings none of their entry's takes has
  // (by their bytes) listed for conversion.
  const survey = emptySurvey();
  const media = new Map<string, FoundMedia | string>();
  const guids = new Set<string>();
  const toConvert = new Map<string, FoundMedia>();
  for (const entry of doc.entries()) {
    if (entry.deleted) continue;
    surveyEntry(survey, entry);
    const where = whereOf(entry);
    const guid = guidOf(entry);
    const refusal =
      refusalOf(entry) ??
      (guids.has(guid) ? `Its guid ${guid} is another entry's in the same file.` : undefined);
    if (refusal) {
      reject('lexicon', where, refusal);
      continue;
    }
    guids.add(detached(guid));
    const stored = repo.byGuid(guid);
    const known = stored ? storedHashes(repo, wordsDir, stored.id) : new Set<string>();
    for (const href of mediaHrefsOf(entry)) {
      let found = media.get(href);
      if (found === undefined) media.set(detached(href), (found = checkMedia(path.dirname(file), href)));
      if (typeof found === 'string') reject('recordings', where, found);
      else if (!known.has(found.hash)) toConvert.set(found.hash, found);
    }
  }
  const langs = chooseWritingSystems(survey, options, repo.liftSettings().glossWs);
  report.writingSystems = { headwords: langs.ws, glosses: langs.glossWs, others: langs.others };
  if (stopped() && !dryRun) return stoppedImport(report);

  // 2. The new recordings converted, each distinct file once, a few at a time (not for a dry run).
  fs.mkdirSync(deps.scratchDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(deps.scratchDir, 'lift-'));
  /** Each staged file's final name in the words' folder (it waits as `.tmp-<name>`). */
  const staged: string[] = [];
  const tmp = (name: string) => path.join(wordsDir, `.tmp-${name}`);
  try {
    const converted = new Map<string, string | Error>();
    /**
     * A converted MP3 moved to its take's place. A second take of the same file gets a hard link
     * to it, a name of its own for the same bytes (recordings are never written in place), or a
     * copy where the file system has no links.
     */
    const placed = new Map<string, string>();
    const stageMp3 = (mp3: string, to: string) => {
      const first = placed.get(mp3);
      try {
        if (first) fs.linkSync(first, to);
        else fs.renameSync(mp3, to);
      } catch {
        fs.copyFileSync(first ?? mp3, to);
      }
      placed.set(mp3, first ?? to);
    };
    if (!dryRun) {
      let n = 0;
      await inParallel([...toConvert.values()], os.availableParallelism(), async (m) => {
        const mp3 = path.join(scratch, `${++n}.mp3`);
        try {
          await transcodeToMp3(m.file, mp3, deps.ffmpeg);
          converted.set(m.hash, mp3);
        } catch (err) {
          if (!(err instanceof AudioRejected)) throw err;
          converted.set(m.hash, err);
        }
      });
      fs.mkdirSync(wordsDir, { recursive: true });
    }

    // 3. The second reading, in one transaction: each entry planned, compared with the one stored
    // under its guid and written; its new takes' files staged.
    const entries = createEntriesRepo(db);
    const now = deps.clock.now();
    const changes = createContentHistory(db, deps.clock).batch(options.actor ?? importActor(null));
    const writeAll = db.transaction(() => {
      const warnings = new Map<PlanWarning, { count: number; where: string[] }>();
      const context: PlanContext = {
        langs,
        apostrophes: options.apostrophes ?? 'straighten',
        warn(warning, where) {
          const w = warnings.get(warning) ?? { count: 0, where: [] };
          w.count += 1;
          if (w.where.length < WARNING_EXAMPLES) w.where.push(where);
          warnings.set(warning, w);
        },
        media: (href) => {
          const found = media.get(href);
          return typeof found === 'string' ? undefined : found;
        },
      };
      const planned = new Set<string>();
      const deleted: string[] = [];
      const homographs: [number, number][] = [];
      let nextId = repo.maxId() + 1;
      for (const entry of doc.entries()) {
        if (entry.deleted) {
          deleted.push(detached(guidOf(entry)));
          continue;
        }
        const plan = planEntry(entry, context);
        // Refused in the first reading.
        if ('refused' in plan || planned.has(plan.guid)) continue;
        planned.add(detached(plan.guid));
        const lexId = writeEntry(plan);
        if (plan.order !== undefined) homographs.push([lexId, plan.order]);
      }
      report.warnings = [...warnings].map(([warning, w]) => ({
        kind: 'lexicon' as const,
        reason: WARNINGS[warning](langs, w.count),
        ...w,
      }));
      // Homograph numbers last: adding and renaming entries renumbers their headwords' entries.
      for (const [id, order] of homographs) repo.setHomograph(id, order);
      // Entries FieldWorks deleted that are live here (and not in the file again under their guid).
      let removed = 0;
      for (const guid of deleted) {
        const row = planned.has(guid) ? undefined : repo.byGuid(guid);
        if (row) changes.before('entry', row.id);
        if (row && repo.softDelete(row.id, now.toISOString())) removed += 1;
      }
      report.removed = { ...emptyImportCounts(), lexicon: removed };
      repo.rememberLiftSettings({ ws: langs.ws, glossWs: langs.glossWs, header: doc.header });
      if (dryRun || stopped()) throw new RollBack();
      changes.commit();
      report.written = true;

      /** Writes one entry (unless it is unchanged) and its new takes; gives its id. */
      function writeEntry(plan: PlannedEntry): number {
        const before = repo.byGuid(plan.guid);
        let parts: EntryPartsIn = plan;
        let extra = plan.extra;
        let lexId: number;
        if (before) {
          const stored = storedParts(repo.partsOf(before.id));
          const matched = matchStored(plan, stored, before.lift_extra);
          parts = { ...plan, senses: matched.senses };
          extra = matched.extra;
          const same =
            before.deleted_at === null &&
            (plan.order === undefined || plan.order === before.homograph) &&
            (plan.visibility === undefined || plan.visibility === before.visibility) &&
            stateOf({ ...plan, ...parts, extra, glossWs: parts.senses.map(() => plan.glossWs) }) ===
              stateOf({
                lex: before.lex,
                // A word typed here has no writing system yet: the file giving one is no change.
                lexWs: before.lex_ws ?? plan.lexWs,
                glossWs: stored.senses.map((x) => x.gloss_ws ?? plan.glossWs),
                notes: before.notes,
                extra: before.lift_extra,
                ...stored,
              });
          // A deleted entry brought back counts as added, as the CSV import counts it.
          report[before.deleted_at !== null ? 'added' : same ? 'unchanged' : 'updated'].lexicon += 1;
          lexId = before.id;
          if (!same) {
            changes.before('entry', lexId);
            repo.update({ id: lexId, lex: plan.lex, notes: plan.notes, lift_extra: extra });
            entries.writeParts(lexId, parts);
            repo.setWritingSystems(lexId, plan);
            // History (issue 27): a level the file changes is part of this entry's new version.
            if (plan.visibility !== undefined) repo.setVisibility(lexId, plan.visibility);
          }
        } else {
          // A new entry keeps the app id it had when the app wrote the file, when that id is free.
          lexId = plan.appId !== undefined && !repo.idTaken(plan.appId) ? plan.appId : nextId;
          nextId = Math.max(nextId, lexId + 1);
          changes.before('entry', lexId);
          const first = parts.senses[0]!;
          repo.insert({
            id: lexId,
            guid: plan.guid,
            lex: plan.lex,
            pos: first.pos,
            gloss: first.gloss,
            notes: plan.notes,
            lift_extra: extra,
            visibility: plan.visibility ?? addedLevel,
          });
          // The sense the database gave the new entry becomes its first.
          entries.writeParts(lexId, {
            ...parts,
            senses: [{ ...first, id: repo.firstSense(lexId) }, ...parts.senses.slice(1)],
          });
          repo.setWritingSystems(lexId, plan);
          report.added.lexicon += 1;
        }
        const known = before ? storedHashes(repo, wordsDir, before.id) : new Set<string>();
        for (const m of plan.media) {
          if (known.has(m.hash)) {
            report.unchanged.recordings += 1;
            continue;
          }
          // The same recording twice in an entry is one take.
          known.add(m.hash);
          if (dryRun) {
            report.added.recordings += 1;
            continue;
          }
          const mp3 = converted.get(m.hash);
          if (typeof mp3 !== 'string') {
            reject('recordings', plan.where, `${m.sourceName}: ${mp3?.message ?? 'it was not converted.'}`);
            continue;
          }
          const names = recordingFileNames(plan.lex, m.container, now);
          fs.copyFileSync(m.file, tmp(names.original));
          staged.push(names.original);
          stageMp3(mp3, tmp(names.filename));
          staged.push(names.filename);
          repo.addTake({
            word: plan.lex,
            lex_id: lexId,
            ...names,
            speaker: m.speaker,
            timestamp: now.toISOString(),
            source_name: m.sourceName,
            visibility: addedLevel,
          });
          report.added.recordings += 1;
        }
        return lexId;
      }
    });
    try {
      writeAll();
    } catch (err) {
      for (const name of staged) fs.rmSync(tmp(name), { force: true });
      if (err instanceof RollBack) return stoppedImport(report);
      throw err;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  for (const name of staged) fs.renameSync(tmp(name), path.join(wordsDir, name));
  return report;
}
