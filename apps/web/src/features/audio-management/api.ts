import {
  audioRecordingsResponseSchema,
  sentAudiosResponseSchema,
  uploadAudioResponseSchema,
} from '@langapp/shared';
import { apiRequest, getJson } from '../../lib/api-client';

/** A stored recording as the modals list it. */
export interface Recording {
  filename: string;
  speaker: string;
  /** UTC, ISO 8601. */
  timestamp: string;
}

/** A clip the recorder made, ready to upload. */
export interface RecordedClip {
  blob: Blob;
  /** The MIME type it was recorded in, sent as `filetype`. */
  mimeType: string;
  /** The word or sentence id plus the extension of mimeType. */
  fileName: string;
}

/** Only the .mp3 files are used (spec §2; the server transcodes every upload and keeps the original beside it). */
const isMp3 = (recording: Recording) => recording.filename.toLowerCase().endsWith('.mp3');

export const wordAudioUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;
export const sentenceAudioUrl = (filename: string) => `/api/audio-sent/${encodeURIComponent(filename)}`;

/** The recordings of one word (the server filters by ?word=, lowercased and NFC like the lexicon). */
export async function fetchWordRecordings(word: string): Promise<Recording[]> {
  const { data } = await getJson(
    `/api/audio-recordings-info?${new URLSearchParams({ word }).toString()}`,
    audioRecordingsResponseSchema,
  );
  return data.filter(isMp3);
}

/** The recordings of one sentence: GET /api/sent-audios lists them all; this keeps those of sentId. */
export async function fetchSentenceRecordings(sentId: string): Promise<Recording[]> {
  const { data } = await getJson('/api/sent-audios', sentAudiosResponseSchema);
  return data.filter((row) => row.sent_id === sentId).filter(isMp3);
}

/** POSTs a recording as multipart/form-data: the fields and the clip as the `audio` file part. */
async function uploadRecording(path: string, fields: Record<string, string>, clip: RecordedClip): Promise<string> {
  const { filename } = await apiRequest(path, uploadAudioResponseSchema, {
    method: 'POST',
    form: { ...fields, audio: { blob: clip.blob, fileName: clip.fileName } },
  });
  return filename;
}

/** POST /api/upload-lex-audio: filetype, filename, word, audio. Resolves to the stored file's name. */
export function uploadWordAudio(word: string, clip: RecordedClip): Promise<string> {
  return uploadRecording(
    '/api/upload-lex-audio',
    { filetype: clip.mimeType, filename: clip.fileName, word },
    clip,
  );
}

/** POST /api/upload-sent-audio: filetype, id, audio (the spec's fields; the part's file name is id + extension). */
export function uploadSentenceAudio(sentId: string, clip: RecordedClip): Promise<string> {
  return uploadRecording('/api/upload-sent-audio', { filetype: clip.mimeType, id: sentId }, clip);
}
