import path from 'node:path';
import type { TextRecording, Visibility } from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import type { Clock } from '../../lib/clock';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { Repos } from '../../repos';
import type { ServiceDeps } from '../../service-deps';
import { moveFiles } from '../recordings/recording-trash.service';
import { storeRecording } from '../recordings/recordings.service';
import type { TextAudioRow } from './text-recording.repo';

/** Where a text recording's file is fetched (GET /api/text-audio/:filename). */
export const textAudioUrl = (filename: string) => `/api/text-audio/${encodeURIComponent(filename)}`;

/** The text recordings' folders under the media folder: live, and the trash (ADR 020). */
export const textAudioFolders = (mediaDir: string) => ({
  live: path.join(mediaDir, 'text-audio'),
  trash: path.join(mediaDir, 'trash', 'text-audio'),
});

/** Who gives a text its recording: a teacher (the console) or an import, under an account's name. */
export interface TextRecordingAuthor {
  userId: number | null;
  username: string;
}

/** What giving a text its recording stands on: the service's deps, or an import's (ExchangeDeps). */
export interface TextRecordingDeps {
  repos: Pick<Repos, 'texts' | 'textRecording' | 'recordings'>;
  clock: Clock;
  mediaDir: string;
  ffmpeg: string;
}

/**
 * Gives text `textId` the recording `bytes` or `file` (audio as given: kept, and converted to MP3), replacing
 * the one it had (to the trash); the new MP3's file name. Nothing changes when the bytes are not
 * audio, the speaker is unknown or the text does not exist. The console's upload and the ELAN
 * import both come here.
 */
export async function replaceTextRecording(
  { repos, clock, mediaDir, ffmpeg }: TextRecordingDeps,
  take: ({ bytes: Buffer } | { file: string }) & {
    textId: number;
    by: TextRecordingAuthor;
    speaker?: string;
    visibility: Visibility;
  },
): Promise<string> {
  const repo = repos.textRecording;
  const folders = textAudioFolders(mediaDir);
  const now = () => clock.now().toISOString();
  if (!repos.texts.byId(take.textId)) throw new NotFoundError('No text found.');
  let speaker = take.speaker;
  if (speaker === undefined) {
    speaker = take.by.username;
    repos.recordings.ensureSpeaker(speaker, now());
  } else if (!repos.recordings.speakerExists(speaker))
    throw new InvalidError(`There is no speaker ${speaker}. Add them to the speakers first.`);
  const who = speaker;
  return storeRecording({
    ...('bytes' in take ? { bytes: take.bytes } : { file: take.file }),
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
          speaker: who,
          visibility: take.visibility,
          recorded_by: take.by.userId,
        });
        if (old) moveFiles(filesOf(old), folders.live, folders.trash);
      }),
  });
}

const filesOf = (row: TextAudioRow) => (row.original ? [row.filename, row.original] : [row.filename]);

/**
 * A text's whole recording (ADR 087): one live recording a text, kept as given beside the MP3 the
 * app plays; a new one replaces it and the old one goes to the trash, as a deleted take does.
 */
export function createTextRecordingService({ repos, clock, config }: ServiceDeps) {
  const repo = repos.textRecording;
  const deps: TextRecordingDeps = {
    repos,
    clock,
    mediaDir: config.mediaDir,
    ffmpeg: ffmpegPath(config.ffmpegPath),
  };
  const folders = textAudioFolders(config.mediaDir);

  return {
    folders,
    /** Text `textId`'s recording as `reader` may hear it, with its address; undefined otherwise. */
    heard(textId: number, reader: Reader): TextRecording | undefined {
      const row = repo.heard(textId, reader);
      return row && { ...row, url: textAudioUrl(row.filename) };
    },
    /** Whether a file of a text recording may be heard by the reader (a teacher hears every one). */
    fileHeard: (file: string, reader: Reader) => reader.viewer === 'teacher' || repo.fileHeard(file, reader),

    /** The console's upload: see replaceTextRecording. */
    replace: (take: Parameters<typeof replaceTextRecording>[1]) => replaceTextRecording(deps, take),

    /** Removes text `textId`'s recording to the trash; 404 when it has none. */
    remove(textId: number): void {
      repo.transaction(() => {
        const row = repo.live(textId);
        if (!row) throw new NotFoundError('This text has no recording.');
        repo.markTrashed(row.id, clock.now().toISOString());
        moveFiles(filesOf(row), folders.live, folders.trash);
      });
    },
  };
}
