import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The one recording the play buttons are playing: starting another stops it, so a list of words
 * never talks over itself. `key` says which button started it (a url may appear twice on a page).
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

/** Stops whatever the play buttons are playing (a page that leaves calls it through its buttons). */
export function stopPlaying() {
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
 * Plays `url`, or stops it when this button's recording is the one playing. Resolves to false when
 * the browser could not play it (a missing file, no audio support), true otherwise.
 */
async function toggle(key: string, url: string): Promise<boolean> {
  const wasThis = nowPlaying?.key === key;
  stopPlaying();
  if (wasThis) return true;
  const audio = new Audio(url);
  const playing = { key, audio };
  const done = () => {
    if (nowPlaying === playing) setNowPlaying(null);
  };
  audio.addEventListener('ended', done);
  audio.addEventListener('pause', done);
  setNowPlaying(playing);
  try {
    await audio.play();
    return true;
  } catch (error) {
    done();
    // Stopped by another button before it started: not a failure.
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

/** How long the spec's error banners stay (3 s). */
const ERROR_SHOWN_MS = 3_000;

let nextKey = 0;

/**
 * A small button that plays a recording: its accessible name is 'Play {label}', it is pressed while
 * the recording plays and stops it when pressed again. Only one recording plays at a time; a failure
 * shows the spec's 'Error playing audio!' for 3 seconds.
 */
export function PlayRecordingButton({
  url,
  label,
  className,
}: {
  url: string;
  /** What is played, as the learner reads it (a word, a sentence): the name is 'Play {label}'. */
  label: string;
  className?: string;
}) {
  const [key] = useState(() => `play-${++nextKey}`);
  const playing = useSyncExternalStore(
    subscribe,
    () => nowPlaying?.key === key,
    () => false,
  );
  const [failed, setFailed] = useState(false);
  // The message's 3 s run from the failure itself (an effect could start them a frame late).
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showFailure = (show: boolean) => {
    clearTimeout(hideTimer.current);
    setFailed(show);
    if (show) hideTimer.current = setTimeout(() => setFailed(false), ERROR_SHOWN_MS);
  };
  // Leaving the page (or the row) stops its recording.
  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      if (nowPlaying?.key === key) stopPlaying();
    },
    [key],
  );

  return (
    <span className={className}>
      <button
        type="button"
        className={`btn btn-sm py-0 px-1 lh-1 align-baseline ${playing ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-label={`Play ${label}`}
        aria-pressed={playing}
        title={playing ? 'Stop' : 'Play'}
        onClick={() => {
          showFailure(false);
          void toggle(key, url).then((ok) => showFailure(!ok));
        }}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          width="14"
          height="14"
          viewBox="0 0 16 16"
          fill="currentColor"
        >
          {playing ? (
            <rect x="3" y="3" width="10" height="10" rx="1" />
          ) : (
            <path d="M3 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 3 2.5z" />
          )}
        </svg>
      </button>
      {failed && (
        <span role="alert" className="text-danger small ms-1">
          Error playing audio!
        </span>
      )}
    </span>
  );
}
