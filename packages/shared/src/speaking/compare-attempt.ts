import { warpOnto, warpPath } from './dtw';
import type { DtwOptions, FeatureFrame } from './dtw';
import { pitchContour, voiceSpan } from './pitch-contour';
import type { PitchContour, PitchOptions } from './pitch-contour';
import { medianHz, semitonesFrom } from './pitch-measures';

/** Mono PCM (-1..1) and its rate: a decoded recording's first channel. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

export interface Comparison {
  speaker: PitchContour;
  learner: PitchContour;
  /**
   * The learner's F0 in the speaker's frames (Hz; null where unvoiced or outside the speaker's
   * voice): the learner's contour warped onto the speaker's time scale.
   */
  learnerAligned: (number | null)[];
  /** Each voice's median F0, what the view draws melodies relative to (null: never voiced). */
  speakerMedianHz: number | null;
  learnerMedianHz: number | null;
  /** The alignment's mean cost per step (0: the same features frame for frame); null if not aligned. */
  alignmentCost: number | null;
}

/** How much a semitone of relative pitch weighs against one standard deviation of loudness. */
const PITCH_WEIGHT = 1 / 3;
/** The least spread of loudness (dB) a z-score divides by. */
const MIN_LEVEL_SPREAD_DB = 3;
/** Voicing (voiced or not) as a feature of its own: a vowel should meet a vowel. */
const VOICING_WEIGHT = 1;

/**
 * Each frame's features for the alignment: loudness as a z-score of the voice's own frames, voicing,
 * and F0 in semitones from the voice's own median (0 where unvoiced). Relative measures only, so an
 * elder's low voice and a child's high one, a quiet microphone and a loud one, still align.
 */
function alignmentFeatures(contour: PitchContour, first: number, last: number): FeatureFrame[] {
  const levels = contour.levelDb.slice(first, last + 1).map((level) => Math.max(level, -120));
  const mean = levels.reduce((sum, level) => sum + level, 0) / levels.length;
  const spread = Math.sqrt(levels.reduce((sum, level) => sum + (level - mean) ** 2, 0) / levels.length);
  // A steady voice's loudness barely varies: a floor keeps its small wobbles from weighing as much
  // as a word's real rise and fall.
  const sd = Math.max(spread, MIN_LEVEL_SPREAD_DB);
  const hz = contour.hz.slice(first, last + 1);
  const median = medianHz(hz);
  const semitones = median === null ? hz.map(() => null) : semitonesFrom(hz, median);
  return levels.map((level, k) => {
    const st = semitones[k];
    return [
      (level - mean) / sd,
      st === null || st === undefined ? 0 : VOICING_WEIGHT,
      st === null || st === undefined ? 0 : st * PITCH_WEIGHT,
    ];
  });
}

/**
 * The speaker's and the learner's contours, and the learner's warped onto the speaker's time scale:
 * the voiced span of each (without the pauses around it) aligned by banded DTW.
 */
export function compareAttempt(
  speaker: Pcm,
  learner: Pcm,
  options: { pitch?: PitchOptions; dtw?: DtwOptions } = {},
): Comparison {
  return compareContours(
    pitchContour(speaker.samples, speaker.sampleRate, options.pitch),
    pitchContour(learner.samples, learner.sampleRate, options.pitch),
    options,
  );
}

/**
 * As compareAttempt, from the contours: the view reads the speaker's while the learner records, so
 * only the learner's is left to read when the take ends.
 */
export function compareContours(
  speakerContour: PitchContour,
  learnerContour: PitchContour,
  options: { pitch?: PitchOptions; dtw?: DtwOptions } = {},
): Comparison {
  const learnerAligned: (number | null)[] = speakerContour.hz.map(() => null);
  const speakerSpan = voiceSpan(speakerContour, options.pitch);
  const learnerSpan = voiceSpan(learnerContour, options.pitch);
  let alignmentCost: number | null = null;
  if (speakerSpan && learnerSpan) {
    const { path, cost } = warpPath(
      alignmentFeatures(speakerContour, speakerSpan.first, speakerSpan.last),
      alignmentFeatures(learnerContour, learnerSpan.first, learnerSpan.last),
      options.dtw,
    );
    const warped = warpOnto(
      path,
      speakerSpan.last - speakerSpan.first + 1,
      learnerContour.hz.slice(learnerSpan.first, learnerSpan.last + 1),
    );
    warped.forEach((value, k) => (learnerAligned[speakerSpan.first + k] = value));
    alignmentCost = cost;
  }
  return {
    speaker: speakerContour,
    learner: learnerContour,
    learnerAligned,
    speakerMedianHz: medianHz(speakerContour.hz),
    learnerMedianHz: medianHz(learnerContour.hz),
    alignmentCost,
  };
}
