import path from 'node:path';
import type { TextRecording, Visibility } from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import { moveFiles } from '../recordings/recording-trash.service';
import { storeRecording } from '../recordings/recordings.service';
import type { TextAudioRow } from './text-recording.repo';

/** Where a text recording's file is fetched (GET /api/text-audio/:filename). */
const textAudioUrl = (filename: string) => `/api/text-audio/${encodeURIComponent(filename)}`;

/** The text recordings' folders under the media folder: live, and the trash (ADR 020). */
const textAudioFolders = (mediaDir: string) => ({
  live: path.join(mediaDir, 'text-audio'),
  trash: path.join(mediaDir, 'trash', 'text-audio'),
});

/** Who gives a text its recording: a teacher (the console) or an import, under an account's name. */
export interface TextRecordingAuthor {
  userId: number | null;
  username: string;
}

/**
 * A text's whole recording (ADR 087): one live recording a text, kept as given beside the MP3 the
 * app plays; a new one replaces it and the old one goes to the trash, as a deleted take does.
 */
export function createTextRecordingService({ repos, clock, config }: ServiceDeps) {
  const repo = repos.textRecording;
  const ffmpeg = ffmpegPath(config.ffmpegPath);
  const folders = textAudioFolders(config.mediaDir);
  const now = () => clock.now().toISOString();
  const filesOf = (row: TextAudioRow) => (row.original ? [row.filename, row.original] : [row.filename]);
  const trash = (row: TextAudioRow) => {
    repo.markTrashed(row.id, now());
    moveFiles(filesOf(row), folders.live, folders.trash);
  };
  const speakerOf = (by: TextRecordingAuthor, picked: string | undefined): string => {
    if (picked === undefined) {
      repos.recordings.ensureSpeaker(by.username, now());
      return by.username;
    }
    if (!repos.recordings.speakerExists(picked))
      throw new InvalidError(`There is no speaker ${picked}. Add them to the speakers first.`);
    return picked;
  };

  return {
    folders,
    /** Text `textId`'s recording as `reader` may hear it, with its address; undefined otherwise. */
    heard(textId: number, reader: Reader): TextRecording | undefined {
      const row = repo.heard(textId, reader);
      return row && { ...row, url: textAudioUrl(row.filename) };
    },
    /** The live recording of a text, whoever asks (exports). */
    live: (textId: number) => repo.live(textId),
    /** Whether a file of a text recording may be heard by the reader (a teacher hears every one). */
    fileHeard: (file: string, reader: Reader) => reader.viewer === 'teacher' || repo.fileHeard(file, reader),

    /**
     * Gives text `textId` the recording `bytes` (audio as given: kept, and converted to MP3),
     * replacing the one it had; the new MP3's file name. Nothing changes when the bytes are not
     * audio or the text does not exist.
     */
    async replace(take: {
      textId: number;
      bytes: Buffer;
      by: TextRecordingAuthor;
      speaker?: string;
      visibility: Visibility;
    }): Promise<string> {
      if (!repos.texts.byId(take.textId)) throw new NotFoundError('No text found.');
      const speaker = speakerOf(take.by, take.speaker);
      return storeRecording({
        bytes: take.bytes,
        dir: folders.live,
        name: `text-${take.textId}`,
        clock,
        ffmpeg,
        record: (files) =>
          repo.transaction(() => {
            const old = repo.live(take.textId);
            // The old one is marked first (one live recording a text), its files moved last.
            if (old) repo.markTrashed(old.id, now());
            repo.insert({
              text_id: take.textId,
              ...files,
              speaker,
              visibility: take.visibility,
              recorded_by: take.by.userId,
            });
            if (old) moveFiles(filesOf(old), folders.live, folders.trash);
          }),
      });
    },

    /** Removes text `textId`'s recording to the trash; 404 when it has none. */
    remove(textId: number): void {
      repo.transaction(() => {
        const row = repo.live(textId);
        if (!row) throw new NotFoundError('This text has no recording.');
        trash(row);
      });
    },
  };
}
