import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { formatSize } from '../lib/format-size';
import { useBrowserIdle } from '../lib/use-browser-idle';
import { askToKeep, roomFor } from './device-storage';
import { downloadRecords, fetchCatalog } from './download-catalog';
import type { CatalogEntry, Progress } from './download-catalog';
import { DownloadError } from './download-fetch';
import type { DownloadRecord } from './offline-db';
import { useOnline } from './online-status';

/**
 * The downloads in progress on this page, shared by every "Make available offline" control (ADR
 * 067): the one on /words and the one on /offline show the same download. Each download goes on its
 * own: one that fails leaves the others as they are, says why in plain words, and one stopped by a
 * lost connection goes on by itself when the connection returns (what it had is kept).
 */

export type ActiveDownload =
  | { status: 'downloading'; title: string; progress: Progress }
  | { status: 'failed'; title: string; message: string; resumeWhenOnline: boolean };

const active = new Map<string, ActiveDownload>();
const listeners = new Set<() => void>();
/** Told when a download ends (done or failed), so the pages' copies of the records refresh. */
const endListeners = new Set<(key: string) => void>();

function set(key: string, state: ActiveDownload | null): void {
  if (state) active.set(key, state);
  else active.delete(key);
  for (const listener of listeners) listener();
}

/** The download of `key` in progress or failed on this page, or null. */
const activeDownload = (key: string): ActiveDownload | null => active.get(key) ?? null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the learner reads while a download waits for the server (its Retry-After). */
export const waitMessage = (seconds: number) =>
  `The server asked to wait: the download goes on in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The download of `key` in progress or failed on this page, kept current. */
export function useActiveDownload(key: string): ActiveDownload | null {
  return useSyncExternalStore(
    subscribe,
    () => activeDownload(key),
    () => null,
  );
}

/**
 * Makes a download of the catalog available offline (or brings it up to date): refused before it
 * starts when the device has no room for it. Answers whether it completed.
 */
export async function startDownload(entry: CatalogEntry): Promise<boolean> {
  if (active.get(entry.key)?.status === 'downloading') return false;
  const room = await roomFor(entry.dataBytes + entry.audioBytes);
  if (room.kind === 'full') {
    set(entry.key, {
      status: 'failed',
      title: entry.title,
      message: `There is not enough space on this device for ${entry.title}: it needs ${formatSize(room.needed)}, and ${formatSize(room.left)} is left. Remove a download on Offline downloads, then try again.`,
      resumeWhenOnline: false,
    });
    return false;
  }
  await askToKeep();
  set(entry.key, { status: 'downloading', title: entry.title, progress: { done: 0, total: 1 } });
  const controller = new AbortController();
  stoppers.add(controller);
  try {
    // The download's code (packages, the pages' calls, the api modules they name) loads with the
    // first download: a page that only offers one does not carry it (ADR 078).
    const { download } = await import('./downloads');
    await download(
      entry,
      (progress) => set(entry.key, { status: 'downloading', title: entry.title, progress }),
      controller.signal,
    );
    set(entry.key, null);
    return true;
  } catch (error) {
    const offline = error instanceof DownloadError && error.failure === 'offline';
    if (offline) resumable.set(entry.key, entry);
    set(entry.key, {
      status: 'failed',
      title: entry.title,
      message:
        `${entry.title} could not be downloaded. ${error instanceof Error ? error.message : ''}`.trim(),
      resumeWhenOnline: offline,
    });
    // The connection may have come back before this failure was known: the 'online' event is past.
    if (offline && navigator.onLine) setTimeout(resumeWaiting, 1_000);
    return false;
  } finally {
    stoppers.delete(controller);
    for (const listener of endListeners) listener(entry.key);
  }
}

/** Forgets a failure the learner dismissed. */
export function dismissFailure(key: string): void {
  if (active.get(key)?.status === 'failed') set(key, null);
}

// A download stopped by a lost connection goes on when the connection returns, from where it stopped.
const resumable = new Map<string, CatalogEntry>();
/** The downloads in progress, stopped when the browser says the connection is gone. */
const stoppers = new Set<AbortController>();
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    for (const controller of stoppers) controller.abort();
  });
  window.addEventListener('online', resumeWaiting);
}

/** Starts again, from where they stopped, the downloads a lost connection stopped. */
function resumeWaiting(): void {
  if (!navigator.onLine) return;
  for (const [key, entry] of resumable) {
    const state = active.get(key);
    resumable.delete(key);
    if (state?.status === 'failed' && state.resumeWhenOnline) void startDownload(entry);
  }
}

/** The catalog of downloads: what the server offers this account now, with sizes and versions. */
export const offlineCatalogQuery = queryOptions({
  queryKey: ['offline', 'catalog'],
  queryFn: fetchCatalog,
  // Building it costs the server every package: the controls of a page share one, for a minute.
  staleTime: 60_000,
  meta: { what: 'downloads' },
});

/** The downloads on this device. */
export const offlineRecordsQuery = queryOptions({
  queryKey: ['offline', 'records'],
  queryFn: downloadRecords,
  staleTime: 0,
});

/** What a control shows of one download. */
export type OfflineState =
  | { kind: 'unavailable' }
  /** The device's records or the server's catalog not read yet: the control keeps its room (ADR 076). */
  | { kind: 'checking' }
  | { kind: 'offer'; entry: CatalogEntry }
  | { kind: 'downloading'; progress: Progress; entry: CatalogEntry | null }
  | { kind: 'failed'; message: string; entry: CatalogEntry | null }
  | { kind: 'ready'; record: DownloadRecord }
  | { kind: 'update'; record: DownloadRecord; entry: CatalogEntry };

/**
 * The state of one download for a control (ADR 067): offered with its size, downloading, failed,
 * ready, or with an update available; and the action that makes it available (or up to date).
 */
export function useOfflineDownload(key: string): { state: OfflineState; start: () => void } {
  const online = useOnline();
  const queryClient = useQueryClient();
  // The catalog builds every package on the server (a second or more with a large dictionary),
  // which answers the page's own calls (the deck, the speakers chosen) only after it: it is asked
  // once the page has painted and the browser is idle (ADR 078). The room stays kept meanwhile.
  const idle = useBrowserIdle();
  const catalog = useQuery({ ...offlineCatalogQuery, enabled: online && idle });
  const records = useQuery(offlineRecordsQuery);
  const current = useActiveDownload(key);
  const entry = catalog.data?.find((item) => item.key === key) ?? null;
  const record = records.data?.find((item) => item.key === key);

  // Whenever a download of this key ends (started here, on another page, or resumed by itself when
  // the connection returned), the device's records and the catalog are read again.
  useEffect(() => {
    const ended = (endedKey: string) => {
      if (endedKey === key) void queryClient.invalidateQueries({ queryKey: ['offline'] });
    };
    endListeners.add(ended);
    return () => {
      endListeners.delete(ended);
    };
  }, [key, queryClient]);

  const start = useCallback(() => {
    if (entry) void startDownload(entry);
  }, [entry]);

  let state: OfflineState;
  if (current?.status === 'downloading') state = { kind: 'downloading', progress: current.progress, entry };
  else if (current?.status === 'failed') state = { kind: 'failed', message: current.message, entry };
  else if (record && entry && entry.version !== record.version) state = { kind: 'update', record, entry };
  else if (record) state = { kind: 'ready', record };
  else if (entry) state = { kind: 'offer', entry };
  else if (records.isPending || (online && catalog.isPending)) state = { kind: 'checking' };
  else state = { kind: 'unavailable' };
  return { state, start };
}
