import fs from 'node:fs';
import path from 'node:path';
import { emptyImportReport, stoppedImport } from '@langapp/shared';
import type { ImportKind, ImportReport } from '@langapp/shared';
import type { Db } from '../../db/database';
import { sniffAudio } from '../../lib/audio-transcode';
import type { Clock } from '../../lib/clock';
import { DomainError, InvalidError } from '../../lib/domain-errors';
import { wordForm } from '../lexicon/lexicon-io.service';
import { createRecordingsRepo } from '../recordings/recordings.repo';
import { prepareRecording, recordingFolders } from '../recordings/recordings.service';
import type { PreparedRecording } from '../recordings/recordings.service';
import { readLift } from './lift-read';
import type { LiftEntry } from './lift-read';
import { createLiftRepo } from './lift.repo';

export interface LiftImportOptions {
  /** The vernacular writing system of the words (default: the file's first). */
  ws?: string;
  /** The writing system of glosses, definitions and notes (default en). */
  glossWs?: string;
  dryRun?: boolean;
  skipInvalid?: boolean;
}

/** A recording of the file, checked: the word it belongs to and its bytes. */
interface MediaFile {
  word: string;
  bytes: Buffer;
  speaker: string;
  where: string;
  href: string;
}

/** An entry of the file that passed every check, as it would be stored. */
interface PlannedEntry {
  where: string;
  guid: string;
  appId: number | undefined;
  lex: string;
  pos: string;
  gloss: string;
  notes: string;
}

/**
 * The file a media href names, inside `dir` or its audio/ folder (FLEx keeps recordings there and
 * names them by file name alone); undefined when it is in neither. Hrefs that would leave the
 * folder (absolute, `..`, a URL of another scheme) are refused.
 */
function mediaPath(dir: string, href: string): string | 'unsafe' | undefined {
  let name = href.replace(/^file:\/\//i, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    return 'unsafe';
  }
  name = name.replaceAll('\\', '/');
  if (/^[a-z][a-z0-9+.-]*:/i.test(name) || path.isAbsolute(name) || name.split('/').includes('..'))
    return 'unsafe';
  const root = path.resolve(dir);
  for (const candidate of [path.resolve(root, name), path.resolve(root, 'audio', name)]) {
    if (candidate.startsWith(root + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return undefined;
}

class StopImport extends Error {}

/**
 * Imports a LIFT 0.13 lexicon with its recordings (ADR 037): entries are matched by guid, so an
 * updated file updates the entries it brought before. Everything is checked first; new recordings
 * are converted to MP3 beside the media folder; then one transaction writes the rows and moves the
 * files in. With a rejection nothing is written unless `skipInvalid`; a dry run writes nothing.
 */
export async function importLift(
  deps: { db: Db; mediaDir: string; ffmpeg: string; clock: Clock },
  source: { xml: string; dir: string },
  options: LiftImportOptions = {},
): Promise<ImportReport> {
  const { db } = deps;
  const dryRun = options.dryRun ?? false;
  const glossWs = options.glossWs ?? 'en';
  const file = readLift(source.xml, { ws: options.ws, glossWs });
  const report = emptyImportReport(['lexicon', 'recordings'], dryRun);
  const reject = (kind: ImportKind, where: string, reason: string) =>
    report.rejected.push({ kind, where, reason });
  if (file.entries.length > 0 && !file.ws)
    throw new InvalidError(
      'The LIFT file has no words: no entry has a lexical unit in a vernacular writing system.',
    );
  const ws = file.ws ?? '';
  const repo = createLiftRepo(db);
  const recordings = createRecordingsRepo(db);
  const wordsDir = recordingFolders(deps.mediaDir).words;

  // 1. Check every entry and its recordings; nothing is written.
  const entries: PlannedEntry[] = [];
  const media: MediaFile[] = [];
  const guids = new Set<string>();
  for (const e of file.entries) {
    const planned = checkEntry(e);
    if (!planned) continue;
    entries.push(planned);
    for (const m of e.media) {
      const found = mediaPath(source.dir, m.href);
      if (found === 'unsafe') {
        reject('recordings', e.where, `${m.href} is not a file beside the LIFT file.`);
        continue;
      }
      if (!found) {
        reject('recordings', e.where, `${m.href} is not in the LIFT file's folder or its audio folder.`);
        continue;
      }
      const bytes = fs.readFileSync(found);
      if (!sniffAudio(bytes)) {
        reject('recordings', e.where, `${m.href} is not an audio recording.`);
        continue;
      }
      media.push({
        word: planned.lex,
        bytes,
        speaker: m.speaker.normalize('NFC'),
        where: e.where,
        href: m.href,
      });
    }
  }

  function checkEntry(e: LiftEntry): PlannedEntry | undefined {
    if (!e.word) return void reject('lexicon', e.where, `It has no lexical unit in ${ws}.`);
    if (!e.pos)
      return void reject('lexicon', e.where, 'Its first sense has no part of speech (grammatical-info).');
    if (!e.gloss)
      return void reject('lexicon', e.where, `Its first sense has no gloss or definition in ${glossWs}.`);
    if (e.guid && guids.has(e.guid))
      return void reject('lexicon', e.where, `Its guid ${e.guid} appears twice in the file.`);
    if (e.guid) guids.add(e.guid);
    return {
      where: e.where,
      guid: e.guid,
      appId: e.appId,
      lex: wordForm(e.word, 'straighten'),
      pos: e.pos.normalize('NFC'),
      gloss: e.gloss.normalize('NFC'),
      notes: e.notes.normalize('NFC'),
    };
  }

  // 2. Which recordings are new: a file whose bytes a take of the word already has is not.
  const stored = new Map<string, Buffer[]>();
  const storedBytes = (word: string) => {
    let known = stored.get(word);
    if (!known) {
      known = repo
        .takesOf(word)
        .flatMap((t) =>
          [t.original, t.filename]
            .filter((f): f is string => !!f && fs.existsSync(path.join(wordsDir, f)))
            .map((f) => fs.readFileSync(path.join(wordsDir, f))),
        );
      stored.set(word, known);
    }
    return known;
  };
  const newMedia: MediaFile[] = [];
  for (const m of media) {
    const known = storedBytes(m.word);
    if (known.some((b) => b.equals(m.bytes))) report.unchanged.recordings += 1;
    else {
      newMedia.push(m);
      // The same recording twice in the file is one take.
      known.push(m.bytes);
    }
  }

  const stopped = () => report.rejected.length > 0 && !options.skipInvalid;
  // 3. Convert the new recordings (not for a dry run, nor when rejections will stop the import).
  const prepared: { m: MediaFile; take: PreparedRecording }[] = [];
  if (!dryRun && !stopped()) {
    for (const m of newMedia) {
      try {
        prepared.push({
          m,
          take: await prepareRecording({
            bytes: m.bytes,
            dir: wordsDir,
            name: m.word,
            clock: deps.clock,
            ffmpeg: deps.ffmpeg,
          }),
        });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        reject('recordings', m.where, `${m.href}: ${err.message}`);
      }
    }
  }

  // 4. One transaction: the entries, then the takes; a dry run or a stop rolls it back.
  const write = db.transaction(() => {
    let nextId = repo.maxId() + 1;
    for (const e of entries) {
      const before = e.guid ? repo.byGuid(e.guid) : undefined;
      if (before) {
        const same =
          before.deleted_at === null &&
          before.lex === e.lex &&
          before.pos === e.pos &&
          before.gloss === e.gloss &&
          before.notes === e.notes;
        if (same) report.unchanged.lexicon += 1;
        else {
          repo.update({ id: before.id, lex: e.lex, pos: e.pos, gloss: e.gloss, notes: e.notes });
          // A deleted entry brought back counts as added, as the CSV import counts it.
          report[before.deleted_at === null ? 'updated' : 'added'].lexicon += 1;
        }
        continue;
      }
      // A new entry keeps the app id it had when the app wrote the file, when that id is free.
      const id = e.appId !== undefined && !repo.idTaken(e.appId) ? e.appId : nextId;
      repo.insert({ id, guid: e.guid || null, lex: e.lex, pos: e.pos, gloss: e.gloss, notes: e.notes });
      nextId = Math.max(nextId, id + 1);
      report.added.lexicon += 1;
    }
    if (dryRun) report.added.recordings += newMedia.length;
    for (const { m, take } of prepared) {
      const entry = recordings.entriesWritten(m.word)[0];
      if (!entry) continue;
      recordings.addWordAudio({
        word: entry.lex,
        lex_id: entry.id,
        to_confirm: 0,
        filename: take.filename,
        original: take.original,
        speaker: m.speaker,
        timestamp: take.timestamp,
      });
      report.added.recordings += 1;
    }
    if (stopped() || dryRun) throw new StopImport();
    if (ws) repo.rememberLiftWs(ws);
    for (const { take } of prepared) take.commit();
    report.written = true;
  });

  try {
    write();
  } catch (err) {
    for (const { take } of prepared) take.discard();
    if (!(err instanceof StopImport)) throw err;
    return stoppedImport(report);
  }
  return report;
}
