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
interface TextRecordingAuthor {
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

/** Who gives a text its recording, and at what level (the console's upload, an ELAN import). */
export interface TextRecordingTake {
  textId: number;
  by: TextRecordingAuthor;
  /** A speaker of the list; absent: the author's name, added to the list. */
  speaker?: string;
  visibility: Visibility;
}

/**
 * Writes the row of text `take.textId`'s new recording, whose files are made (prepareRecording),
 * marking the one it had trashed; gives the old one's files, for the caller to move to the trash
 * once the new files are in place. Synchronous: it runs in the caller's transaction.
 */
export function recordTextRecording(
  { repos, clock }: Pick<TextRecordingDeps, 'repos' | 'clock'>,
  files: { filename: string; original: string; timestamp: string },
  take: TextRecordingTake,
): string[] {
  const repo = repos.textRecording;
  const now = clock.now().toISOString();
  const speaker = take.speaker ?? take.by.username;
  if (take.speaker === undefined) repos.recordings.ensureSpeaker(speaker, now);
  const old = repo.live(take.textId);
  // The old one is marked first (one live recording a text), its files moved last.
  if (old) repo.markTrashed(old.id, now);
  repo.insert({
    text_id: take.textId,
    ...files,
    speaker,
    visibility: take.visibility,
    recorded_by: take.by.userId,
  });
  return old ? filesOf(old) : [];
}

/**
 * Gives text `textId` the recording `bytes` (audio as given: kept, and converted to MP3), replacing
 * the one it had (to the trash); the new MP3's file name. Nothing changes when the bytes are not
 * audio, the speaker is unknown or the text does not exist. The console's upload comes here; the
 * ELAN import prepares the files before its rows and records them in its own transaction.
 */
export async function replaceTextRecording(
  deps: TextRecordingDeps,
  take: { bytes: Buffer } & TextRecordingTake,
): Promise<string> {
  const { repos, clock, mediaDir, ffmpeg } = deps;
  const folders = textAudioFolders(mediaDir);
  if (!repos.texts.byId(take.textId)) throw new NotFoundError('No text found.');
  if (take.speaker !== undefined && !repos.recordings.speakerExists(take.speaker))
    throw new InvalidError(`There is no speaker ${take.speaker}. Add them to the speakers first.`);
  return storeRecording({
    bytes: take.bytes,
    dir: folders.live,
    name: `text-${take.textId}`,
    clock,
    ffmpeg,
    record: (files) =>
      repos.textRecording.transaction(() =>
        moveFiles(recordTextRecording(deps, files, take), folders.live, folders.trash),
      ),
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
