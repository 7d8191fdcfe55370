import { SESSION_CALLS } from './cache-names';

/**
 * The service worker's registration and its updates (ADR 065). A new version installs in the
 * background and waits; the app shows "A new version of the app is available" until the learner
 * reloads, so a page in use never mixes old and new code. Queued work lives in IndexedDB and is
 * untouched by an update.
 *
 * With the platform's own API: workbox-window did the same in 2.3 KB gzip that every page's first
 * visit downloaded (ADR 076).
 */

type Listener = () => void;

let registration: ServiceWorkerRegistration | null = null;
let updateWaiting = false;
const listeners = new Set<Listener>();
/** Called when a worker takes control of the page (the first install's claim, or an update). */
const onControlling = new Set<Listener>();

function setUpdateWaiting(waiting: boolean) {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/** A worker installed while another one is active waits: the new version, until the learner reloads. */
function watchInstall(worker: ServiceWorker | null, active: () => boolean) {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && active()) setUpdateWaiting(true);
  };
  worker.addEventListener('statechange', check);
  check();
}

/** Registers /sw.js (the built app only: the development server has none). */
export async function registerServiceWorker(): Promise<void> {
  if (registration || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The worker keeps who is signed in from the answers that pass through it. Registered at the first
  // load (ADR 067), it may have installed before the learner signed in, keeping a visitor's answer:
  // once it controls the page, the session is asked again through it.
  onControlling.add(() => {
    for (const url of SESSION_CALLS) void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  });
  container.addEventListener('controllerchange', () => {
    for (const listener of onControlling) listener();
  });
  const registered = await container.register('/sw.js');
  registration = registered;
  const active = () => registered.active !== null;
  if (registered.waiting && active()) setUpdateWaiting(true);
  watchInstall(registered.installing, active);
  registered.addEventListener('updatefound', () => watchInstall(registered.installing, active));
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
  const waiting = registration?.waiting;
  if (!waiting) return;
  onControlling.add(() => window.location.reload());
  // sw.ts skips waiting on this message (Workbox's own message, kept).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
