import fs from 'node:fs';
import path from 'node:path';
import {
  lessonDescriptionSchema,
  lessonIdSchema,
  lessonStepsSchema,
  lessonTitleSchema,
  storedSteps,
  textDataSchema,
} from '@langapp/shared';
import { sniffAudio } from '../../../lib/audio-transcode';
import { describeIssues } from '../../../lib/validate';
import type { recordingFolders } from '../../recordings/recordings.service';
import type { BundleTakeRow, createBundleRepo, TakeKind } from '../bundle.repo';
import type { Applier } from './apply';
import { levelOf, placeRow } from './plan';
import { BUNDLE_FOLDERS, lessonItem, recordingItem, textItem } from './read-bundle';

// A bundle's texts, lessons and recordings given to the one apply step (ADR 038, 073): each item
// checked (read-bundle.ts), placed by its id by the planner (new, the same, or changed) with its
// level by the rule every kind follows, then written and counted by the apply step.

type BundleRepo = ReturnType<typeof createBundleRepo>;

/** A file of the bundle to copy into the media folder: first beside its place, then into it. */
export interface StagedFile {
  from: string;
  to: string;
}

/**
 * Whether two files exist and hold the same bytes: their sizes, then a megabyte at a time (a text's
 * recording may weigh hundreds of MB, never read whole).
 */
export function sameBytes(a: string, b: string): boolean {
  if (!fs.existsSync(a) || !fs.existsSync(b)) return false;
  const size = fs.statSync(a).size;
  if (fs.statSync(b).size !== size) return false;
  const [fa, fb] = [fs.openSync(a, 'r'), fs.openSync(b, 'r')];
  try {
    const [ba, bb] = [Buffer.alloc(1 << 20), Buffer.alloc(1 << 20)];
    for (let at = 0; at < size;) {
      const n = fs.readSync(fa, ba, 0, ba.length, at);
      if (n === 0 || fs.readSync(fb, bb, 0, n, at) !== n || !ba.subarray(0, n).equals(bb.subarray(0, n)))
        return false;
      at += n;
    }
    return true;
  } finally {
    fs.closeSync(fa);
    fs.closeSync(fb);
  }
}

export function feedTexts(apply: Applier, repo: BundleRepo, items: readonly unknown[]): void {
  items.forEach((item, i) => {
    const where = `text ${i + 1}`;
    const t = textItem.safeParse(item);
    if (!t.success) return apply.reject('texts', where, describeIssues(t.error));
    const data = textDataSchema.safeParse(t.data.data);
    if (!data.success) return apply.reject('texts', where, `data: ${describeIssues(data.error)}`);
    const before = repo.textById(t.data.id);
    const row = {
      id: t.data.id,
      title: t.data.title,
      data: JSON.stringify(data.data),
      published: t.data.published,
      created_at: t.data.createdAt,
      updated_at: t.data.updatedAt,
      visibility: levelOf(t.data.visibility, before?.visibility, apply.addedLevel),
    };
    const live = before?.deleted_at === null ? before : undefined;
    apply.row(
      'texts',
      placeRow(live, { ...row, deleted_at: null }, ['title', 'data', 'published', 'visibility']),
      () => {
        apply.before('text', row.id);
        repo.upsertText(row);
      },
    );
  });
}

export function feedLessons(apply: Applier, repo: BundleRepo, items: readonly unknown[]): void {
  items.forEach((item, i) => {
    const where = `lesson ${i + 1}`;
    const l = lessonItem.safeParse(item);
    if (!l.success) return apply.reject('lessons', where, describeIssues(l.error));
    const id = lessonIdSchema.safeParse(l.data.id);
    if (!id.success) return apply.reject('lessons', where, describeIssues(id.error));
    const named = `lesson ${id.data}`;
    const title = l.data.title === null ? null : lessonTitleSchema.safeParse(l.data.title);
    if (title && !title.success) return apply.reject('lessons', named, describeIssues(title.error));
    const description = lessonDescriptionSchema.safeParse(l.data.description);
    if (!description.success) return apply.reject('lessons', named, describeIssues(description.error));
    const steps = lessonStepsSchema.safeParse(l.data.steps);
    if (!steps.success) return apply.reject('lessons', named, `steps: ${describeIssues(steps.error)}`);
    for (const step of steps.data) {
      if (step.kind === 'lex' && !repo.liveLexExists(step.lexId))
        return apply.reject('lessons', named, `No lexical entry has the id ${step.lexId}.`);
      if (step.kind === 'sent' && !repo.sentExists(step.sentId))
        return apply.reject('lessons', named, `No sentence has the id ${step.sentId}.`);
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
      visibility: levelOf(l.data.visibility, before?.visibility, apply.addedLevel),
    };
    const placement = placeRow(before, row, ['title', 'description', 'data', 'published', 'visibility']);
    apply.row('lessons', placement, () => repo.upsertLesson(row));
  });
}

/** Where a bundle's recordings are and go. */
export interface RecordingPlaces {
  dir: string;
  folders: ReturnType<typeof recordingFolders>;
  /** The bundle's file `name` in `folder`, if it has it. */
  bundled: (folder: string, name: string) => string | undefined;
  /** The files to copy in once the import is to be written (added to as recordings are placed). */
  staged: StagedFile[];
}

export function feedRecordings(
  apply: Applier,
  repo: BundleRepo,
  items: readonly unknown[],
  places: RecordingPlaces,
): void {
  items.forEach((item, i) => {
    const where = `recording ${i + 1}`;
    const r = recordingItem.safeParse(item);
    if (!r.success) return apply.reject('recordings', where, describeIssues(r.error));
    const kind: TakeKind = r.data.kind;
    const folder = BUNDLE_FOLDERS[kind];
    const target = kind === 'word' ? places.folders.words : places.folders.sentences;
    const names = [r.data.file, r.data.original].filter((n): n is string => n !== null);
    for (const name of names) {
      const file = places.bundled(folder, name);
      if (!file) return apply.reject('recordings', where, `the bundle has no file ${folder}/${name}`);
      if (!sniffAudio(fs.readFileSync(file)))
        return apply.reject('recordings', where, `${folder}/${name} is not an audio recording`);
    }
    if (!r.data.file.toLowerCase().endsWith('.mp3'))
      return apply.reject('recordings', where, `${r.data.file}: a played recording is an .mp3 file`);
    let key = r.data.key;
    let lexId: number | null = null;
    if (kind === 'word') {
      const entry = repo.entryOf(r.data.lexId, r.data.key.normalize('NFC'));
      if (!entry) return apply.reject('recordings', where, `No lexical entry is written ${r.data.key}.`);
      [key, lexId] = [entry.lex, entry.id];
    }
    const before = repo.takeByFilename(kind, r.data.file);
    const row: BundleTakeRow = {
      key,
      lex_id: lexId,
      filename: r.data.file,
      original: r.data.original,
      speaker: r.data.speaker.normalize('NFC'),
      timestamp: r.data.timestamp,
      visibility: levelOf(r.data.visibility, before?.visibility, apply.addedLevel),
      deleted_at: null,
    };
    // The files whose bytes the installation does not have yet (each compared once).
    const changed = names
      .map((n) => ({ from: path.join(places.dir, folder, n), to: path.join(target, n) }))
      .filter((f) => !sameBytes(f.from, f.to));
    const live = before?.deleted_at === null ? before : undefined;
    const fields = ['key', 'lex_id', 'original', 'speaker', 'timestamp', 'visibility'] as const;
    const placed = placeRow(live, row, fields);
    apply.row('recordings', placed === 'same' && changed.length > 0 ? 'changed' : placed, () => {
      const { deleted_at: _, ...take } = row;
      if (before) repo.updateTake(kind, take);
      else repo.insertTake(kind, take);
      places.staged.push(...changed);
    });
  });
}
