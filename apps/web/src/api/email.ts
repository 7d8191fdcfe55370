import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  addNoteResponseSchema,
  emailLexsResponseSchema,
  exampleResponseSchema,
  sotwInfoResponseSchema,
  sotwNotesResponseSchema,
  sotwSubmitResponseSchema,
  submittedSentsResponseSchema,
  successResponseSchema,
  wotdInfoResponseSchema,
} from '@langapp/shared';
import type { addNoteRequestSchema, LexicalItems } from '@langapp/shared';
import { apiRequest, ApiError, getJson, postForm } from '../lib/api-client';

/*
 * The e-mail-linked pages (/wotd, /sotw, /unsubscribe) are public: the code in their link is what
 * authorises each call, so every key holds that code and two links never share an answer.
 */

/**
 * The server read the link's code and refused it (missing, unknown, expired or of another kind:
 * 400, 401, 403, 404 with success false). Too many requests (429) and server faults are not the
 * link's fault: the pages show their error message for those, as for a network failure.
 */
export function isLinkRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.isRefusal && error.status !== 429;
}

const bearer = (auth: string) => ({ Authorization: `Bearer ${auth}` });

/** POST /email/wotd-info: the word of the day of the link, its choices and the right one. */
export const wotdInfoQuery = (auth: string) =>
  queryOptions({
    queryKey: ['email', 'wotd-info', auth],
    queryFn: async () => (await postForm('/email/wotd-info', { auth }, wotdInfoResponseSchema)).info,
    meta: { what: 'word of the day' },
  });

/** Where the word of the day's recording plays from, for whoever holds the e-mail's link. */
export const wotdRecordingUrl = (auth: string) =>
  `/email/wotd-audio?${new URLSearchParams({ auth }).toString()}`;

/** Where the example sentence's recording plays from. */
export const exampleRecordingUrl = (auth: string) =>
  `/email/example-audio?${new URLSearchParams({ auth }).toString()}`;

/** POST /email/example: the word of the day's example sentence. */
export const exampleQuery = (auth: string) =>
  queryOptions({
    queryKey: ['email', 'example', auth],
    queryFn: async () => (await postForm('/email/example', { auth }, exampleResponseSchema)).info,
    meta: { what: 'example sentence' },
  });

/** POST /email/sotw-info: whom the sentence-of-the-week link is for, and when they last submitted. */
export const sotwInfoQuery = (auth: string) =>
  queryOptions({
    queryKey: ['email', 'sotw-info', auth],
    queryFn: async () =>
      (await apiRequest('/email/sotw-info', sotwInfoResponseSchema, { method: 'POST', json: { auth } })).info,
    meta: { what: 'sentence of the week' },
  });

/** GET /email/lexs: the lexicon a sentence-of-the-week link may pick its words from. */
export const emailLexsQuery = (auth: string) =>
  queryOptions({
    queryKey: ['email', 'lexs', auth],
    queryFn: async () =>
      (await apiRequest('/email/lexs', emailLexsResponseSchema, { headers: bearer(auth) })).data,
    staleTime: 5 * 60_000,
    meta: { what: 'lexicon of the sentence of the week' },
  });

export interface SentenceSubmission {
  text: string;
  trans: string;
  lexical_items: LexicalItems;
}

const submitSentence = (auth: string, submission: SentenceSubmission) =>
  apiRequest('/email/sotw-submit', sotwSubmitResponseSchema, {
    method: 'POST',
    json: submission,
    headers: bearer(auth),
  });

/** Submits the link's sentence; the link's info then holds the new submission date. */
export function useSubmitSentence(auth: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: SentenceSubmission) => submitSentence(auth, submission),
    // A refusal is shown: the server's sentence (400) or the link's (expired, already used).
    meta: { failure: 'The sentence could not be submitted.', refusalShown: true },
    onSuccess: ({ date }, { text, trans }) => {
      // A new sentence replaces the old one and its notes: the page shows it at once, as the server keeps it.
      const submission = { text: text.trim(), trans: trans.trim(), notes: [] };
      queryClient.setQueryData(sotwInfoQuery(auth).queryKey, (info) =>
        info ? { ...info, date_user_submitted: date, submission } : info,
      );
      // The admin's list of submissions has a new or replaced sentence.
      void queryClient.invalidateQueries({ queryKey: submittedSentencesQuery.queryKey });
    },
  });
}

/** POST /email/unsubscribe: an action, not a read (the page posts it once per code). */
const unsubscribe = (code: string) => postForm('/email/unsubscribe', { code }, successResponseSchema);

export function useUnsubscribe() {
  return useMutation({
    mutationFn: unsubscribe,
    // A refused link is the page's answer ('This link is not valid...'), not a failure.
    meta: { failure: 'The unsubscribe call failed.', refusalShown: true },
  });
}

/** GET /api/sotw-submitted-sents (admin): the sentences learners submitted. */
export const submittedSentencesQuery = queryOptions({
  queryKey: ['email', 'sotw-submitted-sents'],
  queryFn: async () => (await getJson('/api/sotw-submitted-sents', submittedSentsResponseSchema)).results,
  meta: { what: 'submitted sentences' },
});

/** GET /api/sotw-notes (admin): the teacher's notes on the submitted sentences. */
export const sotwNotesQuery = queryOptions({
  queryKey: ['email', 'sotw-notes'],
  queryFn: async () => (await getJson('/api/sotw-notes', sotwNotesResponseSchema)).results,
  meta: { what: 'notes' },
});

/** POST /api/sotw-add-note (admin): the note is kept; `emailed` says whether the learner was told by e-mail now. */
const addNote = (request: z.input<typeof addNoteRequestSchema>) =>
  apiRequest('/api/sotw-add-note', addNoteResponseSchema, { method: 'POST', json: request });

/** Adds a note to a submitted sentence (the server e-mails it to the learner); every list of notes then shows it. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    meta: { failure: 'The note could not be sent.', refusalShown: true },
    onSuccess: ({ success }) => {
      if (success) void queryClient.invalidateQueries({ queryKey: sotwNotesQuery.queryKey });
    },
  });
}
