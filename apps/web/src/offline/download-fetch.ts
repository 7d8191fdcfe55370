/**
 * How a download asks the server for each of its files (ADR 067): a refusal for being too busy
 * (429, 503) is asked again after the server's `Retry-After`, another server failure (5xx) after a
 * short pause, a few times each; what cannot be fetched fails with a sentence that says in plain
 * words what to do. What was downloaded before a failure stays on the device, so the next attempt
 * goes on from there.
 */

/** Why a download stopped: the connection, the server's refusal, or the account's session. */
export type DownloadFailure = 'offline' | 'busy' | 'server' | 'signed-out' | 'gone';

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  /** The server's status, when it answered. */
  readonly status: number | undefined;
  readonly failure: DownloadFailure;

  constructor(failure: DownloadFailure, options: ErrorOptions & { status?: number } = {}) {
    super(FAILURE_MESSAGES[failure], options);
    this.failure = failure;
    this.status = options.status;
  }
}

const KEPT = 'What was downloaded is kept on this device';

/** What the learner reads when a download stops, by why it stopped. */
export const FAILURE_MESSAGES: Record<DownloadFailure, string> = {
  offline: `The connection was lost. ${KEPT}: the download goes on where it stopped when you are back online.`,
  busy: `The server is busy. ${KEPT}: try again in a few minutes and the download goes on where it stopped.`,
  server: `The server could not send part of the download. ${KEPT}: try again later and the download goes on where it stopped.`,
  'signed-out': 'You are no longer signed in. Sign in again, then make it available offline.',
  gone: 'Part of the download is no longer on the server. Refresh the page, then try again.',
};

/** Longest wait the server's `Retry-After` is followed for before asking again (a longer one fails). */
const MAX_RETRY_AFTER_S = 120;
/** How many times one file is asked again after a refusal or a server failure. */
const RETRIES = 4;
/** The pause before asking again after a 5xx without `Retry-After`, doubled each time. */
const FIRST_PAUSE_MS = 1000;

/** Seconds the server asks to wait (`Retry-After`: seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Told while a download waits for the server before asking again. */
export type OnWait = (seconds: number) => void;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failureOf(status: number): DownloadFailure {
  if (status === 401) return 'signed-out';
  if (status === 404 || status === 403 || status === 410) return 'gone';
  if (status === 429 || status === 503) return 'busy';
  return 'server';
}

/**
 * Fetches a download's file: the response when it is 2xx or 304 (asked with `If-None-Match`), after
 * waiting out refusals and server failures; a DownloadError otherwise.
 */
export async function fetchForDownload(
  url: string,
  init: RequestInit = {},
  onWait: OnWait = () => {},
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      // Aborted (init.signal) when the browser says the connection is gone: a request in flight
      // then may otherwise wait for the network's own timeout.
      response = await fetch(url, { credentials: 'same-origin', ...init });
    } catch (cause) {
      throw new DownloadError('offline', { cause });
    }
    if (response.ok || response.status === 304) return response;
    const failure = failureOf(response.status);
    const retryable = failure === 'busy' || failure === 'server';
    const asked = retryAfterSeconds(response.headers.get('Retry-After'));
    const waitS = asked ?? (failure === 'busy' ? 60 : (FIRST_PAUSE_MS * 2 ** attempt) / 1000);
    if (!retryable || attempt >= RETRIES || waitS > MAX_RETRY_AFTER_S)
      throw new DownloadError(failure, { status: response.status });
    onWait(waitS);
    await pause(waitS * 1000);
    if (init.signal?.aborted) throw new DownloadError('offline', { cause: init.signal.reason });
  }
}
