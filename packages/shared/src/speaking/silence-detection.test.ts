import { describe, expect, it } from 'vitest';
import { createSilenceDetector, levelFrames, rmsDb, splitTakes, withMargins } from './silence-detection';
import { glide, join, RATE, silence } from './test-signals';

/** Seeded white noise at `db` dBFS RMS (a room's hiss). */
function noise(seconds: number, db: number, seed = 7): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  const amplitude = 10 ** (db / 20) * Math.sqrt(3); // uniform in [-a, a] has RMS a/sqrt(3)
  let state = seed;
  for (let i = 0; i < out.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    out[i] = amplitude * (2 * (state / 2 ** 31) - 1);
  }
  return out;
}

/** `a` and `b` added sample by sample (`b` may be shorter). */
function mix(a: Float32Array, b: Float32Array): Float32Array {
  const out = Float32Array.from(a);
  for (let i = 0; i < b.length; i++) out[i]! += b[i]!;
  return out;
}

describe('rmsDb', () => {
  it('when a full-scale sine is measured, then it is about -3 dBFS; silence is -Infinity', () => {
    expect(rmsDb(glide(220, 220, 0.5, RATE, 1))).toBeCloseTo(-3.01, 1);
    expect(rmsDb(silence(0.1))).toBe(-Infinity);
  });
});

describe('splitTakes', () => {
  it('when ten tones are separated by silences, then it gives ten takes with their bounds', () => {
    const parts = [silence(1)];
    const expected: { start: number; end: number }[] = [];
    let at = 1;
    for (let i = 0; i < 10; i++) {
      const length = 0.4 + (i % 3) * 0.3;
      const pause = 0.9 + (i % 2) * 0.6;
      parts.push(glide(150 + i * 20, 180 + i * 20, length, RATE, 0.3), silence(pause));
      expected.push({ start: at, end: at + length });
      at += length + pause;
    }
    const takes = splitTakes(levelFrames(join(...parts), RATE));
    expect(takes).toHaveLength(10);
    takes.forEach((take, i) => {
      expect(Math.abs(take.start - expected[i]!.start)).toBeLessThanOrEqual(0.03);
      expect(Math.abs(take.end - expected[i]!.end)).toBeLessThanOrEqual(0.03);
    });
  });

  it('when the room hums at -45 dBFS, then the floor is measured there and only the voice makes takes', () => {
    const voice = join(
      silence(1),
      glide(200, 240, 0.6, RATE, 0.2),
      silence(1.2),
      glide(200, 160, 0.8, RATE, 0.2),
    );
    const signal = mix(noise(voice.length / RATE + 1, -45), voice);
    const detector = createSilenceDetector();
    const events = levelFrames(signal, RATE).flatMap((frame) => detector.push(frame));
    expect(detector.floor).toBeGreaterThan(-46);
    expect(detector.floor).toBeLessThan(-44);
    expect(events.filter((e) => e.type === 'take')).toHaveLength(2);
  });

  it('when the noise is louder than the start line above a quiet floor, then it still is no take (the floor is relative)', () => {
    const quiet = splitTakes(levelFrames(join(silence(1), noise(1, -40)), RATE));
    expect(quiet).toHaveLength(1); // after digital silence, -40 dBFS hiss is a sound
    const noisy = splitTakes(levelFrames(noise(3, -40), RATE));
    expect(noisy).toHaveLength(0); // measured as the floor, it is the room
  });

  it('when a short cough comes between two words, then it is not a take', () => {
    const signal = join(
      silence(0.8),
      glide(200, 220, 0.6, RATE, 0.3),
      silence(1),
      noise(0.12, -15),
      silence(1),
      glide(220, 200, 0.6, RATE, 0.3),
      silence(1),
    );
    const detector = createSilenceDetector();
    const events = levelFrames(signal, RATE).flatMap((frame) => detector.push(frame));
    expect(events.filter((e) => e.type === 'take')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'dropped')).toHaveLength(1);
  });

  it('when a word dips under the start line but not for a whole pause, then it stays one take (hysteresis)', () => {
    const word = join(
      glide(200, 200, 0.3, RATE, 0.3),
      glide(200, 200, 0.2, RATE, 0.003), // about -53 dBFS: under the start line, a short gap
      glide(200, 200, 0.3, RATE, 0.3),
    );
    const takes = splitTakes(levelFrames(join(silence(1), word, silence(1)), RATE));
    expect(takes).toHaveLength(1);
    expect(takes[0]!.end - takes[0]!.start).toBeCloseTo(0.8, 1);
  });

  it('when the recording stops while someone speaks, then finish closes the take; reset forgets it', () => {
    const frames = levelFrames(join(silence(1), glide(200, 200, 0.5, RATE, 0.3)), RATE);
    const detector = createSilenceDetector();
    frames.forEach((f) => detector.push(f));
    expect(detector.speaking).toBe(true);
    expect(detector.finish()).toEqual([
      { type: 'take', take: { start: expect.closeTo(1, 1), end: expect.closeTo(1.5, 1) } },
    ]);
    frames.forEach((f) => detector.push({ ...f, time: f.time + 2 }));
    detector.reset();
    expect(detector.speaking).toBe(false);
    expect(detector.finish()).toEqual([]);
  });
});

describe('withMargins', () => {
  it('when a take is widened, then it stays within the recording', () => {
    expect(withMargins({ start: 0.1, end: 2.9 }, 3)).toEqual({ start: 0, end: 3 });
    expect(withMargins({ start: 1, end: 2 }, 3)).toEqual({ start: 0.85, end: 2.25 });
  });
});
