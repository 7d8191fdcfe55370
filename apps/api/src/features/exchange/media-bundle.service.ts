import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_KINDS } from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, ImportReport, Visibility } from '@langapp/shared';
import { describeIssues } from '../../lib/validate';
import type { Actor } from '../history/content-history';
import { feedTable, tablePlanning } from '../lexicon/lexicon-io-feed';
import { createLexiconIo } from '../lexicon/lexicon-io.service';
import { recordingFolders } from '../recordings/recordings.service';
import { applyImport } from './import/apply';
import { feedLessons, feedRecordings, feedTexts, sameBytes } from './import/bundle-feed';
import type { StagedFile } from './import/bundle-feed';
import type { ExchangeDeps } from './import/exchange-deps';
import {
  BUNDLE_FOLDERS,
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  fileName,
  readBundleManifest,
} from './import/read-bundle';
import { readTableFile } from './import/read-table';
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
export function buildBundle(deps: Pick<ExchangeDeps, 'repos' | 'history' | 'mediaDir' | 'clock'>): Bundle {
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
  const manifest = readBundleManifest(dir);
  const repo = deps.repos.bundle;
  const folders = recordingFolders(deps.mediaDir);
  const staged: StagedFile[] = [];
  const bundled = (folder: string, name: string) => {
    const file = path.join(dir, folder, name);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
  };
  // The lexicon (each entry whole, with its guid, so LIFT files made from either installation
  // still match it) and sentences are JSON items: read and fed as a JSON file's.
  const table = readTableFile(
    JSON.stringify({
      apostrophes: manifest.apostrophes,
      lexicon: manifest.lexicon,
      sentences: manifest.sentences,
    }),
    'json',
  );
  const tableOptions = {
    format: 'json' as const,
    decisions: options.decisions,
    duplicates: options.duplicates,
  };

  const report = (() => {
    try {
      return applyImport(
        deps,
        {
          kinds: IMPORT_KINDS,
          dryRun: options.dryRun,
          skipInvalid: options.skipInvalid,
          actor: options.actor,
          visibility: options.visibility,
          ...tablePlanning(deps.repos.lexiconIo, tableOptions),
          beforeCommit: () => stage(staged),
        },
        (apply) => {
          feedTable(apply, deps.repos.lexiconIo, table, tableOptions);
          feedTexts(apply, repo, manifest.texts);
          feedLessons(apply, repo, manifest.lessons);
          feedRecordings(apply, repo, manifest.recordings, {
            dir,
            folders,
            bundled,
            staged,
          });
          manifest.lessonRecordings.forEach((item, i) => {
            const name = fileName.safeParse(item);
            if (!name.success)
              return apply.reject('recordings', `lesson recording ${i + 1}`, describeIssues(name.error));
            const file = bundled(BUNDLE_FOLDERS.lesson, name.data);
            if (!file)
              return apply.reject(
                'recordings',
                name.data,
                `the bundle has no file ${BUNDLE_FOLDERS.lesson}/${name.data}`,
              );
            const to = path.join(folders.lessons, name.data);
            const placement = sameBytes(file, to) ? 'same' : fs.existsSync(to) ? 'changed' : 'new';
            apply.row('recordings', placement, () => staged.push({ from: file, to }));
          });
        },
      );
    } catch (err) {
      unstage(staged);
      throw err;
    }
  })();
  if (!report.written) {
    unstage(staged);
    return report;
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
