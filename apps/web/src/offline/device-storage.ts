/**
 * The device's storage for the app (ADR 065): what it uses and may use (navigator.storage.estimate),
 * and whether the browser keeps it (navigator.storage.persist). Without the Storage API (an older
 * browser), nothing is said and nothing is refused.
 */

interface StorageState {
  usage: number;
  quota: number;
  persisted: boolean;
}

async function readStorage(): Promise<StorageState | null> {
  if (!('storage' in navigator) || typeof navigator.storage.estimate !== 'function') return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const persisted =
    typeof navigator.storage.persisted === 'function' ? await navigator.storage.persisted() : false;
  return { usage, quota, persisted };
}

export const storageQuery = { queryKey: ['offline', 'storage'], queryFn: readStorage, staleTime: 0 };

/** Asks the browser to keep the downloads when space runs short (it may say no; nothing changes then). */
export async function askToKeep(): Promise<void> {
  if ('storage' in navigator && typeof navigator.storage.persist === 'function')
    await navigator.storage.persist();
}

/** Whether `bytes` more fit in what the app may use: the download is refused before it starts if not. */
export async function roomFor(
  bytes: number,
): Promise<{ kind: 'ok' } | { kind: 'full'; needed: number; left: number }> {
  const state = await readStorage();
  if (!state || state.quota === 0) return { kind: 'ok' };
  const left = Math.max(0, state.quota - state.usage);
  return bytes > left ? { kind: 'full', needed: bytes, left } : { kind: 'ok' };
}
