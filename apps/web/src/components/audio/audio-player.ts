import { useCallback, useEffect, useRef } from 'react';

/** Where the server plays a word recording (signed-in users only). */
export function recordingUrl(filename: string): string {
  return `/api/audio/${encodeURIComponent(filename)}`;
}

/**
 * Starts playing `url` and returns the element. A browser that refuses to play (autoplay policy, a
 * missing file, no audio support) is ignored: a recording is a help, never a reason to fail.
 */
export function playAudio(url: string): HTMLAudioElement {
  const audio = new Audio(url);
  try {
    // Older engines return undefined rather than a promise.
    void audio.play()?.catch(() => {});
  } catch {
    // Some test and embedded environments throw instead of rejecting.
  }
  return audio;
}

function stop(audio: HTMLAudioElement | null) {
  try {
    audio?.pause();
  } catch {
    // Nothing to stop.
  }
}

/**
 * A player for one page: each call stops the recording still playing before starting the next,
 * and leaving the page stops it too.
 */
export function useAudioPlayer(): (url: string) => void {
  const current = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => stop(current.current), []);
  return useCallback((url: string) => {
    stop(current.current);
    current.current = playAudio(url);
  }, []);
}
