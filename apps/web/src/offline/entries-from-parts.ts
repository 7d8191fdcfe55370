import { offlineEntriesPartOf, offlineEntriesPartUrl } from '@langapp/shared';
import { DOWNLOADS_CACHE } from './cache-names';

/**
 * An entry's details offline (ADR 067): the dictionary's download keeps the entries' details in
 * parts (GET /api/offline/entries/:part, an entry's part known from its id), and the service worker
 * answers GET /api/lex-entry/:id from them, for any entry of the download, as the server would.
 */

/** The id of an entry's details call (`/api/lex-entry/12`), or null for another path. */
export function lexEntryId(pathname: string): number | null {
  const match = /^\/api\/lex-entry\/(\d{1,15})$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const partOf = (id: number) => offlineEntriesPartUrl(offlineEntriesPartOf(id));

/** Whether the device keeps the part that would hold an entry (a dictionary is downloaded). */
export async function hasPartOf(id: number): Promise<boolean> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  return (await cache.match(partOf(id), { ignoreVary: true })) !== undefined;
}

interface ParsedPart {
  etag: string | null;
  details: Record<string, unknown>;
}

/** The last parts read, by URL: reading one again for the next entry costs no parse. */
const parsed = new Map<string, ParsedPart>();
const KEEP_PARSED = 4;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/**
 * The answer of GET /api/lex-entry/:id from the downloaded part that holds it: `{data}` for an entry
 * of the download, the server's 404 for an id the part does not hold (an entry the learner may not
 * see, or none); null when no part of it is on the device (no dictionary downloaded).
 */
export async function entryFromParts(id: number): Promise<Response | null> {
  const url = partOf(id);
  const cache = await caches.open(DOWNLOADS_CACHE);
  const kept = await cache.match(url, { ignoreVary: true });
  if (!kept) return null;
  const etag = kept.headers.get('ETag');
  let part = parsed.get(url);
  if (!part || part.etag !== etag || etag === null) {
    part = { etag, details: ((await kept.json()) as { details: Record<string, unknown> }).details };
    parsed.delete(url);
    parsed.set(url, part);
    if (parsed.size > KEEP_PARSED) parsed.delete(parsed.keys().next().value!);
  }
  const detail = part.details[String(id)];
  return detail === undefined
    ? json(404, { success: false, error: `There is no lexical entry with the id ${id}.` })
    : json(200, { data: detail });
}
