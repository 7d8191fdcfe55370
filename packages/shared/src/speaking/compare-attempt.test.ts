import { describe, expect, it } from 'vitest';
import { compareAttempt, compareContours } from './compare-attempt';
import { pitchContour } from './pitch-contour';
import { glide, join, RATE, silence } from './test-signals';

/** A word's melody: a rise, a short level stretch and a fall, stretched to `seconds`. */
function melody(seconds: number, scale = 1): Float32Array {
  return join(
    glide(140 * scale, 260 * scale, 0.45 * seconds),
    glide(260 * scale, 260 * scale, 0.15 * seconds),
    glide(260 * scale, 120 * scale, 0.4 * seconds),
  );
}

const semitones = (a: number, b: number) => Math.abs(12 * Math.log2(a / b));

/** Mean distance in semitones between two contours over the frames where both are voiced. */
function meanError(
  reference: (number | null)[],
  other: (number | null)[],
): { error: number; frames: number } {
  let sum = 0;
  let frames = 0;
  reference.forEach((hz, i) => {
    const value = other[i];
    if (hz === null || value === null || value === undefined) return;
    sum += semitones(hz, value);
    frames += 1;
  });
  return { error: sum / frames, frames };
}

describe('compareAttempt', () => {
  it.each([
    ['1.5 times slower', 1.5],
    ['1.5 times faster', 1 / 1.5],
  ])(
    'when the learner says the melody %s, then their aligned contour meets the speaker’s',
    (_case, stretch) => {
      const speaker = { samples: melody(1), sampleRate: RATE };
      const learner = { samples: melody(stretch), sampleRate: RATE };
      const result = compareAttempt(speaker, learner);
      const aligned = meanError(result.speaker.hz, result.learnerAligned);
      const unaligned = meanError(result.speaker.hz, result.learner.hz);
      // Measured: about 0.1-0.2 semitone aligned, against 2-4 semitones frame by frame.
      expect(aligned.frames).toBeGreaterThan(80);
      expect(aligned.error).toBeLessThan(0.5);
      expect(unaligned.error).toBeGreaterThan(4 * aligned.error);
    },
  );

  it('when the learner pauses before speaking and speaks an octave higher, then the melody still aligns', () => {
    const speaker = { samples: join(silence(0.1), melody(1)), sampleRate: RATE };
    const learner = { samples: join(silence(0.6), melody(1.3, 2), silence(0.4)), sampleRate: 48000 };
    // 48 kHz: the learner's signal was made at 44.1 kHz, so read at 48 kHz it is a little higher
    // and shorter, as a different device would record it.
    const result = compareAttempt(speaker, learner);
    const relative = result.learnerAligned.map((hz) => (hz === null ? null : hz / 2 / (48000 / RATE)));
    const { error, frames } = meanError(result.speaker.hz, relative);
    expect(frames).toBeGreaterThan(80);
    expect(error).toBeLessThan(0.5);
    expect(result.learnerMedianHz! / result.speakerMedianHz!).toBeCloseTo(2 * (48000 / RATE), 1);
  });

  it('when the learner recorded silence, then there is no learner contour and nothing aligned', () => {
    const result = compareAttempt(
      { samples: melody(1), sampleRate: RATE },
      { samples: silence(1), sampleRate: RATE },
    );
    expect(result.learner.hz.every((hz) => hz === null)).toBe(true);
    expect(result.learnerAligned.every((hz) => hz === null)).toBe(true);
    expect(result.learnerMedianHz).toBeNull();
    expect(result.alignmentCost).toBeNull();
  });

  it('when the two recordings are the same, then the aligned contour is the speaker’s own', () => {
    const samples = melody(1);
    const result = compareAttempt({ samples, sampleRate: RATE }, { samples, sampleRate: RATE });
    expect(result.alignmentCost).toBe(0);
    expect(result.learnerAligned).toEqual(result.speaker.hz);
  });

  it('when the speaker’s contour was read beforehand, then comparing the contours gives the same answer', () => {
    const speaker = melody(1);
    const learner = join(silence(0.2), melody(1.2));
    expect(compareContours(pitchContour(speaker, RATE), pitchContour(learner, RATE))).toEqual(
      compareAttempt({ samples: speaker, sampleRate: RATE }, { samples: learner, sampleRate: RATE }),
    );
  });
});
