import { vi } from 'vitest';

/** The animation frames a test holds: jsdom paints nothing, so the test says when a frame comes. */
export interface HeldFrames {
  /** Runs the callbacks asked for so far (not those they ask for in turn): one painted frame. */
  run(now?: number): void;
  /** How many callbacks wait for the next frame. */
  readonly waiting: number;
}

/**
 * Replaces requestAnimationFrame and cancelAnimationFrame with a queue the test runs by hand (the
 * setup file puts them back after each test).
 */
export function holdAnimationFrames(): HeldFrames {
  const frames = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++lastId, callback);
    return lastId;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return {
    run(now = performance.now()) {
      const callbacks = [...frames.values()];
      frames.clear();
      for (const callback of callbacks) callback(now);
    },
    get waiting() {
      return frames.size;
    },
  };
}
