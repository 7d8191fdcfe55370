import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { Waveform } from './waveform';

type Playing = 'speaker' | 'learner' | 'both' | 'loop' | null;

/** Seconds, as the part's fields show them. */
const round = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * Play the speaker, the learner, both one after the other, or a part of the speaker's recording in
 * a loop; slow (0.75, pitch kept). Each button stops what plays when pressed again. The part is a
 * pair of fields, so it is set with the keyboard as well as by dragging it on the waveform.
 */
export function PlaybackControls({
  waves,
  speakerReady,
  learnerReady,
  speakerDuration,
  mayPlaySpeaker,
}: {
  waves: RefObject<{ speaker: Waveform; learner: Waveform } | null>;
  speakerReady: boolean;
  learnerReady: boolean;
  speakerDuration: number;
  mayPlaySpeaker: () => Promise<boolean>;
}) {
  const [playing, setPlaying] = useState<Playing>(null);
  const [slow, setSlow] = useState(false);
  const [part, setPart] = useState({ start: 0, end: 0 });
  const run = useRef(0);
  // The loop reads the part as it is now: a change while it plays takes effect at the next turn.
  const partNow = useRef(part);
  partNow.current = part;
  const partId = useId();

  // The part starts as the whole recording, shown on the speaker's waveform.
  useEffect(() => {
    if (!speakerReady) return;
    const whole = { start: 0, end: round(speakerDuration) };
    setPart(whole);
  }, [speakerReady, speakerDuration]);

  useEffect(() => {
    if (!speakerReady || part.end <= part.start) return;
    waves.current?.speaker.showPart(part.start, part.end, (start, end) =>
      setPart({ start: round(start), end: round(end) }),
    );
  }, [waves, speakerReady, part]);

  useEffect(() => {
    waves.current?.speaker.setSlow(slow);
    waves.current?.learner.setSlow(slow);
  }, [waves, slow, speakerReady, learnerReady]);

  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  function stopAll() {
    run.current += 1;
    waves.current?.speaker.stop();
    waves.current?.learner.stop();
    setPlaying(null);
  }

  async function start(what: Exclude<Playing, null>) {
    if (playing === what) return stopAll();
    stopAll();
    const mine = run.current;
    const still = () => run.current === mine;
    const w = waves.current;
    if (!w) return;
    if (what !== 'learner' && !(await mayPlaySpeaker())) return;
    if (!still()) return;
    setPlaying(what);
    try {
      if (what === 'speaker' || what === 'both') await w.speaker.play();
      if (still() && (what === 'learner' || what === 'both')) await w.learner.play();
      while (still() && what === 'loop') await w.speaker.play(partNow.current.start, partNow.current.end);
    } catch {
      // The browser refused to play (no user gesture, a failed decode): nothing is playing.
    }
    if (still()) setPlaying(null);
  }

  const button = (what: Exclude<Playing, null>, label: string, ready: boolean) => (
    <button
      type="button"
      className={`btn btn-sm ${playing === what ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={playing === what}
      disabled={!ready}
      onClick={() => void start(what)}
    >
      {label}
    </button>
  );

  const partValid = part.end > part.start;
  return (
    <div className="mt-2">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {button('speaker', 'Play the speaker', speakerReady)}
        {button('learner', 'Play mine', learnerReady)}
        {button('both', 'Play both', speakerReady && learnerReady)}
        <div className="form-check form-check-inline mb-0 ms-1">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${partId}-slow`}
            checked={slow}
            onChange={(event) => setSlow(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${partId}-slow`}>
            Slow (0.75×)
          </label>
        </div>
      </div>
      <fieldset className="d-flex flex-wrap gap-2 align-items-end mt-2" disabled={!speakerReady}>
        <legend className="small fw-semibold mb-0 w-100">A part of the speaker’s recording, in a loop</legend>
        <div>
          <label className="form-label small mb-0" htmlFor={`${partId}-from`}>
            From (seconds)
          </label>
          <input
            id={`${partId}-from`}
            className="form-control form-control-sm speaking-seconds"
            type="number"
            min={0}
            max={round(speakerDuration)}
            step={0.05}
            value={part.start}
            onChange={(event) => setPart({ ...part, start: Number(event.target.value) })}
          />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor={`${partId}-to`}>
            To (seconds)
          </label>
          <input
            id={`${partId}-to`}
            className="form-control form-control-sm speaking-seconds"
            type="number"
            min={0}
            max={round(speakerDuration)}
            step={0.05}
            value={part.end}
            onChange={(event) => setPart({ ...part, end: Number(event.target.value) })}
          />
        </div>
        {button('loop', 'Loop the part', speakerReady && partValid)}
      </fieldset>
      {!partValid && speakerReady && (
        <p className="small text-danger mb-0 mt-1">The part must end after it starts.</p>
      )}
    </div>
  );
}
