import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The spec's message when the browser cannot play a recording. */
export const PLAYBACK_ERROR = 'Error playing audio!';

/**
 * The one recording the app is playing. Every player goes through it (the play buttons and the
 * pages' own players), so starting one recording stops any other: a list of words never talks
 * over itself, nor over the admin's takes. `key` says which player started it.
 */
interface NowPlaying {
  key: string;
  audio: HTMLAudioElement;
}

let nowPlaying: NowPlaying | null = null;
const listeners = new Set<() => void>();

function setNowPlaying(next: NowPlaying | null) {
  nowPlaying = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function stopPlaying() {
  const playing = nowPlaying;
  if (!playing) return;
  setNowPlaying(null);
  try {
    playing.audio.pause();
  } catch {
    // Nothing to stop.
  }
}

/**
 * Plays `url` for player `key`, stopping whatever played. Resolves to false when the browser could
 * not play it (a missing file, no audio support, an autoplay refusal), true otherwise (also when
 * another recording stopped it before it began).
 */
async function play(key: string, url: string): Promise<boolean> {
  stopPlaying();
  let playing: NowPlaying | null = null;
  const done = () => {
    if (playing && nowPlaying === playing) setNowPlaying(null);
  };
  try {
    const audio = new Audio(url);
    playing = { key, audio };
    audio.addEventListener('ended', done);
    audio.addEventListener('pause', done);
    setNowPlaying(playing);
    // Older engines return undefined rather than a promise; some embedded ones throw.
    await audio.play();
    return true;
  } catch (error) {
    done();
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

let lastKey = 0;

/**
 * A player for one component: `play(url)` starts a recording (stopping any other in the app),
 * `stop()` stops this player's, `playing` says whether this player's is sounding; leaving stops it.
 */
export function usePlayer() {
  const [key] = useState(() => `player-${++lastKey}`);
  const playing = useSyncExternalStore(
    subscribe,
    () => nowPlaying?.key === key,
    () => false,
  );
  useEffect(
    () => () => {
      if (nowPlaying?.key === key) stopPlaying();
    },
    [key],
  );
  return {
    playing,
    play: useCallback((url: string) => play(key, url), [key]),
    stop: useCallback(() => {
      if (nowPlaying?.key === key) stopPlaying();
    }, [key]),
  };
}

/**
 * A page's player where a recording is a help, never a reason to fail: a recording the browser
 * refuses is ignored.
 */
export function useAudioPlayer(): (url: string) => void {
  const { play } = usePlayer();
  return useCallback((url: string) => void play(url), [play]);
}
