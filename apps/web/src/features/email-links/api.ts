import {
  emailLexsResponseSchema,
  exampleResponseSchema,
  sotwInfoResponseSchema,
  sotwSubmitResponseSchema,
  successResponseSchema,
  wotdInfoResponseSchema,
} from '@langapp/shared';
import type { LexicalItems } from '@langapp/shared';
import { apiRequest, ApiError, postForm } from '../../lib/api-client';

export const unsubscribe = (code: string) => postForm('/email/unsubscribe', { code }, successResponseSchema);

export const fetchWotdInfo = (auth: string) => postForm('/email/wotd-info', { auth }, wotdInfoResponseSchema);

export const fetchExample = (auth: string) => postForm('/email/example', { auth }, exampleResponseSchema);

export const fetchSotwInfo = (auth: string) =>
  apiRequest('/email/sotw-info', sotwInfoResponseSchema, { method: 'POST', json: { auth } });

const bearer = (auth: string) => ({ Authorization: `Bearer ${auth}` });

export const fetchLexs = (auth: string) => apiRequest('/email/lexs', emailLexsResponseSchema, { headers: bearer(auth) });

export interface SentenceSubmission {
  text: string;
  trans: string;
  lexical_items: LexicalItems;
}

export const submitSentence = (auth: string, submission: SentenceSubmission) =>
  apiRequest('/email/sotw-submit', sotwSubmitResponseSchema, { method: 'POST', json: submission, headers: bearer(auth) });

/**
 * The server read the link's code and refused it (missing, unknown, expired or of another kind:
 * 400, 401, 403, 404 with success false). Too many requests (429) and server faults are not the
 * link's fault: the pages show their error message for those, as for a network failure.
 */
export function isLinkRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.isRefusal && error.status !== 429;
}
