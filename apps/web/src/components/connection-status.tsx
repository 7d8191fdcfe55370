import { useSyncExternalStore } from 'react';
import { Button } from 'react-bootstrap';
import { useOnline } from '../offline/online-status';
import { outboxCount } from '../offline/outbox-count';
import { applyUpdate, updateStore } from '../offline/service-worker';

/** Shown while the browser has no connection. */
export const OFFLINE_MESSAGE =
  'You are offline. What you downloaded still works; what you do is sent when you are back online.';
export const UPDATE_MESSAGE = 'A new version of the app is available.';

/** How many changes made offline wait to be sent (the queue, ADR 065). */
export const changesWaiting = (n: number) => `${n} ${n === 1 ? 'change waits' : 'changes wait'} to be sent.`;

/**
 * The lines at the top of every page that says the app's state (ADR 065): offline, and a new version waiting
 * to be loaded. Nothing shows while online and up to date.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const updateWaiting = useSyncExternalStore(updateStore.subscribe, updateStore.waiting, () => false);
  const changes = useSyncExternalStore(outboxCount.subscribe, outboxCount.waiting, () => 0);
  if (online && !updateWaiting && changes === 0) return null;
  return (
    <div className="mb-3">
      {(!online || changes > 0) && (
        <p role="status" className="alert alert-warning mb-2 py-2">
          {[online ? '' : OFFLINE_MESSAGE, changes > 0 ? changesWaiting(changes) : '']
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      {updateWaiting && (
        <div role="status" className="alert alert-info mb-2 py-2 d-flex flex-wrap align-items-center gap-2">
          <span>{UPDATE_MESSAGE}</span>
          <Button size="sm" variant="primary" onClick={applyUpdate}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}
