import { semitonesFrom } from '@langapp/shared';

/** The pitch drawn spans 9 semitones either side of the voice's own median (a voice's melody). */
const RANGE_SEMITONES = 9;

/**
 * An SVG path of a pitch contour over a waveform `duration` seconds long: x in per cent of the
 * duration, y in semitones from the voice's median (so an elder's low voice and a learner's high one
 * draw the same melody at the same height), broken where the contour is unvoiced.
 */
export function pitchPath(
  hz: readonly (number | null)[],
  hopSeconds: number,
  duration: number,
  medianHz: number | null,
): string {
  if (medianHz === null || duration <= 0) return '';
  const parts: string[] = [];
  let drawing = false;
  semitonesFrom(hz, medianHz).forEach((st, i) => {
    if (st === null) {
      drawing = false;
      return;
    }
    const clamped = Math.max(-RANGE_SEMITONES, Math.min(RANGE_SEMITONES, st));
    const x = ((i * hopSeconds) / duration) * 100;
    const y = 50 - (clamped / RANGE_SEMITONES) * 50;
    parts.push(`${drawing ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`);
    drawing = true;
  });
  return parts.join(' ');
}

export interface PitchLineSpec {
  path: string;
  color: string;
  dashed?: boolean;
}

/** Pitch lines laid over a waveform (the element it sits in is `position: relative`). */
export function PitchLines({ lines, label }: { lines: PitchLineSpec[]; label: string }) {
  return (
    <svg
      className="speaking-pitch"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {lines.map((line) => (
        <g key={line.color + String(line.dashed)}>
          {/* A white edge keeps the line readable over the waveform's colour. */}
          <path d={line.path} fill="none" stroke="#fff" strokeWidth={5} vectorEffect="non-scaling-stroke" />
          <path
            d={line.path}
            fill="none"
            stroke={line.color}
            strokeWidth={3}
            strokeDasharray={line.dashed ? '6 4' : undefined}
            vectorEffect="non-scaling-stroke"
          />
        </g>
      ))}
    </svg>
  );
}
