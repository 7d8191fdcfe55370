import type { Workbox } from 'workbox-window';
import { SESSION_CALLS } from './cache-names';

/**
 * The service worker's registration and its updates (ADR 065). A new version installs in the
 * background and waits; the app shows "A new version of the app is available" until the learner
 * reloads, so a page in use never mixes old and new code. Queued work lives in IndexedDB and is
 * untouched by an update.
 */

type Listener = () => void;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<Listener>();

function setUpdateWaiting(waiting: boolean) {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/**
 * Registers /sw.js (the built app only: the development server has none). workbox-window is a chunk
 * of its own, loaded after the page: no page waits for it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (workbox || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  // The worker keeps who is signed in from the answers that pass through it. Registered at the first
  // load (ADR 067), it may have installed before the learner signed in, keeping a visitor's answer:
  // once it controls the page, the session is asked again through it.
  workbox.addEventListener('controlling', () => {
    for (const url of SESSION_CALLS) void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  });
  await workbox.register();
}

export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => updateWaiting,
};

/** Lets the waiting version take over, then reloads the page once it controls it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
