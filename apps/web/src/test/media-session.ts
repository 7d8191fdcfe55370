import type { MediaSessionLike } from '../features/listen/listen-player';

/**
 * A Media Session that keeps the handlers the code under test gives it, and presses them as the lock
 * screen or headphones would. `install` puts it on `navigator.mediaSession` (with a `MediaMetadata`
 * that keeps its init) for code that reaches the browser's own.
 */
export function fakeMediaSession() {
  const handlers = new Map<string, (() => void) | null>();
  const session: MediaSessionLike = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action, handler) => void handlers.set(action, handler),
  };
  const press = (action: string) => {
    const handler = handlers.get(action);
    if (!handler) throw new Error(`No handler for ${action}`);
    handler();
  };
  return { session, handlers, press };
}

export function installMediaSession(stubGlobal: (name: string, value: unknown) => void) {
  const fake = fakeMediaSession();
  Object.defineProperty(navigator, 'mediaSession', { value: fake.session, configurable: true });
  stubGlobal(
    'MediaMetadata',
    class {
      constructor(public init: MediaMetadataInit) {}
    },
  );
  return fake;
}
