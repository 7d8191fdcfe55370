import fs from 'node:fs';
import path from 'node:path';
import {
  emptyImportReport,
  IMPORT_KINDS,
  lessonDescriptionSchema,
  lessonIdSchema,
  lessonStepsSchema,
  lessonTitleSchema,
  stoppedImport,
  storedSteps,
  textDataSchema,
  undecidedDuplicates,
} from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, ImportKind, ImportReport, Visibility } from '@langapp/shared';
import { sniffAudio } from '../../lib/audio-transcode';
import { describeIssues } from '../../lib/validate';
import { importActor } from '../history/content-history';
import type { Actor } from '../history/content-history';
import { createLexiconIo } from '../lexicon/lexicon-io.service';
import { recordingFolders } from '../recordings/recordings.service';
import type { BundleTakeRow, TakeKind } from './bundle.repo';
import type { ExchangeDeps } from './import/exchange-deps';
import { addedLevelOf, levelOf } from './import/plan';
import {
  BUNDLE_FOLDERS,
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  fileName,
  lessonItem,
  readBundleManifest,
  recordingItem,
  textItem,
} from './import/read-bundle';
import type { ArchiveEntry } from './zip-archive';

/** What `buildBundle` makes: the manifest and every recording file to put beside it. */
export interface Bundle {
  json: string;
  files: ArchiveEntry[];
}

/**
 * Everything the community has, for another installation (ADR 038): the lexicon with its guids,
 * sentences, texts, lessons and every live recording with its speaker, with the recordings' files
 * (the served MP3 and the original kept beside it) under media/. Files missing on disk are left out.
 */
export function buildBundle(
  deps: Pick<ExchangeDeps, 'repos' | 'contentHistory' | 'mediaDir' | 'clock'>,
): Bundle {
  const repo = deps.repos.bundle;
  const folders = recordingFolders(deps.mediaDir);
  // The lexicon whole (ADR 050): each entry with its guid, senses, notes and forms.
  const data = JSON.parse(createLexiconIo(deps).exportData('json')) as {
    lexicon: unknown[];
    sentences: unknown[];
  };
  const files: ArchiveEntry[] = [];
  const carry = (kind: keyof typeof BUNDLE_FOLDERS, dir: string, name: string | null) => {
    if (!name) return false;
    const sourcePath = path.join(dir, name);
    if (!fs.existsSync(sourcePath)) return false;
    files.push({ archivePath: `${BUNDLE_FOLDERS[kind]}/${name}`, sourcePath });
    return true;
  };
  const recordings = (['word', 'sentence'] as const).flatMap((kind) => {
    const dir = kind === 'word' ? folders.words : folders.sentences;
    return repo
      .liveTakes(kind)
      .filter((take) => carry(kind, dir, take.filename))
      .map((take) => ({
        kind,
        key: take.key,
        lexId: take.lex_id,
        file: take.filename,
        original: carry(kind, dir, take.original) ? take.original : null,
        speaker: take.speaker,
        timestamp: take.timestamp,
        visibility: take.visibility,
      }));
  });
  const lessonRecordings = fs.existsSync(folders.lessons)
    ? fs
        .readdirSync(folders.lessons, { withFileTypes: true })
        .filter((f) => f.isFile() && !f.name.startsWith('.'))
        .map((f) => f.name)
        .sort()
        .filter((name) => carry('lesson', folders.lessons, name))
    : [];
  const manifest = {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exportedAt: deps.clock.now().toISOString(),
    apostrophes: 'keep',
    lexicon: data.lexicon,
    sentences: data.sentences,
    texts: repo.liveTexts().map((t) => ({
      id: t.id,
      title: t.title,
      data: JSON.parse(t.data) as unknown,
      published: t.published === 1,
      createdAt: t.created_at,
      updatedAt: t.updated_at,
      visibility: t.visibility,
    })),
    lessons: repo.lessons().map((l) => ({
      id: l.id,
      title: l.title,
      description: l.description,
      steps: JSON.parse(l.data) as unknown,
      published: l.published === 1,
      dateAdded: l.date_added,
      updatedAt: l.updated_at,
      visibility: l.visibility,
    })),
    recordings,
    lessonRecordings,
  };
  return { json: `${JSON.stringify(manifest, null, 2)}\n`, files };
}

/** A file of the bundle to copy into the media folder: first beside its place, then into it. */
interface StagedFile {
  from: string;
  to: string;
}

const sameBytes = (a: string, b: string) =>
  fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));

class StopBundle extends Error {}

/**
 * Loads the unpacked bundle in `dir` (ADR 038). Rows are matched by id (entries, sentences, texts,
 * lessons) and recordings by file name, so importing the same bundle twice changes nothing. One
 * transaction writes the rows; the files are copied beside the media folder first and moved in only
 * when it commits. With a rejection nothing is written unless `skipInvalid`; a dry run writes nothing.
 */
export function importBundle(
  deps: ExchangeDeps,
  dir: string,
  options: {
    dryRun?: boolean;
    skipInvalid?: boolean;
    /** What to do with the lexicon's possible duplicates (ADR 050). */
    decisions?: ImportDecisions;
    duplicates?: DuplicateAction;
    /** Who imports, for the history of what changes (ADR 059). */
    actor?: Actor;
    /**
     * The level of what the bundle adds without one (a bundle made before levels; ADR 062): the
     * default unless given. What it updates keeps its level unless the bundle gives one.
     */
    visibility?: Visibility;
  } = {},
): ImportReport {
  const dryRun = options.dryRun ?? false;
  const addedLevel = addedLevelOf(options.visibility);
  const manifest = readBundleManifest(dir);
  const repo = deps.repos.bundle;
  const folders = recordingFolders(deps.mediaDir);
  const report = emptyImportReport(IMPORT_KINDS, dryRun);
  const reject = (kind: ImportKind, where: string, reason: string) =>
    report.rejected.push({ kind, where, reason });
  const count = (kind: ImportKind, outcome: 'added' | 'updated' | 'unchanged') => {
    report[outcome][kind] += 1;
  };
  /** Counts a row unchanged when `before` has the same `fields`, else writes it: added or updated. */
  const settle = <R extends object>(
    kind: ImportKind,
    before: R | undefined,
    fields: readonly (keyof R)[],
    row: R,
    write: () => void,
  ) => {
    if (before && fields.every((f) => before[f] === row[f])) return count(kind, 'unchanged');
    write();
    count(kind, before ? 'updated' : 'added');
  };
  const staged: StagedFile[] = [];
  const bundled = (folder: string, name: string) => {
    const file = path.join(dir, folder, name);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
  };

  const run = () =>
    repo.transaction(() => {
      // The lexicon (each entry whole, with its guid, so LIFT files made from either installation
      // still match it) and sentences go through the JSON importer, with its checks and counts.
      const lexReport = createLexiconIo(deps).importData(
        JSON.stringify({
          apostrophes: manifest.apostrophes,
          lexicon: manifest.lexicon,
          sentences: manifest.sentences,
        }),
        {
          format: 'json',
          skipInvalid: true,
          decisions: options.decisions,
          duplicates: options.duplicates,
          stopWhenUndecided: false,
          actor: options.actor,
          visibility: options.visibility,
        },
      );
      const changes = deps.contentHistory.batch(options.actor ?? importActor(null));
      for (const kind of ['lexicon', 'sentences'] as const)
        for (const outcome of ['added', 'updated', 'unchanged'] as const)
          report[outcome][kind] += lexReport[outcome][kind];
      report.rejected.push(...lexReport.rejected);
      report.lexiconRows = lexReport.lexiconRows;

      manifest.texts.forEach((item, i) => {
        const where = `text ${i + 1}`;
        const t = textItem.safeParse(item);
        if (!t.success) return reject('texts', where, describeIssues(t.error));
        const data = textDataSchema.safeParse(t.data.data);
        if (!data.success) return reject('texts', where, `data: ${describeIssues(data.error)}`);
        const before = repo.textById(t.data.id);
        const row = {
          id: t.data.id,
          title: t.data.title,
          data: JSON.stringify(data.data),
          published: t.data.published,
          created_at: t.data.createdAt,
          updated_at: t.data.updatedAt,
          visibility: levelOf(t.data.visibility, before?.visibility, addedLevel),
        };
        const live = before?.deleted_at === null ? before : undefined;
        settle('texts', live, ['title', 'data', 'published', 'visibility'], row, () => {
          changes.before('text', row.id);
          repo.upsertText(row);
        });
      });

      manifest.lessons.forEach((item, i) => {
        const where = `lesson ${i + 1}`;
        const l = lessonItem.safeParse(item);
        if (!l.success) return reject('lessons', where, describeIssues(l.error));
        const id = lessonIdSchema.safeParse(l.data.id);
        if (!id.success) return reject('lessons', where, describeIssues(id.error));
        const title = l.data.title === null ? null : lessonTitleSchema.safeParse(l.data.title);
        if (title && !title.success)
          return reject('lessons', `lesson ${id.data}`, describeIssues(title.error));
        const description = lessonDescriptionSchema.safeParse(l.data.description);
        if (!description.success)
          return reject('lessons', `lesson ${id.data}`, describeIssues(description.error));
        const steps = lessonStepsSchema.safeParse(l.data.steps);
        if (!steps.success)
          return reject('lessons', `lesson ${id.data}`, `steps: ${describeIssues(steps.error)}`);
        for (const step of steps.data) {
          if (step.kind === 'lex' && !repo.liveLexExists(step.lexId))
            return reject('lessons', `lesson ${id.data}`, `No lexical entry has the id ${step.lexId}.`);
          if (step.kind === 'sent' && !repo.sentExists(step.sentId))
            return reject('lessons', `lesson ${id.data}`, `No sentence has the id ${step.sentId}.`);
        }
        const before = repo.lessonById(id.data);
        const row = {
          id: id.data,
          title: title ? title.data : null,
          description: description.data,
          data: JSON.stringify(storedSteps(steps.data)),
          published: l.data.published,
          date_added: l.data.dateAdded,
          updated_at: l.data.updatedAt,
          visibility: levelOf(l.data.visibility, before?.visibility, addedLevel),
        };
        settle('lessons', before, ['title', 'description', 'data', 'published', 'visibility'], row, () =>
          repo.upsertLesson(row),
        );
      });

      manifest.recordings.forEach((item, i) => {
        const where = `recording ${i + 1}`;
        const r = recordingItem.safeParse(item);
        if (!r.success) return reject('recordings', where, describeIssues(r.error));
        const kind: TakeKind = r.data.kind;
        const folder = BUNDLE_FOLDERS[kind];
        const target = kind === 'word' ? folders.words : folders.sentences;
        const names = [r.data.file, r.data.original].filter((n): n is string => n !== null);
        for (const name of names) {
          const file = bundled(folder, name);
          if (!file) return reject('recordings', where, `the bundle has no file ${folder}/${name}`);
          if (!sniffAudio(fs.readFileSync(file)))
            return reject('recordings', where, `${folder}/${name} is not an audio recording`);
        }
        if (!r.data.file.toLowerCase().endsWith('.mp3'))
          return reject('recordings', where, `${r.data.file}: a played recording is an .mp3 file`);
        let key = r.data.key;
        let lexId: number | null = null;
        if (kind === 'word') {
          const entry = repo.entryOf(r.data.lexId, r.data.key.normalize('NFC'));
          if (!entry) return reject('recordings', where, `No lexical entry is written ${r.data.key}.`);
          [key, lexId] = [entry.lex, entry.id];
        }
        const before = repo.takeByFilename(kind, r.data.file);
        const row: Omit<BundleTakeRow, 'deleted_at'> = {
          key,
          lex_id: lexId,
          filename: r.data.file,
          original: r.data.original,
          speaker: r.data.speaker.normalize('NFC'),
          timestamp: r.data.timestamp,
          visibility: levelOf(r.data.visibility, before?.visibility, addedLevel),
        };
        // The files whose bytes the installation does not have yet (each compared once).
        const changed = names
          .map((n) => ({ from: path.join(dir, folder, n), to: path.join(target, n) }))
          .filter((f) => !sameBytes(f.from, f.to));
        if (
          before &&
          before.deleted_at === null &&
          before.key === row.key &&
          before.lex_id === row.lex_id &&
          before.original === row.original &&
          before.speaker === row.speaker &&
          before.timestamp === row.timestamp &&
          before.visibility === row.visibility &&
          changed.length === 0
        )
          return count('recordings', 'unchanged');
        if (before) repo.updateTake(kind, row);
        else repo.insertTake(kind, row);
        staged.push(...changed);
        count('recordings', before && before.deleted_at === null ? 'updated' : 'added');
      });

      manifest.lessonRecordings.forEach((item, i) => {
        const name = fileName.safeParse(item);
        if (!name.success)
          return reject('recordings', `lesson recording ${i + 1}`, describeIssues(name.error));
        const file = bundled(BUNDLE_FOLDERS.lesson, name.data);
        if (!file)
          return reject(
            'recordings',
            name.data,
            `the bundle has no file ${BUNDLE_FOLDERS.lesson}/${name.data}`,
          );
        const to = path.join(folders.lessons, name.data);
        if (sameBytes(file, to)) return count('recordings', 'unchanged');
        count('recordings', fs.existsSync(to) ? 'updated' : 'added');
        staged.push({ from: file, to });
      });

      if (report.rejected.length > 0 && !options.skipInvalid) throw new StopBundle();
      // A possible duplicate of the lexicon waits for a decision: nothing is written meanwhile.
      if (undecidedDuplicates(report) > 0) throw new StopBundle();
      if (dryRun) throw new StopBundle();
      changes.commit();
      stage(staged);
      report.written = true;
    });

  try {
    run();
  } catch (err) {
    unstage(staged);
    if (!(err instanceof StopBundle)) throw err;
    return stoppedImport(report);
  }
  for (const f of staged) fs.renameSync(tempOf(f.to), f.to);
  return report;
}

const tempOf = (file: string) => path.join(path.dirname(file), `.tmp-bundle-${path.basename(file)}`);

/** Copies every file beside its place (inside the transaction, so a failed copy rolls the rows back). */
function stage(files: readonly StagedFile[]): void {
  for (const f of files) {
    fs.mkdirSync(path.dirname(f.to), { recursive: true });
    fs.copyFileSync(f.from, tempOf(f.to));
  }
}

function unstage(files: readonly StagedFile[]): void {
  for (const f of files) fs.rmSync(tempOf(f.to), { force: true });
}
