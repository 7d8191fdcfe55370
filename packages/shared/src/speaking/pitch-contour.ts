import { PitchDetector } from 'pitchy';

/**
 * The pitch (fundamental frequency) of a recording, frame by frame: what the comparison view draws
 * over a waveform and what the alignment follows (ADR 079).
 */
export interface PitchContour {
  /** Seconds from one frame's centre to the next; frame i is centred at i * hopSeconds. */
  hopSeconds: number;
  /** F0 in Hz of each frame, or null where the frame is silent or unvoiced. */
  hz: (number | null)[];
  /** The frame's loudness, its RMS level in decibels below full scale (-Infinity for digital silence). */
  levelDb: number[];
}

export interface PitchOptions {
  /** Lowest and highest F0 taken as a voice (Hz). */
  minHz?: number;
  maxHz?: number;
  /** pitchy's clarity (0-1) below which a frame counts as unvoiced. */
  minClarity?: number;
  /** Frames quieter than this (dBFS) are silence, whatever the loudest frame is. */
  floorDb?: number;
  /** Frames this many dB quieter than the loudest frame are silence (the room behind the voice). */
  rangeDb?: number;
  hopSeconds?: number;
}

const DEFAULTS: Required<PitchOptions> = {
  minHz: 60,
  maxHz: 700,
  minClarity: 0.7,
  floorDb: -55,
  rangeDb: 35,
  hopSeconds: 0.01,
};

/**
 * The analysis runs at about this rate: a voice's F0 and the harmonics that carry it sit below 4 kHz,
 * and half the rate halves the work (a 10 s sentence on a slow phone, ADR 079).
 */
const ANALYSIS_RATE = 8000;

/** Averages each run of `factor` samples: a crude low-pass and decimation, enough for F0. */
function decimate(samples: Float32Array, factor: number): Float32Array {
  if (factor <= 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let k = 0; k < factor; k++) sum += samples[i * factor + k] ?? 0;
    out[i] = sum / factor;
  }
  return out;
}

function levelDb(frame: Float32Array): number {
  let sum = 0;
  for (const value of frame) sum += value * value;
  return 10 * Math.log10(sum / frame.length);
}

/** The smallest power of two holding two periods of the lowest pitch (McLeod's method needs two). */
function windowLength(rate: number, minHz: number): number {
  let size = 256;
  while (size < (2 * rate) / minHz) size *= 2;
  return size;
}

/**
 * The pitch contour of mono PCM samples (-1..1): one frame every `hopSeconds`, its F0 by pitchy's
 * McLeod pitch method where the frame is loud enough and clear enough, null elsewhere.
 */
export function pitchContour(
  samples: Float32Array,
  sampleRate: number,
  options: PitchOptions = {},
): PitchContour {
  const o = { ...DEFAULTS, ...options };
  const factor = Math.max(1, Math.floor(sampleRate / ANALYSIS_RATE));
  const signal = decimate(samples, factor);
  const rate = sampleRate / factor;
  const size = windowLength(rate, o.minHz);
  const hop = o.hopSeconds * rate;
  const frames = signal.length === 0 ? 0 : Math.floor(signal.length / hop) + 1;
  const padded = new Float32Array(size);
  /** Frame i, centred on sample i * hop; outside the signal counts as silence. */
  const frameAt = (i: number): Float32Array => {
    const start = Math.round(i * hop) - size / 2;
    padded.fill(0);
    const from = Math.max(0, start);
    const to = Math.min(signal.length, start + size);
    if (to > from) padded.set(signal.subarray(from, to), from - start);
    return padded;
  };
  const levels: number[] = [];
  for (let i = 0; i < frames; i++) {
    levels.push(levelDb(frameAt(i)));
  }
  const loudest = levels.reduce((max, level) => Math.max(max, level), -Infinity);
  const quietest = Math.max(o.floorDb, loudest - o.rangeDb);
  const detector = PitchDetector.forFloat32Array(size);
  const hz = levels.map((level, i) => {
    // Pitch is sought only where the frame is loud enough to be the voice: silence costs nothing.
    if (level < quietest) return null;
    const [pitch, clarity] = detector.findPitch(frameAt(i), rate);
    return clarity >= o.minClarity && pitch >= o.minHz && pitch <= o.maxHz ? pitch : null;
  });
  return { hopSeconds: o.hopSeconds, hz, levelDb: levels };
}

/**
 * The frames between the first and the last one loud enough to be the voice (within `rangeDb` of
 * the loudest and above `floorDb`), or null when the recording is silence throughout: what the
 * alignment compares, so that the pause before and after a word does not count.
 */
export function voiceSpan(
  contour: PitchContour,
  options: Pick<PitchOptions, 'floorDb' | 'rangeDb'> = {},
): { first: number; last: number } | null {
  const floorDb = options.floorDb ?? DEFAULTS.floorDb;
  const rangeDb = options.rangeDb ?? DEFAULTS.rangeDb;
  const loudest = contour.levelDb.reduce((max, level) => Math.max(max, level), -Infinity);
  const quietest = Math.max(floorDb, loudest - rangeDb);
  const first = contour.levelDb.findIndex((level) => level >= quietest);
  if (first < 0) return null;
  let last = contour.levelDb.length - 1;
  while (last > first && (contour.levelDb[last] ?? -Infinity) < quietest) last--;
  return { first, last };
}
