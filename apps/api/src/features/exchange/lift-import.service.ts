import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  emptyImportCounts,
  emptyImportReport,
  sameSense,
  stoppedImport,
  writingSystemLabel,
} from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, ImportKind, ImportReport, Visibility } from '@langapp/shared';
import { AudioRejected, transcodeToMp3 } from '../../lib/audio-transcode';
import { importActor } from '../history/content-history';
import type { Actor } from '../history/content-history';
import type { EntryPartsIn } from '../lexicon/entries.repo';
import { recordingFileNames, recordingFolders } from '../recordings/recordings.service';
import type { ExchangeDeps } from './import/exchange-deps';
import { addedLevelOf, levelOf } from './import/plan';
import { readLiftPartsOfSpeech } from './import/read-lift-ranges';
import type { ApostropheRule } from './import/read-table';
import { guidOf, mediaHrefsOf, planEntry, refusalOf, whereOf } from './lift-entry-plan';
import type { FoundMedia, PlanContext, PlanWarning, PlannedEntry } from './lift-entry-plan';
import { createLiftPlanner } from './lift-match';
import { checkMedia, inParallel, storedHashes } from './lift-media';
import { readLift } from './lift-read';
import { matchStored, stateOf, storedParts } from './lift-stored';
import { chooseWritingSystems, emptySurvey, surveyEntry } from './lift-survey';
import { WARNING_EXAMPLES, WARNINGS } from './lift-warnings';
import { fileWritingSystemNames, writingSystemNames } from './writing-system-names';

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
  /** What to do with each entry that may duplicate a word loaded from elsewhere, by its `where` (ADR 068). */
  decisions?: ImportDecisions;
  /** ... and with those `decisions` does not name; without either they wait and nothing is written. */
  duplicates?: DuplicateAction;
  /**
   * The level of the entries and recordings the import adds (ADR 062; default learners). An entry
   * it updates keeps its level, unless the file gives one (the visibility trait).
   */
  visibility?: Visibility;
}

/**
 * A copy of `text` of its own. A string read from the file is a slice of its entry's text, and V8
 * keeps the whole text alive for as long as the slice: what is kept for every entry (guids, hrefs)
 * is copied, or a 20,000-entry file would be held twice over.
 */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

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
  deps: Pick<ExchangeDeps, 'repos' | 'history' | 'mediaDir' | 'ffmpeg' | 'clock' | 'scratchDir'>,
  file: string,
  options: LiftImportOptions = {},
): Promise<ImportReport> {
  const { repos } = deps;
  const dryRun = options.dryRun ?? false;
  const addedLevel = addedLevelOf(options.visibility);
  const report = emptyImportReport(['lexicon', 'recordings'], dryRun);
  const reject = (kind: ImportKind, where: string, reason: string) =>
    report.rejected.push({ kind, where, reason });
  const stopped = () => report.rejected.length > 0 && !options.skipInvalid;
  const doc = readLift(fs.readFileSync(file));
  const repo = repos.lift;
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
  const codes = [...new Set([...survey.headwords.keys(), ...survey.glosses.keys(), ...survey.others])].sort();
  const names = writingSystemNames(codes, fileWritingSystemNames(file));
  const details = codes.map((code) => ({
    code,
    ...(names.has(code) ? { name: names.get(code) } : {}),
    headwords: survey.headwords.get(code) ?? 0,
    glosses: survey.glosses.get(code) ?? 0,
  }));
  report.writingSystems = { headwords: langs.ws, glosses: langs.glossWs, others: langs.others, details };
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
    const { entries } = repos;
    const now = deps.clock.now();
    const changes = deps.history.batch(options.actor ?? importActor(null));
    const writeAll = () =>
      repo.transaction(() => {
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
        const matcher = createLiftPlanner(repos, guids, options);
        let nextId = repo.maxId() + 1;
        for (const entry of doc.entries()) {
          if (entry.deleted) {
            matcher.declaredDeleted(detached(guidOf(entry)));
            continue;
          }
          const plan = planEntry(entry, context);
          // Refused in the first reading.
          if ('refused' in plan || planned.has(plan.guid)) continue;
          planned.add(detached(plan.guid));
          matcher.holds(detached(plan.guid));
          const lexId = writeEntry(plan);
          if (lexId !== undefined && plan.order !== undefined) matcher.numbered(lexId, plan.lex, plan.order);
        }
        const ranges = readLiftPartsOfSpeech(file, doc.header);
        if (ranges.unreadable) context.warn('ranges-unreadable', ranges.unreadable);
        report.warnings = [...warnings].map(([warning, w]) => ({
          kind: 'lexicon' as const,
          // The writing systems by name, as the report's other lines say them.
          reason: WARNINGS[warning](
            {
              ws: writingSystemLabel(langs.ws, details),
              glossWs: writingSystemLabel(langs.glossWs, details),
            },
            w.count,
          ),
          ...w,
        }));
        // Homograph numbers last: adding and renaming entries renumbers their headwords' entries.
        for (const h of matcher.homographs(repos.lexiconIo.sameHeadword))
          repos.lexiconIo.setHomograph(h.id, h.homograph);
        // Entries FieldWorks deleted that are live here (and not in the file again under their guid).
        let removed = 0;
        for (const id of matcher.removals((guid) => repo.byGuid(guid)?.id)) {
          changes.before('entry', id);
          if (repo.softDelete(id, now.toISOString())) removed += 1;
        }
        report.removed = { ...emptyImportCounts(), lexicon: removed };
        repo.rememberLiftSettings({ ws: langs.ws, glossWs: langs.glossWs, header: doc.header });
        // FieldWorks' parts of speech, for the console's list (ADR 073).
        repo.rememberRangeElements('grammatical-info', ranges.values);
        report.lexiconRows = matcher.rows();
        // A possible duplicate waiting for the teacher's decision stops the import, as a spreadsheet's does.
        if (dryRun || stopped() || matcher.undecided()) throw new RollBack();
        changes.commit();
        report.written = true;

        /**
         * Writes one entry (unless it is unchanged) and its new takes; gives its id, or undefined when
         * nothing was written for it (a possible duplicate skipped or waiting for a decision).
         */
        function writeEntry(plan: PlannedEntry): number | undefined {
          let before = repo.byGuid(plan.guid);
          if (!before) {
            // Not known by its guid: the same word loaded from elsewhere, or a possible duplicate.
            const placed = matcher.place(plan);
            if (placed.kind === 'refused') reject('lexicon', plan.where, placed.reason);
            if (placed.kind === 'refused' || placed.kind === 'skip' || placed.kind === 'waiting')
              return undefined;
            if (placed.kind === 'new-senses') return addSenses(placed.id, plan);
            if (placed.kind === 'same') {
              changes.before('entry', placed.id);
              repo.setGuid(placed.id, plan.guid);
              before = repo.byGuid(plan.guid);
            }
          }
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
            const outcome = before.deleted_at !== null ? 'added' : same ? 'unchanged' : 'updated';
            report[outcome].lexicon += 1;
            lexId = before.id;
            matcher.written(plan, lexId, outcome);
            if (!same) {
              changes.before('entry', lexId);
              repo.update({
                id: lexId,
                lex: plan.lex,
                lex_ws: plan.lexWs,
                notes: plan.notes,
                lift_extra: extra,
              });
              entries.writeParts(lexId, parts);
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
              lex_ws: plan.lexWs,
              pos: first.pos,
              gloss: first.gloss,
              notes: plan.notes,
              lift_extra: extra,
              visibility: levelOf(plan.visibility, undefined, addedLevel),
            });
            // The sense the database gave the new entry becomes its first.
            entries.writeParts(lexId, {
              ...parts,
              senses: [{ ...first, id: repo.firstSense(lexId) }, ...parts.senses.slice(1)],
            });
            report.added.lexicon += 1;
            matcher.written(plan, lexId, 'added');
          }
          addTakes(plan, lexId, before ? storedHashes(repo, wordsDir, before.id) : new Set<string>());
          return lexId;
        }

        /** The teacher's choice for a possible duplicate: the plan's senses entry `id` lacks, added after its own. */
        function addSenses(id: number, plan: PlannedEntry): number {
          const stored = storedParts(repo.partsOf(id));
          const senses = plan.senses.filter((x) => !stored.senses.some((y) => sameSense(x, y)));
          changes.before('entry', id);
          entries.writeParts(id, { ...stored, senses: [...stored.senses, ...senses] });
          report.updated.lexicon += 1;
          matcher.written(plan, id, 'updated');
          addTakes(plan, id, storedHashes(repo, wordsDir, id));
          return id;
        }

        /** Stages the plan's recordings that entry `lexId` does not have (by their bytes) as its new takes. */
        function addTakes(plan: PlannedEntry, lexId: number, known: Set<string>): void {
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
