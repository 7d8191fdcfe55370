import { expect, onTestFinished, vi } from 'vitest';

/** What a mocked endpoint answers: a JSON body with a status, or a thrown error (a network failure). */
export type Reply = { status?: number; body: unknown; headers?: Record<string, string> } | Error;

export interface Call {
  method: string;
  path: string;
  init: RequestInit | undefined;
  /** The fields of a FormData body, or null. */
  form: Record<string, string> | null;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 304 ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * Replaces the global fetch with one that answers 'METHOD /path?query' keys, else 'METHOD /path'
 * keys (whatever the query), and records each call. A call nobody expected fails the test (the app
 * would only see a network error).
 */
export function mockFetch(replies: Record<string, Reply>) {
  const calls: Call[] = [];
  const unexpected: string[] = [];
  onTestFinished(() => expect(unexpected, 'calls the test did not expect').toEqual([]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const form =
      init?.body instanceof FormData
        ? Object.fromEntries([...init.body.entries()].map(([name, value]) => [name, String(value)]))
        : null;
    const call: Call = { method, path: url.pathname, init, form };
    calls.push(call);
    const reply = replies[`${method} ${url.pathname}${url.search}`] ?? replies[`${method} ${url.pathname}`];
    if (reply === undefined) {
      unexpected.push(`${method} ${url.pathname}`);
      throw new TypeError('Failed to fetch');
    }
    if (reply instanceof Error) throw reply;
    return json(reply.status ?? 200, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/**
 * The notices on speakers' recordings, which the app reads as it starts (none here), and the
 * alphabet (none made yet), which the letter bar, the answer checks (ADR 090) and the dictionary's
 * order (ADR 089) read.
 */
const noNotices = {
  'GET /api/speaker-notices': { body: { data: [] } },
  'GET /api/alphabet': { body: { writingSystem: 'und', alphabet: null } },
} as const;

/** The calls a visitor's session check makes, and the notices. */
export const visitor = { 'GET /api/who': { body: { username: null, admin: false } }, ...noNotices } as const;

/**
 * What every signed-in page asks besides its own data: the navbar's review count (and an admin's
 * count of suggestions to review) and, on the home page, the lessons of its Continue section
 * (nothing due, no suggestions, no lessons). A test that cares answers them itself, after these.
 */
export const signedInShell = {
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
  'GET /api/admin/suggestions/count': { body: { success: true, open: 0 } },
  'GET /api/vocab-lessons': { body: { data: [] } },
  // The speakers the learner hears first (none chosen), which every play control follows.
  'GET /api/speaker-preferences': { body: { speakers: [] } },
  // Whose variety a speaker's is, which a recording's credit shows where its take does not say (ADR 085).
  'GET /api/recording-speakers': { body: { data: [] } },
  // The downloads offered where the learner studies ("Make available offline", ADR 067): none here.
  'GET /api/offline/catalog': { body: { data: [] } },
  // The takes the learner sent to their teacher (ADR 083), on the progress page and beside a word: none.
  'GET /api/take-feedback': { body: { data: [], unread: 0, unreadItems: [] } },
  ...noNotices,
} as const;

/** The call a signed-in user's session check makes (who, with the admin flag), and the shell's calls. */
export function signedIn(username = 'learner', admin = false) {
  return { 'GET /api/who': { body: { username, admin } }, ...signedInShell };
}

/** A failure of the network itself, as fetch reports it. */
export const networkDown = () => new TypeError('Failed to fetch');
