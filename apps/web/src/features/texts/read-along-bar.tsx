import { useEffect, useId, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Icon } from '../../components/icon';

/** m:ss of a time in seconds. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The audio element's own state as the bar shows it, followed through its events (a few a second). */
function useAudioClock(audio: HTMLMediaElement | null, fallbackDuration: number) {
  const [clock, setClock] = useState({ playing: false, time: 0, duration: 0 });
  useEffect(() => {
    if (!audio) return;
    const update = () =>
      setClock({
        playing: !audio.paused && !audio.ended,
        time: audio.currentTime,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
      });
    const events = ['play', 'pause', 'ended', 'timeupdate', 'seeked', 'loadedmetadata', 'durationchange'];
    for (const event of events) audio.addEventListener(event, update);
    update();
    return () => {
      for (const event of events) audio.removeEventListener(event, update);
    };
  }, [audio]);
  return { ...clock, duration: clock.duration || fallbackDuration };
}

function BarButton({
  onClick,
  pressed,
  label,
  children,
}: {
  onClick: () => void;
  pressed?: boolean;
  /** The accessible name, when the button shows an icon alone. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn read-along-button ${pressed ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

interface ReadAlongBarProps {
  audio: HTMLMediaElement | null;
  /** The recording's length until the audio element knows it: the last sentence's end, in s. */
  fallbackDuration: number;
  /** Where the player is ("Sentence 2 of 9"), written into this element by the highlighter. */
  status: RefObject<HTMLSpanElement | null>;
  looping: boolean;
  slow: boolean;
  translationsHidden: boolean;
  onPlayPause: () => void;
  onStep: (direction: -1 | 1) => void;
  onSeek: (seconds: number) => void;
  onLoop: () => void;
  onSlow: () => void;
  onTranslations: () => void;
}

/**
 * The read-along's one player (ADR 093): play or pause, the previous and next sentence, the
 * position, and the choices (loop the sentence, slower, hide the translations). It stays in view
 * at the top of the screen while the text scrolls under it (read-along.css).
 */
export function ReadAlongBar(props: ReadAlongBarProps) {
  const { audio } = props;
  const { playing, time, duration } = useAudioClock(audio, props.fallbackDuration);
  const id = useId();
  return (
    <div
      className="read-along-bar border rounded p-2 mb-3 bg-body"
      role="group"
      aria-label="Read-along player"
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <BarButton onClick={() => props.onStep(-1)} label="Previous sentence">
          <Icon>
            <path d="M3 2h2v12H3zM14 2.5v11a.5.5 0 0 1-.76.43L6 8.43a.5.5 0 0 1 0-.86l7.24-5.5A.5.5 0 0 1 14 2.5z" />
          </Icon>
        </BarButton>
        <BarButton onClick={props.onPlayPause}>{playing ? 'Pause' : 'Play'}</BarButton>
        <BarButton onClick={() => props.onStep(1)} label="Next sentence">
          <Icon>
            <path d="M11 2h2v12h-2zM2 2.5v11a.5.5 0 0 0 .76.43L10 8.43a.5.5 0 0 0 0-.86L2.76 2.07A.5.5 0 0 0 2 2.5z" />
          </Icon>
        </BarButton>
        <span className="small" ref={props.status} />
      </div>
      <div className="d-flex align-items-center gap-2 mb-2">
        <label htmlFor={`${id}-position`} className="visually-hidden">
          Position in the recording
        </label>
        <input
          id={`${id}-position`}
          type="range"
          className="form-range flex-grow-1"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(time, duration || time)}
          aria-valuetext={`${clockTime(time)} of ${clockTime(duration)}`}
          onChange={(event) => props.onSeek(Number(event.target.value))}
        />
        <span className="small text-nowrap">
          {clockTime(time)} / {clockTime(duration)}
        </span>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <BarButton onClick={props.onLoop} pressed={props.looping}>
          Loop sentence
        </BarButton>
        <BarButton onClick={props.onSlow} pressed={props.slow}>
          Slower (0.75×)
        </BarButton>
        <BarButton onClick={props.onTranslations}>
          {props.translationsHidden ? 'Show translations' : 'Hide translations'}
        </BarButton>
      </div>
    </div>
  );
}
