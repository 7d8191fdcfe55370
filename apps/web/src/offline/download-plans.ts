import {
  lessonItems,
  numbersResponseSchema,
  readLessonSteps,
  textIndexResponseSchema,
  vocabLessonResponseSchema,
} from '@langapp/shared';
import { entryRecordingsUrl, sentenceRecordingsUrl, textRecordingsUrl } from '../api/recordings';
import { getJson } from '../lib/api-client';

/**
 * Which of the app's own calls a download keeps (ADR 065): the pages read their data through the
 * same addresses offline, answered by the service worker from the downloads cache. The recordings
 * come from the server's package (it chooses them by the learner's speakers and what they may hear).
 * The calls of one item (an entry's details, a lesson, a text, their recordings lists) change with
 * their package's version, which follows them (ADR 064); the lists below do not, and every sync
 * asks them again.
 */

/**
 * What every download keeps: who is signed in, the speakers' notices and order the players ask for,
 * and the headwords' alphabet, by which the device judges typed answers and sorts the dictionary
 * with no network (issue 40, ADR 097).
 */
const COMMON_CALLS = [
  '/api/who',
  '/api/alphabet',
  '/api/speaker-preferences',
  '/api/speaker-notices',
  '/api/speaker-notices/accepted',
];

/**
 * Calls that list what no one package follows whole (every entry, sentence or recording the account
 * may see or hear, the numbers, the lessons, the texts, the account's speakers): a download whose
 * version did not change keeps them as well, so every sync asks them again (`refreshDownloads`).
 */
const LIST_CALLS: ReadonlySet<string> = new Set([
  ...COMMON_CALLS,
  '/api/lexs',
  '/api/audio-recordings-info',
  '/api/sents',
  '/api/sent-audios',
  '/api/numbers',
  '/api/vocab-lessons',
  '/api/text-index',
]);

/** Whether a download's call is one of the lists every sync asks again. */
export const isListCall = (url: string) => LIST_CALLS.has(url);

/**
 * The lexicon as /words shows it (the list, its recordings, the sentences under each word with their
 * recordings), and the numbers. Each entry's details (GET /api/lex-entry/:id) are the package's
 * parts, from which the service worker answers them (ADR 067): not one call per entry.
 */
async function lexiconCalls(): Promise<string[]> {
  const { data: numbers } = await getJson('/api/numbers', numbersResponseSchema);
  return [
    '/api/lexs',
    '/api/audio-recordings-info',
    // "Show sentences" under a word: the sentences that use it, and where each plays from (the files
    // are the package's: those of the sentences under the words, as the learner may hear them).
    '/api/sents',
    '/api/sent-audios',
    // The numbers page and its recordings come with the dictionary.
    '/api/numbers',
    ...numbers.map((number) => number.url),
  ];
}

/** A lesson as its player reads it: the lesson, the words and sentences it names, their recordings. */
async function lessonCalls(id: string): Promise<string[]> {
  const lessonUrl = `/api/vocab-lesson/${encodeURIComponent(id)}`;
  const { data: lesson } = await getJson(lessonUrl, vocabLessonResponseSchema);
  const read = readLessonSteps(lesson.data);
  const items = read.ok ? lessonItems(read.steps) : [];
  const lexIds = [...new Set(items.flatMap((item) => (item.kind === 'word' ? [item.lexId] : [])))];
  const sentIds = items.flatMap((item) => (item.kind === 'sentence' ? [item.sentId] : []));
  const sentences = sentenceRecordingsUrl(sentIds);
  return [
    '/api/vocab-lessons',
    lessonUrl,
    '/api/lexs',
    '/api/sents',
    ...lexIds.map(entryRecordingsUrl),
    ...(sentences === null ? [] : [sentences]),
  ];
}

/** The texts: their list, each text with its sentences' recordings, and the lexicon its words link to. */
async function textCalls(): Promise<string[]> {
  const { data: texts } = await getJson('/api/text-index', textIndexResponseSchema);
  return [
    '/api/text-index',
    '/api/lexs',
    ...texts.flatMap((text) => [`/api/text/${text.id}`, textRecordingsUrl(text.id)]),
  ];
}

/** The app's calls a download keeps, by the download's key; the deck keeps its package alone. */
export async function callsOf(key: string): Promise<string[]> {
  let calls: string[] = [];
  if (key.startsWith('lexicon:')) calls = await lexiconCalls();
  else if (key.startsWith('lesson:')) calls = await lessonCalls(key.slice('lesson:'.length));
  else if (key === 'texts') calls = await textCalls();
  return [...COMMON_CALLS, ...calls];
}
