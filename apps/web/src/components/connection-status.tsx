import { useSyncExternalStore } from 'react';
import { Button } from 'react-bootstrap';
import { useOnline } from '../offline/online-status';
import { applyUpdate, updateStore } from '../offline/service-worker';

/** Shown while the browser has no connection. */
export const OFFLINE_MESSAGE =
  'You are offline. What you downloaded still works; what you do is sent when you are back online.';
export const UPDATE_MESSAGE = 'A new version of the app is available.';

/**
 * The lines at the top of every page that says the app's state (ADR 065): offline, and a new version waiting
 * to be loaded. Nothing shows while online and up to date.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const updateWaiting = useSyncExternalStore(updateStore.subscribe, updateStore.waiting, () => false);
  if (online && !updateWaiting) return null;
  return (
    <div className="mb-3">
      {!online && (
        <p role="status" className="alert alert-warning mb-2 py-2">
          {OFFLINE_MESSAGE}
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
