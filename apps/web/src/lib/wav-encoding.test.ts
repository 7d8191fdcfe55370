import { describe, expect, it } from 'vitest';
import { cutAndResample, encodeWav } from './wav-encoding';

/** A 440 Hz sine of `seconds` at `rate`, with a marker: the first half at 0.5, the second at 0.25. */
function signal(seconds: number, rate: number): Float32Array {
  const out = new Float32Array(seconds * rate);
  for (let i = 0; i < out.length; i++)
    out[i] = (i < out.length / 2 ? 0.5 : 0.25) * Math.sin((2 * Math.PI * 440 * i) / rate);
  return out;
}

const peak = (s: Float32Array) => s.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe('cutAndResample', () => {
  it('when a part is cut and resampled to 16 kHz, then it has the length of the part and the level of that part', () => {
    const cut = cutAndResample(signal(2, 48_000), 48_000, 1.25, 1.75);
    expect(cut.length).toBe(8000);
    expect(peak(cut)).toBeGreaterThan(0.2);
    expect(peak(cut)).toBeLessThan(0.26);
    expect(peak(cutAndResample(signal(2, 48_000), 48_000, 0.2, 0.4))).toBeGreaterThan(0.45);
  });

  it('when the bounds pass the ends, then they are kept within the audio', () => {
    expect(cutAndResample(signal(1, 8000), 8000, -1, 5, 16_000).length).toBe(16_000);
    expect(cutAndResample(signal(1, 8000), 8000, 0.8, 0.2).length).toBe(0);
  });
});

describe('encodeWav', () => {
  it('when samples are encoded, then the file is RIFF WAVE 16-bit mono at the rate, with the samples clipped', () => {
    const wav = new DataView(encodeWav(Float32Array.from([0, 1, -1, 2, -0.5]), 16_000));
    const text = (at: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(at + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint32(24, true)).toBe(16_000);
    expect(wav.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32768, 32767, -16384,
    ]);
  });
});
