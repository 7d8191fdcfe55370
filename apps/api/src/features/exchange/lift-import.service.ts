import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writingSystemLabel } from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, ImportReport, Visibility } from '@langapp/shared';
import { AudioRejected, transcodeToMp3 } from '../../lib/audio-transcode';
import type { Actor } from '../history/content-history';
import { recordingFileNames, recordingFolders } from '../recordings/recordings.service';
import { applyImport } from './import/apply';
import type { Applier } from './import/apply';
import type { ExchangeDeps } from './import/exchange-deps';
import { readLiftDrafts } from './import/read-lift';
import { readLiftPartsOfSpeech } from './import/read-lift-ranges';
import type { ApostropheRule } from './import/read-table';
import type { FoundMedia, PlanWarning, PlannedEntry } from './lift-entry-plan';
import { liftPlanning } from './lift-match';
import { checkMedia, inParallel, storedHashes } from './lift-media';
import { liftTarget } from './lift-stored';
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
 * Imports a LIFT 0.13 lexicon with its recordings (ADR 049): every live entry with every sense,
 * note, form, example and recording; what the app does not model is kept for the export. Entries
 * are matched by guid, so an updated file updates the entries it brought before and removes (soft)
 * those FieldWorks deleted. The file is read once, through the LIFT reader (import/read-lift.ts),
 * which goes through its entries an entry at a time: first to choose the writing systems and check
 * every entry and recording, then, once the new recordings are converted to MP3 (each distinct file
 * once), to give each entry's draft to the one apply step (import/apply.ts), which writes them in
 * one transaction; the new takes' files are staged beside the media folder and moved in when it
 * commits. With a rejection nothing is written unless `skipInvalid`. A dry run writes the same and
 * rolls it back, so its counts are the import's.
 */
export async function importLift(
  deps: Pick<ExchangeDeps, 'repos' | 'history' | 'mediaDir' | 'ffmpeg' | 'clock' | 'scratchDir'>,
  file: string,
  options: LiftImportOptions = {},
): Promise<ImportReport> {
  const { repos } = deps;
  const dryRun = options.dryRun ?? false;
  const repo = repos.lift;
  const wordsDir = recordingFolders(deps.mediaDir).words;
  const warnings = new Map<PlanWarning, { count: number; where: string[] }>();
  const warn = (warning: PlanWarning, where: string) => {
    const w = warnings.get(warning) ?? { count: 0, where: [] };
    w.count += 1;
    if (w.where.length < WARNING_EXAMPLES) w.where.push(where);
    warnings.set(warning, w);
  };

  // 1. The first reading: the writing systems counted; entries without a headword, a guid met
  // twice, recordings missing or not audio refused; recordings none of their entry's takes has
  // (by their bytes) listed for conversion.
  const toConvert = new Map<string, FoundMedia>();
  const reading = readLiftDrafts(fs.readFileSync(file), {
    ws: options.ws,
    glossWs: options.glossWs,
    apostrophes: options.apostrophes,
    lastGlossWs: repo.liftSettings().glossWs,
    media: (href) => checkMedia(path.dirname(file), href),
    found(guid, media) {
      const stored = repo.byGuid(guid);
      const known = stored ? storedHashes(repo, wordsDir, stored.id) : new Set<string>();
      for (const m of media) if (!known.has(m.hash)) toConvert.set(m.hash, m);
    },
    warn,
  });
  const { langs, survey } = reading;
  const codes = [...new Set([...survey.headwords.keys(), ...survey.glosses.keys(), ...survey.others])].sort();
  const names = writingSystemNames(codes, fileWritingSystemNames(file));
  const details = codes.map((code) => ({
    code,
    ...(names.has(code) ? { name: names.get(code) } : {}),
    headwords: survey.headwords.get(code) ?? 0,
    glosses: survey.glosses.get(code) ?? 0,
  }));
  const writingSystems = { headwords: langs.ws, glosses: langs.glossWs, others: langs.others, details };
  const applyOptions = {
    kinds: ['lexicon', 'recordings'] as const,
    dryRun,
    skipInvalid: options.skipInvalid,
    actor: options.actor,
    visibility: options.visibility,
    declaresDeletions: true,
    ...liftPlanning(repos, reading.guids, options),
  };
  const start = (apply: Applier) => {
    apply.report.writingSystems = writingSystems;
    for (const r of reading.refused) apply.reject(r.kind, r.where, r.reason);
  };
  // Refusals stop the import: nothing is converted, nothing written.
  if (reading.refused.length > 0 && !options.skipInvalid && !dryRun)
    return applyImport(deps, { ...applyOptions, declaresDeletions: false }, start);

  // 2. The new recordings converted, each distinct file once, a few at a time (not for a dry run).
  fs.mkdirSync(deps.scratchDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(deps.scratchDir, 'lift-'));
  /** Each staged file's final name in the words' folder (it waits as `.tmp-<name>`). */
  const staged: string[] = [];
  const tmp = (name: string) => path.join(wordsDir, `.tmp-${name}`);
  let report: ImportReport;
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
    const now = deps.clock.now();

    /** Stages the plan's recordings that entry `lexId` does not have (by their bytes) as its new takes. */
    const addTakes = (apply: Applier, plan: PlannedEntry, lexId: number, brandNew: boolean) => {
      const known = brandNew ? new Set<string>() : storedHashes(repo, wordsDir, lexId);
      for (const m of plan.media) {
        // A take the entry has already (by its bytes) is the same; the same recording twice in an
        // entry is one take.
        const placement = known.has(m.hash) ? 'same' : 'new';
        known.add(m.hash);
        const mp3 = converted.get(m.hash);
        if (placement === 'new' && !dryRun && typeof mp3 !== 'string') {
          apply.reject(
            'recordings',
            plan.where,
            `${m.sourceName}: ${mp3?.message ?? 'it was not converted.'}`,
          );
          continue;
        }
        apply.row('recordings', placement, () => {
          if (typeof mp3 !== 'string') return; // a dry run converts nothing
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
            visibility: apply.addedLevel,
          });
        });
      }
    };

    // 3. The second reading, through the apply step: each entry placed (by its guid, else by the
    // planner), compared with the stored one and written; its new takes' files staged.
    report = applyImport(deps, applyOptions, (apply) => {
      start(apply);
      apply.listRows();
      for (const item of reading.items()) {
        if ('deleted' in item) {
          apply.declaredDeleted(item.deleted);
          continue;
        }
        const plan = item.draft;
        apply.holds(plan.guid);
        const known = repo.byGuid(plan.guid)?.id;
        const written = apply.entry({
          draft: plan,
          known,
          whole: true,
          newId: plan.appId,
          target: (before) => liftTarget(plan, before, apply.addedLevel),
        });
        // An entry new to the lexicon has no takes yet.
        if (written) addTakes(apply, plan, written.id, known === undefined && written.outcome === 'added');
      }
      const ranges = readLiftPartsOfSpeech(file, reading.header);
      if (ranges.unreadable) warn('ranges-unreadable', ranges.unreadable);
      apply.report.warnings = [...warnings].map(([warning, w]) => ({
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
      repo.rememberLiftSettings({ ws: langs.ws, glossWs: langs.glossWs, header: reading.header });
      // FieldWorks' parts of speech, for the console's list (ADR 073).
      repo.rememberRangeElements('grammatical-info', ranges.values);
    });
  } catch (err) {
    for (const name of staged) fs.rmSync(tmp(name), { force: true });
    throw err;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  if (!report.written) {
    for (const name of staged) fs.rmSync(tmp(name), { force: true });
    return report;
  }
  for (const name of staged) fs.renameSync(tmp(name), path.join(wordsDir, name));
  return report;
}
