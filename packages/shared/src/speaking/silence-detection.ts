/**
 * Silence detection for recording sessions (ADR 084): a stream of level frames (RMS in dBFS, each
 * with its time) is split into takes, the parts where someone speaks, separated by pauses.
 *
 * The noise floor is measured over the first frames (the room before anyone speaks). A take starts
 * when the level rises `startAboveFloorDb` over that floor and ends when it has stayed under the
 * lower `stayAboveFloorDb` for `minPauseSeconds` (hysteresis: a word's quiet end or a breath inside
 * it does not cut it). A take shorter than `minTakeSeconds` (a cough, a click) is dropped.
 */

export interface LevelFrame {
  /** Seconds from the start of the recording (the frame's end). */
  time: number;
  /** The frame's RMS level in dBFS (-Infinity for digital silence). */
  db: number;
}

export interface SilenceOptions {
  /** How long the noise floor is measured at the start, in seconds. */
  floorSeconds: number;
  /** The quietest floor assumed (a digitally silent input would otherwise make any hiss speech). */
  minFloorDb: number;
  /** A take starts this far above the floor. */
  startAboveFloorDb: number;
  /** A take goes on while the level stays this far above the floor (lower than the start: hysteresis). */
  stayAboveFloorDb: number;
  /** A pause this long ends a take. */
  minPauseSeconds: number;
  /** A take shorter than this is not one (a cough, a click). */
  minTakeSeconds: number;
}

const DEFAULT_SILENCE_OPTIONS: SilenceOptions = {
  floorSeconds: 0.5,
  minFloorDb: -65,
  startAboveFloorDb: 15,
  stayAboveFloorDb: 8,
  minPauseSeconds: 0.7,
  minTakeSeconds: 0.3,
};

/** A take's bounds in seconds from the start of the recording. */
export interface TakeBounds {
  start: number;
  end: number;
}

export type SilenceEvent =
  | { type: 'floor'; db: number }
  | { type: 'speaking'; start: number }
  | { type: 'take'; take: TakeBounds }
  | { type: 'dropped'; take: TakeBounds };

/** The level of a block of samples in dBFS (RMS; -Infinity when all are zero). */
export function rmsDb(samples: ArrayLike<number>, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) {
    const s = samples[i]!;
    sum += s * s;
  }
  const n = Math.max(1, to - from);
  return 10 * Math.log10(sum / n);
}

/** The level frames of a recording: one every `frameSeconds` (the last partial frame left out). */
export function levelFrames(samples: Float32Array, rate: number, frameSeconds = 0.02): LevelFrame[] {
  const size = Math.max(1, Math.round(frameSeconds * rate));
  const frames: LevelFrame[] = [];
  for (let at = 0; at + size <= samples.length; at += size)
    frames.push({ time: (at + size) / rate, db: rmsDb(samples, at, at + size) });
  return frames;
}

/**
 * A detector fed one frame at a time (as a microphone gives them); `push` answers what happened at
 * that frame, `finish` ends a take still open (the recording stopped while someone spoke) and
 * `reset` forgets a take in progress (the speaker asked to say the item again).
 */
export function createSilenceDetector(options: Partial<SilenceOptions> = {}) {
  const o = { ...DEFAULT_SILENCE_OPTIONS, ...options };
  if (o.stayAboveFloorDb > o.startAboveFloorDb)
    throw new RangeError('stayAboveFloorDb must not be above startAboveFloorDb.');
  const floorLevels: number[] = [];
  let floor: number | undefined;
  let firstTime: number | undefined;
  let lastTime = 0;
  /** The start of the take being spoken, and when the level last was above the stay line. */
  let open: { start: number; lastLoud: number } | undefined;
  let frameLength = 0;

  const close = (end: number): SilenceEvent[] => {
    if (!open) return [];
    const take = { start: open.start, end };
    open = undefined;
    return [take.end - take.start >= o.minTakeSeconds ? { type: 'take', take } : { type: 'dropped', take }];
  };

  return {
    /** The noise floor in dBFS, once measured. */
    get floor() {
      return floor;
    },
    /** Whether a take is being spoken. */
    get speaking() {
      return open !== undefined;
    },
    push(frame: LevelFrame): SilenceEvent[] {
      frameLength = frame.time - lastTime;
      lastTime = frame.time;
      firstTime ??= frame.time - frameLength;
      const db = Number.isFinite(frame.db) ? frame.db : -200;
      if (floor === undefined) {
        floorLevels.push(db);
        if (frame.time - firstTime < o.floorSeconds) return [];
        // The median, not the mean: a click in the first half-second does not raise the floor.
        const sorted = [...floorLevels].sort((a, b) => a - b);
        floor = Math.max(o.minFloorDb, sorted[Math.floor(sorted.length / 2)]!);
        return [{ type: 'floor', db: floor }];
      }
      if (!open) {
        if (db < floor + o.startAboveFloorDb) return [];
        const start = Math.max(0, frame.time - frameLength);
        open = { start, lastLoud: frame.time };
        return [{ type: 'speaking', start }];
      }
      if (db >= floor + o.stayAboveFloorDb) {
        open.lastLoud = frame.time;
        return [];
      }
      if (frame.time - open.lastLoud >= o.minPauseSeconds) return close(open.lastLoud);
      return [];
    },
    finish(): SilenceEvent[] {
      return open ? close(open.lastLoud) : [];
    },
    reset() {
      open = undefined;
    },
  };
}

/** The takes of a whole recording's frames, in order. */
export function splitTakes(
  frames: Iterable<LevelFrame>,
  options: Partial<SilenceOptions> = {},
): TakeBounds[] {
  const detector = createSilenceDetector(options);
  const takes: TakeBounds[] = [];
  const collect = (events: SilenceEvent[]) => {
    for (const e of events) if (e.type === 'take') takes.push(e.take);
  };
  for (const frame of frames) collect(detector.push(frame));
  collect(detector.finish());
  return takes;
}

/**
 * A take widened by a margin before and after (a word's soft onset and fading end sit under the
 * start line), kept within the recording.
 */
export function withMargins(take: TakeBounds, duration: number, before = 0.15, after = 0.25): TakeBounds {
  return { start: Math.max(0, take.start - before), end: Math.min(duration, take.end + after) };
}
