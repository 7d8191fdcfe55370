import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  adminLessonRecordingsResponseSchema,
  audioRecordingsResponseSchema,
  deleteRecordingResponseSchema,
  lessonRecordingsResponseSchema,
  choosePreferredTake,
  normalizeWord,
  parseTextSentenceRecordingId,
  recordingSpeakersResponseSchema,
  sentAudiosResponseSchema,
  uploadAudioResponseSchema,
} from '@langapp/shared';
import type { SentAudio, SpokenRecording, Visibility, WordAudio } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { lexEntryKey } from './lex-entry';
import { useSpeakerOrder } from './speakers';

/** Where the server plays a word recording (signed-in users only). */
export const wordRecordingUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;

/** Where the server plays a sentence recording (signed-in users only). */
export const sentenceRecordingUrl = (filename: string) => `/api/audio-sent/${encodeURIComponent(filename)}`;

/** A take to play: where from, and whose voice it is (for the speaker's notice, ADR 061). */
export interface PlayableTake {
  url: string;
  /** Unknown for audio that is no one's take (the numbers). */
  speaker?: string;
  /** The speaker's variety where the take's list carries it (ADR 080); '' for none. */
  variety?: string | undefined;
}

/**
 * For each entry (or sentence id) that has one, the take to play: the newest .mp3 of the learner's
 * first chosen speaker who recorded it, else the newest (choosePreferredTake). Word recordings are
 * keyed by entry (`playableEntry`), sentence recordings by sentence id.
 */
export type PlayableRecordings = ReadonlyMap<string, PlayableTake>;

function playableBy<T extends SpokenRecording>(
  recordings: readonly T[],
  key: (recording: T) => string,
  urlOf: (filename: string) => string,
  preferred: readonly string[],
): PlayableRecordings {
  const takesOf = new Map<string, T[]>();
  for (const recording of recordings) {
    const k = key(recording);
    const takes = takesOf.get(k);
    if (takes) takes.push(recording);
    else takesOf.set(k, [recording]);
  }
  const playable = new Map<string, PlayableTake>();
  for (const [k, takes] of takesOf) {
    const take = choosePreferredTake(takes, preferred);
    if (take) playable.set(k, { url: urlOf(take.filename), speaker: take.speaker, variety: take.variety });
  }
  return playable;
}

/** The takes as where to play each item from, in the order the learner chose speakers. */
function usePlayableBy<T extends SpokenRecording>(
  recordings: readonly T[] | undefined,
  key: (recording: T) => string,
  urlOf: (filename: string) => string,
): PlayableRecordings {
  const preferred = useSpeakerOrder(recordings !== undefined && recordings.length > 0);
  return useMemo(
    () => (recordings ? playableBy(recordings, key, urlOf, preferred) : NONE),
    [recordings, key, urlOf, preferred],
  );
}

/**
 * A word recording's key: its entry (a recording belongs to its entry, never to a spelling, so each
 * homograph plays its own); a take no entry has (lex_id null, or a server that does not say) is
 * keyed by its normalised word.
 */
const takeKey = ({ lex_id, word }: Pick<WordAudio, 'lex_id' | 'word'>) =>
  lex_id == null ? `word:${normalizeWord(word)}` : `entry:${lex_id}`;

/** Where an entry of the lexicon plays from, if it has a recording: its own, else one stored by its word alone. */
export const playableEntry = (recordings: PlayableRecordings, entry: { id: number; lex: string }) =>
  recordings.get(takeKey({ lex_id: entry.id, word: entry.lex })) ??
  recordings.get(takeKey({ lex_id: null, word: entry.lex }));

/** Recordings change rarely and only by the admin here (who invalidates them): kept for 5 minutes. */
const PLAYABLE_STALE_MS = 5 * 60_000;

/**
 * GET /api/audio-recordings-info (no filter): every word recording, as where to play it per entry
 * (look up with `playableEntry`). One request serves the play controls of a whole word list.
 */
export const playableWordRecordingsQuery = queryOptions({
  queryKey: ['recordings', 'words'],
  queryFn: async (): Promise<WordAudio[]> =>
    (await getJson('/api/audio-recordings-info', audioRecordingsResponseSchema)).data,
  staleTime: PLAYABLE_STALE_MS,
  meta: { what: 'word recordings' },
});

/**
 * GET /api/sent-audios (no ids): every sentence recording, as where to play it per sentence id
 * ('12', or 'textId.sentenceId' for a sentence of a text). For pages that list many sentences.
 */
export const playableSentenceRecordingsQuery = queryOptions({
  queryKey: ['recordings', 'sentences'],
  queryFn: async (): Promise<SentAudio[]> =>
    (await getJson('/api/sent-audios', sentAudiosResponseSchema)).data,
  staleTime: PLAYABLE_STALE_MS,
  meta: { what: 'sentence recordings' },
});

const NONE: PlayableRecordings = new Map();
const sentenceKey = (recording: SentAudio) => recording.sent_id;

/** The word recordings to play, by entry; none while they load or if they cannot be. */
export const usePlayableWordRecordings = (enabled = true): PlayableRecordings =>
  usePlayableBy(useQuery({ ...playableWordRecordingsQuery, enabled }).data, takeKey, wordRecordingUrl);

/** Where the given sentences' recordings play from (asked of the server by id), by sentence id. */
export const usePlayableSentences = (sentIds: readonly string[]): PlayableRecordings =>
  usePlayableBy(useQuery(sentenceRecordingsQuery(sentIds)).data, sentenceKey, sentenceRecordingUrl);

/** The sentence recordings to play, by sentence id; none while they load or if they cannot be. */
export const usePlayableSentenceRecordings = (enabled = true): PlayableRecordings =>
  usePlayableBy(
    useQuery({ ...playableSentenceRecordingsQuery, enabled }).data,
    sentenceKey,
    sentenceRecordingUrl,
  );

/**
 * GET /api/sent-audios?text=: the recordings of one text's sentences, by sent_id
 * ('textId.sentenceId'); play them through `usePlayableTextRecordings`.
 */
export const textRecordingsQuery = (textId: number) =>
  queryOptions({
    queryKey: ['recordings', 'sentences', 'text', textId],
    queryFn: async (): Promise<SentAudio[]> =>
      (await getJson(textRecordingsUrl(textId), sentAudiosResponseSchema)).data,
    staleTime: PLAYABLE_STALE_MS,
    meta: { what: 'recordings of the text' },
  });

/** The address of one text's sentence recordings. */
export const textRecordingsUrl = (textId: number) =>
  `/api/sent-audios?${new URLSearchParams({ text: String(textId) }).toString()}`;

/** Where each sentence of a text plays from, by sent_id; none while they load or without a text. */
export const usePlayableTextRecordings = (textId: number | undefined): PlayableRecordings =>
  usePlayableBy(
    useQuery({ ...textRecordingsQuery(textId ?? 0), enabled: textId !== undefined }).data,
    sentenceKey,
    sentenceRecordingUrl,
  );

/**
 * GET /api/audio-recordings-info?lexId=: every stored recording of one entry (all formats), not
 * those of a homograph spelled alike.
 */
export const entryRecordingsQuery = (lexId: number) =>
  queryOptions({
    queryKey: ['recordings', 'words', lexId],
    queryFn: async (): Promise<WordAudio[]> =>
      (await getJson(entryRecordingsUrl(lexId), audioRecordingsResponseSchema)).data,
    meta: { what: 'recordings of the word' },
  });

/** The address of one entry's recordings (a lesson's download keeps it, ADR 065). */
export const entryRecordingsUrl = (lexId: number) => `/api/audio-recordings-info?lexId=${lexId}`;

/**
 * The address of some sentences' recordings: the ids as a set (sorted, once each), so that one set
 * is one address; null for none (the server would list every recording).
 */
export function sentenceRecordingsUrl(sentIds: readonly string[]): string | null {
  const ids = [...new Set(sentIds)].sort();
  if (ids.length === 0) return null;
  return `/api/sent-audios?${new URLSearchParams(ids.map((id) => ['sent', id])).toString()}`;
}

/**
 * GET /api/sent-audios?sent=…: every stored recording of the given sentences (all formats), asked
 * of the server by id rather than all of them filtered here. The ids are a set: their order and
 * repeats do not make another query. At most SENT_AUDIOS_MAX_IDS ids (a lesson has at most 200 steps).
 */
export const sentenceRecordingsQuery = (sentIds: readonly string[]) => {
  const ids = [...new Set(sentIds)].sort();
  const url = sentenceRecordingsUrl(ids);
  return queryOptions({
    queryKey: ['recordings', 'sentences', ids],
    queryFn: async (): Promise<SentAudio[]> =>
      url === null ? [] : (await getJson(url, sentAudiosResponseSchema)).data,
    meta: { what: 'sentence recordings' },
  });
};

/**
 * The given sentences' recordings to play, by sentence id (the chosen speaker's first, as everywhere):
 * one call for the sentences a page lists; none while they load or if they cannot be (offline,
 * where no download holds them).
 */
export const usePlayableRecordingsOfSentences = (sentIds: readonly string[]): PlayableRecordings =>
  usePlayableBy(
    useQuery({ ...sentenceRecordingsQuery(sentIds), enabled: sentIds.length > 0 }).data,
    sentenceKey,
    sentenceRecordingUrl,
  );

/** A clip the recorder made, ready to upload. */
export interface RecordedClip {
  blob: Blob;
  /** The MIME type it was recorded in, sent as `filetype`. */
  mimeType: string;
  /** The word or sentence id plus the extension of mimeType. */
  fileName: string;
}

/** A take to upload, with who may hear it (ADR 062) and whose voice it is (ADR 080); defaults when left out. */
export type LeveledClip = RecordedClip & { visibility?: Visibility; speaker?: string };

/** POSTs a recording as multipart/form-data: the fields and the clip as the `audio` file part. */
async function uploadRecording(
  path: string,
  fields: Record<string, string>,
  clip: LeveledClip,
): Promise<string> {
  const level: Record<string, string> = clip.visibility ? { visibility: clip.visibility } : {};
  const { filename } = await apiRequest(path, uploadAudioResponseSchema, {
    method: 'POST',
    form: {
      ...fields,
      ...level,
      ...(clip.speaker && { speaker: clip.speaker }),
      audio: { blob: clip.blob, fileName: clip.fileName },
    },
  });
  return filename;
}

/** The entry a word recording is of: its id, and its headword (the spec's `word`). */
export interface RecordedEntry {
  id: number;
  lex: string;
}

/**
 * POST /api/upload-lex-audio: filetype, filename, word, audio, and lexId, the entry the take is of
 * (so that a homograph gets its own). Resolves to the stored file's name.
 */
export function uploadWordAudio(entry: RecordedEntry, clip: LeveledClip): Promise<string> {
  return uploadRecording(
    '/api/upload-lex-audio',
    { filetype: clip.mimeType, filename: clip.fileName, word: entry.lex, lexId: String(entry.id) },
    clip,
  );
}

/** POST /api/upload-sent-audio: filetype, id, audio (the spec's fields; the part's file name is id + extension). */
function uploadSentenceAudio(sentId: string, clip: LeveledClip): Promise<string> {
  return uploadRecording('/api/upload-sent-audio', { filetype: clip.mimeType, id: sentId }, clip);
}

/** After a change to entry `lexId`'s recordings: its list, the entry whole and the play controls of every word list. */
const wordRecordingsChanged = (queryClient: QueryClient, lexId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: entryRecordingsQuery(lexId).queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: lexEntryKey(lexId), exact: true }),
    queryClient.invalidateQueries({ queryKey: playableWordRecordingsQuery.queryKey, exact: true }),
  ]);

/** After a change to sentence `sentId`'s recordings: every query of recordings that includes it. */
const sentenceRecordingsChanged = (queryClient: QueryClient, sentId: string) => {
  const textId = parseTextSentenceRecordingId(sentId)?.textId;
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [resource, kind, ids, ofText] }) =>
      resource === 'recordings' &&
      kind === 'sentences' &&
      (ids === undefined ||
        (Array.isArray(ids) && ids.includes(sentId)) ||
        (ids === 'text' && ofText === textId)),
  });
};

/**
 * GET /api/recording-speakers: everyone who ever recorded, in the order of their first recording
 * (the order speaker badges are assigned in). An upload by a new speaker asks for it again.
 */
export const recordingSpeakersQuery = queryOptions({
  queryKey: ['recordings', 'speakers'],
  // With each speaker's variety (ADR 080), by which learners choose.
  queryFn: async () => (await getJson('/api/recording-speakers', recordingSpeakersResponseSchema)).data,
  staleTime: PLAYABLE_STALE_MS,
  meta: { what: 'speakers' },
});

const speakersChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: recordingSpeakersQuery.queryKey, exact: true });

/**
 * Every query of the console's recording coverage (api/recording-coverage.ts) starts with this key:
 * a take uploaded or deleted changes them all.
 */
export const RECORDING_COVERAGE_KEY = ['recordings', 'coverage'] as const;

/** After a take is uploaded or deleted: the coverage figures and lists are asked again. */
const coverageChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: RECORDING_COVERAGE_KEY });

/** Uploads a recording of `entry`; every view of that entry's recordings then asks for them again. */
export function useUploadWordAudio(entry: RecordedEntry) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clip: LeveledClip) => uploadWordAudio(entry, clip),
    meta: { failure: 'The recording could not be uploaded.' },
    onSuccess: () =>
      Promise.all([
        wordRecordingsChanged(queryClient, entry.id),
        speakersChanged(queryClient),
        coverageChanged(queryClient),
      ]),
  });
}

/** Uploads a recording of sentence `sentId`; every query of recordings that includes it is asked again. */
export function useUploadSentenceAudio(sentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clip: LeveledClip) => uploadSentenceAudio(sentId, clip),
    meta: { failure: 'The recording could not be uploaded.' },
    onSuccess: () =>
      Promise.all([
        sentenceRecordingsChanged(queryClient, sentId),
        speakersChanged(queryClient),
        coverageChanged(queryClient),
      ]),
  });
}

/**
 * POST /api/delete-lex-audio (form: filename): deletes a take of a word (admin). Its files go to
 * the server's trash (restored from the CLI); it is no longer listed or played.
 */
async function deleteWordRecording(filename: string): Promise<void> {
  await apiRequest('/api/delete-lex-audio', deleteRecordingResponseSchema, {
    method: 'POST',
    form: { filename },
  });
}

/** POST /api/delete-sent-audio (form: filename): deletes a take of a sentence (admin), as above. */
async function deleteSentenceRecording(filename: string): Promise<void> {
  await apiRequest('/api/delete-sent-audio', deleteRecordingResponseSchema, {
    method: 'POST',
    form: { filename },
  });
}

/** Deletes a take of entry `lexId` (its file name); every view of its recordings then asks again. */
export function useDeleteWordRecording(lexId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) => deleteWordRecording(filename),
    meta: { failure: 'The recording could not be deleted.' },
    onSuccess: () => Promise.all([wordRecordingsChanged(queryClient, lexId), coverageChanged(queryClient)]),
  });
}

/** Deletes a take of sentence `sentId`; every query of recordings that includes it asks again. */
export function useDeleteSentenceRecording(sentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) => deleteSentenceRecording(filename),
    meta: { failure: 'The recording could not be deleted.' },
    onSuccess: () =>
      Promise.all([sentenceRecordingsChanged(queryClient, sentId), coverageChanged(queryClient)]),
  });
}

/** GET /api/lesson-recordings: the file names of the lesson recordings. */
export const lessonRecordingsQuery = queryOptions({
  queryKey: ['recordings', 'lessons'],
  queryFn: () => getJson('/api/lesson-recordings', lessonRecordingsResponseSchema),
  meta: { what: 'lesson recordings' },
});

/** GET /api/admin/lesson-recordings (admin): every lesson recording with its level (ADR 072). */
export const adminLessonRecordingsQuery = queryOptions({
  queryKey: ['recordings', 'lessons', 'admin'],
  queryFn: async () =>
    (await getJson('/api/admin/lesson-recordings', adminLessonRecordingsResponseSchema)).recordings,
  meta: { what: 'lesson recordings' },
});

/** Where a lesson recording downloads from (served by the API, signed-in users only). */
export const lessonRecordingUrl = (file: string) => `/lesson-recordings/${encodeURIComponent(file)}`;
