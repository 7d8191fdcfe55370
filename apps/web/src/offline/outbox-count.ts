/**
 * How many changes wait in the queue, and what the server refused of those sent (ADR 065): what the
 * page shows at the top of every page. A store with no dependencies of its own, so the app's entry
 * carries it without the queue's code (IndexedDB, the sync call), which loads when first needed.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = 0;
let refused: readonly string[] = [];

function changed() {
  for (const listener of listeners) listener();
}

export const outboxCount = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => waiting,
  refused: () => refused,
};

/** The queue's own module keeps these current. */
export function setWaiting(count: number): void {
  waiting = count;
  changed();
}

export function setRefused(reasons: readonly string[]): void {
  refused = reasons;
  changed();
}
