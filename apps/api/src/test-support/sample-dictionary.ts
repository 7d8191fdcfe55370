import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';

/**
 * A large SAMPLE dictionary for the offline benchmark and browser tests (ADR 067): generated
 * entries, labelled as sample in every gloss (they are not words of any language), every `every`-th
 * one with a recording by a sample speaker, each file a copy of one of the sample data's recordings
 * (a real MP3, so it plays). Added in one transaction after the entries there are.
 */
export interface SampleDictionary {
  /** Ids of the entries added, in order. */
  ids: number[];
  /** Ids of those with a recording. */
  recordedIds: number[];
  /** The headword of entry `id`. */
  headword: (id: number) => string;
}

const SPEAKER = 'Sample speaker';

export function addSampleDictionary(
  db: Db,
  options: { entries: number; recordEvery: number; mediaDir: string; seedAudio: string },
): SampleDictionary {
  const { entries, recordEvery, mediaDir, seedAudio } = options;
  const audio = fs.readFileSync(seedAudio);
  const folder = path.join(mediaDir, 'audio');
  fs.mkdirSync(folder, { recursive: true });
  const first = (db.prepare('SELECT coalesce(max(id), 0) + 1 FROM lexs').pluck().get() as number) ?? 1;
  const headword = (id: number) => `sampleword${id}`;
  const addEntry = db.prepare(
    "INSERT INTO lexs (id, lex, pos, gloss, notes, visibility) VALUES (?, ?, 'n', ?, '', 'learners')",
  );
  const addTake = db.prepare(
    "INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES (?, ?, ?, ?, '2026-01-01T10:00:00Z')",
  );
  const ids: number[] = [];
  const recordedIds: number[] = [];
  db.transaction(() => {
    for (let i = 0; i < entries; i++) {
      const id = first + i;
      ids.push(id);
      addEntry.run(id, headword(id), `sample gloss ${id} (generated, not language material)`);
      if (i % recordEvery === 0) {
        const file = `sample-generated-${id}.mp3`;
        fs.writeFileSync(path.join(folder, file), audio);
        addTake.run(headword(id), id, file, SPEAKER);
        recordedIds.push(id);
      }
    }
  })();
  return { ids, recordedIds, headword };
}
