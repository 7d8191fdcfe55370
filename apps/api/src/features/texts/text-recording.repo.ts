import type { TextRecording, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';
import { HEARD } from '../recordings/recordings.repo';

/** A text's stored recording row (migration 035). */
export interface TextAudioRow {
  id: number;
  text_id: number;
  filename: string;
  original: string | null;
  speaker: string;
  timestamp: string;
  visibility: Visibility;
}

/** The row of a new text recording. */
export interface NewTextAudio {
  text_id: number;
  filename: string;
  original: string;
  speaker: string;
  timestamp: string;
  visibility: Visibility;
  recorded_by: number | null;
}

/** SQL for the texts' whole recordings (ADR 087); every read of a reader's goes through HEARD. */
export function createTextRecordingRepo(db: Db) {
  const s = {
    heard: db.prepare<[{ text: number } & Reader], Omit<TextRecording, 'url'>>(
      `SELECT filename, speaker, variety, visibility FROM live_text_audio
       WHERE text_id = @text AND filename LIKE '%.mp3' AND ${HEARD}`,
    ),
    live: db.prepare<[number], TextAudioRow>(
      `SELECT id, text_id, filename, original, speaker, timestamp, visibility FROM text_audio
       WHERE text_id = ? AND deleted_at IS NULL`,
    ),
    fileHeard: db
      .prepare<[{ file: string } & Reader], number>(
        `SELECT EXISTS (SELECT 1 FROM live_text_audio WHERE (filename = @file OR original = @file) AND ${HEARD})`,
      )
      .pluck(),
    insert: db.prepare<[NewTextAudio]>(
      `INSERT INTO text_audio (text_id, filename, original, speaker, timestamp, visibility, recorded_by)
       VALUES (@text_id, @filename, @original, @speaker, @timestamp, @visibility, @recorded_by)`,
    ),
    markTrashed: db.prepare<[string, number]>('UPDATE text_audio SET deleted_at = ? WHERE id = ?'),
  };
  return {
    /** Text `text`'s recording when the reader may hear it. */
    heard: (text: number, reader: Reader) => s.heard.get({ text, ...reader }),
    /** Text `text`'s live recording, whoever asks (the console, the exports). */
    live: (text: number) => s.live.get(text),
    /** Whether a file (the .mp3 or the original) is of a text recording the reader may hear. */
    fileHeard: (file: string, reader: Reader) => s.fileHeard.get({ file, ...reader }) === 1,
    insert: (row: NewTextAudio) => Number(s.insert.run(row).lastInsertRowid),
    markTrashed: (id: number, at: string) => s.markTrashed.run(at, id).changes === 1,
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
