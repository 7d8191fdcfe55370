import { describe, expect, it } from 'vitest';
import { pitchContour, voiceSpan } from './pitch-contour';
import { medianHz, semitonesFrom } from './pitch-measures';
import { glide, join, RATE, silence } from './test-signals';

const voiced = (hz: (number | null)[]) => hz.filter((value): value is number => value !== null);

describe('pitchContour', () => {
  it.each([110, 220, 440])('when a steady %i Hz tone plays, then the contour is flat at that pitch', (hz) => {
    const contour = pitchContour(glide(hz, hz, 1), RATE);
    const found = voiced(contour.hz);
    expect(found.length).toBeGreaterThan(0.9 * contour.hz.length);
    for (const value of found) expect(Math.abs(value - hz)).toBeLessThan(hz * 0.01);
  });

  it('when the recording is silence, then there is no contour and no voice span', () => {
    const contour = pitchContour(silence(1), RATE);
    expect(contour.hz.length).toBeGreaterThan(90);
    expect(voiced(contour.hz)).toEqual([]);
    expect(voiceSpan(contour)).toBeNull();
  });

  it('when the recording is empty, then the contour has no frames', () => {
    expect(pitchContour(new Float32Array(0), RATE).hz).toEqual([]);
  });

  it('when white noise plays, then hardly any frame is taken for a voice', () => {
    let seed = 7;
    const noise = Float32Array.from({ length: RATE }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed / 2 ** 31 - 0.5) * 0.6;
    });
    const contour = pitchContour(noise, RATE);
    expect(voiced(contour.hz).length).toBeLessThan(0.1 * contour.hz.length);
  });

  it('when a tone glides up, then the contour rises with it, frame by frame', () => {
    const contour = pitchContour(glide(150, 300, 1), RATE);
    const found = voiced(contour.hz);
    expect(found[0]).toBeLessThan(165);
    expect(found.at(-1)).toBeGreaterThan(270);
    const falls = found.slice(1).filter((value, k) => value < found[k]! - 2);
    expect(falls).toEqual([]);
  });

  it('when a tone sits between pauses, then its voice span is where it sounds (10 ms frames)', () => {
    const contour = pitchContour(join(silence(0.3), glide(200, 200, 0.5), silence(0.2)), RATE);
    const span = voiceSpan(contour);
    expect(span).not.toBeNull();
    // The 64 ms analysis window hears the tone up to 32 ms (3 frames) early and late.
    expect(Math.abs(span!.first - 30)).toBeLessThanOrEqual(4);
    expect(Math.abs(span!.last - 80)).toBeLessThanOrEqual(4);
    expect(contour.hz[10]).toBeNull();
    expect(contour.hz[90]).toBeNull();
  });

  it('when the rate is 48 kHz or 16 kHz, then the same tone reads the same', () => {
    for (const rate of [48000, 16000]) {
      const found = voiced(pitchContour(glide(180, 180, 0.5, rate), rate).hz);
      expect(medianHz(found)).toBeCloseTo(180, 0);
    }
  });
});

describe('medianHz and semitonesFrom', () => {
  it.each([
    ['no voiced frame', [null, null], null],
    ['an odd count', [100, null, 300, 200], 200],
    ['an even count', [100, 200, 300, 400], 250],
  ])('when %s, then the median is right', (_case, hz, median) => {
    expect(medianHz(hz)).toBe(median);
  });

  it('when a pitch is an octave above the reference, then it is 12 semitones', () => {
    expect(semitonesFrom([440, null, 220, 110], 220)).toEqual([12, null, 0, -12]);
  });
});
