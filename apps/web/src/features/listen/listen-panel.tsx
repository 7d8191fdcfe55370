import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Form } from 'react-bootstrap';
import { SpeakerCredit } from '../../components/audio/speaker-credit';
import type { ListenPanelProps } from '../../components/listen/listen-source';
import { Loading } from '../../components/loading';
import { createListenPlayer } from './listen-player';
import type { ListenPlayer, ListenState, ListenTrack, MediaSessionLike, RepeatPause } from './listen-player';
import { useListenTracks } from './listen-tracks';
import { silenceUrls } from './silence-wav';

/** The pauses to repeat a learner can choose (ADR 081): normal is 1.5 times the recording and 1 s. */
const PAUSES: Record<string, { label: string; pause: RepeatPause }> = {
  short: { label: 'Short: as long as the recording, and 1 second', pause: { factor: 1, extraMs: 1000 } },
  normal: { label: 'Normal: 1.5 times the recording, and 1 second', pause: { factor: 1.5, extraMs: 1000 } },
  long: { label: 'Long: twice the recording, and 2 seconds', pause: { factor: 2, extraMs: 2000 } },
};
const PAUSE_STORAGE_KEY = 'listen:pause';

function usePauseChoice(): [string, (choice: string) => void] {
  const [choice, setChoice] = useState(() => {
    try {
      const kept = window.localStorage.getItem(PAUSE_STORAGE_KEY);
      return kept !== null && kept in PAUSES ? kept : 'normal';
    } catch {
      return 'normal';
    }
  });
  const choose = (next: string) => {
    setChoice(next);
    try {
      window.localStorage.setItem(PAUSE_STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice holds while the page is open.
    }
  };
  return [choice, choose];
}

const NORMAL_PAUSE: RepeatPause = { factor: 1.5, extraMs: 1000 };
const pauseOf = (choice: string): RepeatPause => PAUSES[choice]?.pause ?? NORMAL_PAUSE;

/** The browser's Media Session, where there is one (the lock screen's and headphones' controls). */
function mediaSession(): {
  session: MediaSessionLike | null;
  metadata?: (init: MediaMetadataInit) => unknown;
} {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return { session: null };
  const session = navigator.mediaSession as unknown as MediaSessionLike;
  return typeof MediaMetadata === 'undefined'
    ? { session }
    : { session, metadata: (init) => new MediaMetadata(init) };
}

const NOT_STARTED: ListenState = {
  index: 0,
  phase: 'ready',
  playing: false,
  shown: [],
  failed: [],
  refused: false,
};

/** The player of `tracks` through the panel's audio element, made once for them and started at once. */
function usePlayer(title: string, tracks: ListenTrack[] | null, pause: RepeatPause) {
  const audio = useRef<HTMLAudioElement>(null);
  const [player, setPlayer] = useState<ListenPlayer | null>(null);
  const firstPause = useRef(pause);
  useEffect(() => {
    const element = audio.current;
    if (!element || tracks === null) return;
    const silences = silenceUrls();
    const { session, metadata } = mediaSession();
    const made = createListenPlayer(element, tracks, {
      title,
      pause: firstPause.current,
      silence: silences.url,
      mediaSession: session,
      metadata,
    });
    setPlayer(made);
    made.play();
    return () => {
      made.destroy();
      silences.release();
      setPlayer(null);
    };
  }, [title, tracks]);
  useEffect(() => player?.setPause(pause), [player, pause]);
  const state = useSyncExternalStore(
    (listener) => player?.subscribe(listener) ?? (() => undefined),
    () => player?.getState() ?? NOT_STARTED,
  );
  return { audio, player, state };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Listen hands-free (issue 38, ADR 081): the page's items one after the other, each its speaker's
 * recording, a pause to say it after them, then its meaning, which stays in the list below. Play,
 * pause, next and previous here, or on the lock screen and headphones with the screen off.
 */
export function ListenPanel({ title, sources, onClose }: ListenPanelProps) {
  const headingId = useId();
  const { tracks, skipped } = useListenTracks(sources);
  const [pauseChoice, setPauseChoice] = usePauseChoice();
  const { audio, player, state } = usePlayer(title, tracks, pauseOf(pauseChoice));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const track = tracks?.[state.index];
  const shown = state.shown[state.index] === true;
  const heard = (tracks ?? []).filter((_t, index) => state.shown[index]);
  const announcement =
    track === undefined
      ? ''
      : state.phase === 'finished'
        ? 'Finished.'
        : shown
          ? `${track.text}: ${track.meaning}`
          : `Item ${state.index + 1} of ${tracks?.length ?? 0}.`;

  return (
    <section aria-labelledby={headingId} className="card card-body mb-3 listen-panel">
      <div className="d-flex align-items-start gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="h5 me-auto">
          Listen hands-free: {title}
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="small text-body-secondary mb-2">
        Each recording plays, then a pause to say it after the speaker, then its meaning shows. It goes on
        with the screen off: pause, skip or go back from your lock screen or headphones.
      </p>
      {tracks === null ? (
        <Loading label="Loading the recordings..." />
      ) : (
        <>
          {skipped > 0 && (
            <p className="small">
              {plural(skipped, 'item has', 'items have')} no recording and {skipped === 1 ? 'is' : 'are'}{' '}
              skipped.
            </p>
          )}
          {tracks.length === 0 ? (
            <p>Nothing here has a recording to listen to.</p>
          ) : (
            <>
              <p className="text-body-secondary mb-1">
                {state.phase === 'finished'
                  ? 'Finished.'
                  : `Item ${state.index + 1} of ${tracks.length}${state.phase === 'repeat' ? ': say it after the speaker.' : ''}`}
              </p>
              <p className="fs-2 mb-1">{track?.text}</p>
              <SpeakerCredit take={track} className="d-block mb-1" />
              <p className="fs-4 text-body-secondary" style={{ minHeight: '1.5em' }} data-listen-meaning>
                {shown ? track?.meaning : null}
              </p>
              <div role="group" aria-label="Listen controls" className="d-flex flex-wrap gap-2 mb-3">
                <Button variant="outline-primary" onClick={() => player?.previous()}>
                  Previous
                </Button>
                <Button variant="primary" className="px-4" onClick={() => player?.toggle()}>
                  {state.playing ? 'Pause' : 'Play'}
                </Button>
                <Button variant="outline-primary" onClick={() => player?.next()}>
                  Next
                </Button>
              </div>
              {state.refused && (
                <p className="small">Your browser did not start playing by itself: press Play to listen.</p>
              )}
              {state.failed[state.index] && (
                <p className="small text-danger">This recording could not be played (is it downloaded?).</p>
              )}
            </>
          )}
          <Form.Group controlId={`${headingId}-pause`} className="mb-3" style={{ maxWidth: '28rem' }}>
            <Form.Label>Time to repeat</Form.Label>
            <Form.Select value={pauseChoice} onChange={(event) => setPauseChoice(event.currentTarget.value)}>
              {Object.entries(PAUSES).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {heard.length > 0 && (
            <>
              <h3 className="h6">Heard so far</h3>
              <ol className="mb-0">
                {heard.map((item) => (
                  <li key={item.key}>
                    {item.text}: {item.meaning}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {/* The one element everything plays through, recordings and silences (ADR 081). */}
      <audio ref={audio} preload="auto" data-listen-audio />
    </section>
  );
}
