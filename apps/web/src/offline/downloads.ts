import { timeZoneParam } from '../lib/time-zone';
import { DOWNLOADS_CACHE, packageUrl } from './cache-names';
import { downloadRecords } from './download-catalog';
import type { CatalogEntry, Progress } from './download-catalog';
import { DownloadError, fetchForDownload } from './download-fetch';
import type { OnWait } from './download-fetch';
import { callsOf, isListCall } from './download-plans';
import { COMING_WORDLES_KEY, offlineDb } from './offline-db';
import type { DownloadRecord } from './offline-db';

/**
 * The learner's downloads (ADR 065): each one is the server's package (its version and recordings)
 * and the app's calls its pages make, all kept in the downloads cache under their own URLs, which
 * the service worker answers from offline. A file two downloads share is kept once, and removed
 * with the last download that holds it. A recording already on the device is not downloaded again.
 */

interface OfflinePackage {
  version: string;
  audio: { url: string; bytes: number }[];
  /** Parts kept as files of their own (the lexicon's entries' details, ADR 067). */
  parts?: { url: string; version: string; bytes: number }[];
}

/** The review deck's download. */
const DECK = 'deck';

/** Calls fetched at once: enough to keep the connection busy, few enough not to starve a page. */
const PARALLEL = 4;

/**
 * Recordings fetched at once: as many as a browser opens connections to one server over HTTP/1.1
 * (6), so that a round trip's wait is shared by more files; they have a rate limit of their own.
 */
const PARALLEL_RECORDINGS = 6;


/**
 * Calls a download may find gone, each left out rather than failing the download: the recordings
 * of the numbers (the list is the teacher's, the files come as they are recorded).
 */
const MAYBE_MISSING = /^\/media\/numbers\//;

/** A file of a download's calls; null for one that may be missing and is. */
async function fetchKept(url: string, init: RequestInit, onWait: OnWait): Promise<Response | null> {
  if (!MAYBE_MISSING.test(url)) return fetchForDownload(url, init, onWait);
  const response = await fetchForDownload(url, init, onWait).catch((error: unknown) => {
    if (error instanceof DownloadError && error.status === 404) return null;
    throw error;
  });
  return response;
}

/**
 * Keeps one part of a package (ADR 067) unless the device has that version of it already (an
 * unchanged part, or one kept before an interrupted download): answers the bytes fetched.
 */
async function keepPart(
  cache: Cache,
  part: { url: string; version: string },
  init: RequestInit,
  onWait: OnWait,
): Promise<number> {
  const etag = `"${part.version}"`;
  const kept = await cache.match(part.url, { ignoreVary: true });
  if (kept?.headers.get('ETag') === etag) return 0;
  const etagKept = kept?.headers.get('ETag');
  const response = await fetchForDownload(
    part.url,
    etagKept ? { ...init, headers: { 'If-None-Match': etagKept } } : init,
    onWait,
  );
  if (response.status === 304) return 0;
  const body = await response.clone().arrayBuffer();
  await cache.put(part.url, response);
  return body.byteLength;
}

/** Every URL some download other than `key` holds. */
async function heldByOthers(key: string): Promise<Set<string>> {
  const records = await downloadRecords();
  return new Set(records.filter((record) => record.key !== key).flatMap((record) => record.files));
}

/** Removes from the cache the files of `urls` that no other download holds. */
async function dropFiles(cache: Cache, key: string, urls: readonly string[]): Promise<void> {
  const others = await heldByOthers(key);
  await Promise.all(urls.filter((url) => !others.has(url)).map((url) => cache.delete(url)));
}

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  parallel = PARALLEL,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * Downloads (or refreshes) one entry of the catalog: its package, its calls (always asked again:
 * they are small and say what changed) and the recordings not yet on the device. Files the previous
 * version held and this one does not (an item hidden since, a take replaced) leave the device.
 */
export async function download(
  entry: Pick<CatalogEntry, 'key' | 'title'>,
  onProgress: (progress: Progress) => void = () => {},
  /** Stops the download (the connection is gone): what it has fetched stays for the next attempt. */
  signal?: AbortSignal,
): Promise<DownloadRecord> {
  try {
    return await downloadOnce(entry, onProgress, signal);
  } catch (error) {
    // Stopped mid-file (a body cut off as the cache kept it): the connection, said as such.
    if (signal?.aborted && !(error instanceof DownloadError))
      throw new DownloadError('offline', { cause: error });
    throw error;
  }
}

async function downloadOnce(
  entry: Pick<CatalogEntry, 'key' | 'title'>,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal | undefined,
): Promise<DownloadRecord> {
  const init: RequestInit = signal ? { signal } : {};
  const cache = await caches.open(DOWNLOADS_CACHE);
  const db = await offlineDb();
  const before = await db.get('downloads', entry.key);
  // The deck's changes that wait now are not in the package the server is about to make.
  const waitingBefore = entry.key === DECK ? await db.getAll('outbox') : [];

  let done = 0;
  let total = 1;
  const onWait: OnWait = (waitSeconds) => onProgress({ done, total, waitSeconds });
  const packageResponse = await fetchForDownload(`${packageUrl(entry.key)}?${timeZoneParam()}`, init, onWait);
  const pkg = (await packageResponse.clone().json()) as OfflinePackage;
  const parts = pkg.parts ?? [];
  const calls = await callsOf(entry.key);
  const audio = pkg.audio;
  total =
    audio.reduce((sum, file) => sum + file.bytes, 0) +
    parts.reduce((sum, part) => sum + part.bytes, 0) +
    calls.length;
  let bytes = 0;
  onProgress({ done, total });

  await cache.put(packageUrl(entry.key), packageResponse);
  bytes += Number(packageResponse.headers.get('Content-Length') ?? 0);
  // The parts first (what the pages read offline), then the calls, then the recordings; each part
  // and recording already on the device is not fetched again, so an interrupted download goes on.
  await inParallel(parts, async (part) => {
    bytes += await keepPart(cache, part, init, onWait);
    done += part.bytes;
    onProgress({ done, total });
  });
  await inParallel(calls, async (url) => {
    const response = await fetchKept(url, init, onWait);
    if (response) {
      const body = await response.clone().arrayBuffer();
      await cache.put(url, response);
      bytes += body.byteLength;
    } else {
      // Gone since an earlier version: its copy goes too.
      await cache.delete(url);
    }
    onProgress({ done: ++done, total });
  });
  await inParallel(
    audio,
    async (file) => {
      if (!(await cache.match(file.url, { ignoreVary: true })))
        await cache.put(file.url, await fetchForDownload(file.url, init, onWait));
      bytes += file.bytes;
      done += file.bytes;
      onProgress({ done, total });
    },
    PARALLEL_RECORDINGS,
  );

  const files = [
    packageUrl(entry.key),
    ...parts.map((part) => part.url),
    ...calls,
    ...audio.map((file) => file.url),
  ];
  const record: DownloadRecord = {
    key: entry.key,
    title: entry.title,
    version: pkg.version,
    files,
    bytes,
    savedAt: Date.now(),
  };
  if (entry.key === DECK) {
    // The deck on the device is the new package with the changes still waiting applied over it.
    const { keepDeckDownload } = await import('./offline-deck');
    await keepDeckDownload(record, pkg, waitingBefore);
  } else await db.put('downloads', record);
  if (before) {
    const kept = new Set(files);
    await dropFiles(
      cache,
      entry.key,
      before.files.filter((url) => !kept.has(url)),
    );
  }
  return record;
}

/** Removes a download and the files no other download holds. */
export async function removeDownload(key: string): Promise<void> {
  const db = await offlineDb();
  const record = await db.get('downloads', key);
  if (!record) return;
  await dropFiles(await caches.open(DOWNLOADS_CACHE), key, record.files);
  await db.delete('downloads', key);
}

/** Asks the lists some download keeps again (download-plans.ts: no package's version follows them). */
async function refreshLists(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await inParallel(urls, async (url) => cache.put(url, await fetchForDownload(url)));
}

/**
 * Brings every download up to date with the server (online): a changed one is downloaded again
 * (unchanged recordings stay), one the server no longer offers (a lesson hidden or withdrawn) is
 * removed, and the lists the others keep are asked again (a lesson's copy of the lexicon and
 * sentences, the texts' copy of the lexicon: a word or sentence hidden since leaves them, though
 * those packages did not change). Answers the keys it changed.
 */
export async function refreshDownloads(catalog: readonly CatalogEntry[]): Promise<string[]> {
  const byKey = new Map(catalog.map((entry) => [entry.key, entry]));
  const changed: string[] = [];
  const unchanged: DownloadRecord[] = [];
  const asked = new Set<string>();
  for (const record of await downloadRecords()) {
    const entry = byKey.get(record.key);
    if (!entry) await removeDownload(record.key);
    else if (entry.version !== record.version) {
      for (const url of (await download(entry)).files) asked.add(url);
    } else {
      unchanged.push(record);
      continue;
    }
    changed.push(record.key);
  }
  const lists = new Set(unchanged.flatMap((record) => record.files).filter(isListCall));
  await refreshLists([...lists].filter((url) => !asked.has(url)));
  return changed;
}

/**
 * Empties the device of this account's downloads, what it changed of them and the Wordle answers it
 * kept for the coming days (signing out, another account).
 */
export async function clearDownloads(): Promise<void> {
  await caches.delete(DOWNLOADS_CACHE);
  const db = await offlineDb();
  await db.clear('downloads');
  await db.clear('deckOverlay');
  await db.delete('meta', COMING_WORDLES_KEY);
}

/** How long after the last online rating the deck's download is brought up to date. */
const DECK_REFRESH_DELAY_MS = 5000;
let deckRefresh: ReturnType<typeof setTimeout> | undefined;

/**
 * Fetches the deck's download again if the device has it and no change waits to be sent (the
 * server's deck would lack it; the sync refreshes the downloads after sending). Answers whether it did.
 */
export async function refreshDeck(): Promise<boolean> {
  const db = await offlineDb();
  const record = await db.get('downloads', DECK);
  if (!record || (await db.count('outbox')) > 0) return false;
  await download(record);
  return true;
}

/**
 * After an online rating or undo: the deck's download is fetched again once the learner pauses, so
 * that a connection lost later goes on from the deck as it is now, not as it was downloaded (its
 * unchanged recordings stay). Quiet when it fails: the next start or return of the connection
 * refreshes it too.
 */
export function refreshDeckSoon(delayMs = DECK_REFRESH_DELAY_MS): void {
  if (typeof indexedDB === 'undefined' || typeof caches === 'undefined') return;
  clearTimeout(deckRefresh);
  deckRefresh = setTimeout(() => {
    refreshDeck().catch((error: unknown) =>
      console.warn('The review deck on this device could not be refreshed.', error),
    );
  }, delayMs);
}
