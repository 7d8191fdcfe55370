import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  audioRecordingsResponseSchema,
  lessonRecordingsResponseSchema,
  sentAudiosResponseSchema,
  uploadAudioResponseSchema,
} from '@langapp/shared';
import type { SentAudio, WordAudio } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';

/** Where the server plays a sentence recording (a word's: components/audio recordingUrl). */
export const sentenceRecordingUrl = (filename: string) => `/api/audio-sent/${encodeURIComponent(filename)}`;

/**
 * GET /api/audio-recordings-info?word=: every stored recording of one word (all formats; the
 * server matches the word lowercased and NFC, as the lexicon stores it).
 */
export const wordRecordingsQuery = (word: string) =>
  queryOptions({
    queryKey: ['recordings', 'word', word],
    queryFn: async (): Promise<WordAudio[]> =>
      (
        await getJson(
          `/api/audio-recordings-info?${new URLSearchParams({ word }).toString()}`,
          audioRecordingsResponseSchema,
        )
      ).data,
    meta: { what: 'recordings of the word' },
  });

/**
 * GET /api/sent-audios?sent=…: every stored recording of the given sentences (all formats), asked
 * of the server by id rather than all of them filtered here. The ids are a set: their order and
 * repeats do not make another query. At most SENT_AUDIOS_MAX_IDS ids (a lesson has at most 200 steps).
 */
export const sentenceRecordingsQuery = (sentIds: readonly string[]) => {
  const ids = [...new Set(sentIds)].sort();
  return queryOptions({
    queryKey: ['recordings', 'sentences', ids],
    queryFn: async (): Promise<SentAudio[]> => {
      // Without any ?sent= the server would list every recording.
      if (ids.length === 0) return [];
      const search = new URLSearchParams(ids.map((id) => ['sent', id]));
      return (await getJson(`/api/sent-audios?${search.toString()}`, sentAudiosResponseSchema)).data;
    },
    meta: { what: 'sentence recordings' },
  });
};

/** A clip the recorder made, ready to upload. */
export interface RecordedClip {
  blob: Blob;
  /** The MIME type it was recorded in, sent as `filetype`. */
  mimeType: string;
  /** The word or sentence id plus the extension of mimeType. */
  fileName: string;
}

/** POSTs a recording as multipart/form-data: the fields and the clip as the `audio` file part. */
async function uploadRecording(
  path: string,
  fields: Record<string, string>,
  clip: RecordedClip,
): Promise<string> {
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

/** Uploads a recording of `word`; every view of that word's recordings then asks for them again. */
export function useUploadWordAudio(word: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clip: RecordedClip) => uploadWordAudio(word, clip),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordRecordingsQuery(word).queryKey }),
  });
}

/** Uploads a recording of sentence `sentId`; every query of recordings that includes it is asked again. */
export function useUploadSentenceAudio(sentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clip: RecordedClip) => uploadSentenceAudio(sentId, clip),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [resource, kind, ids] }) =>
          resource === 'recordings' && kind === 'sentences' && Array.isArray(ids) && ids.includes(sentId),
      }),
  });
}

/** GET /api/lesson-recordings: the file names of the lesson recordings. */
export const lessonRecordingsQuery = queryOptions({
  queryKey: ['recordings', 'lessons'],
  queryFn: () => getJson('/api/lesson-recordings', lessonRecordingsResponseSchema),
  meta: { what: 'lesson recordings' },
});

/** Where a lesson recording downloads from (served by the API, signed-in users only). */
export const lessonRecordingUrl = (file: string) => `/lesson-recordings/${encodeURIComponent(file)}`;
