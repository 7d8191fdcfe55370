import { describe, expect, it } from 'vitest';
import { silentWavBytes } from './silence-wav';

const ascii = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('silentWav', () => {
  it.each([
    [2500, 20_000],
    [1000, 8000],
    [0, 1],
  ])('when %i ms are asked for, then it is a PCM WAV of %i silent samples at 8 kHz', (ms, samples) => {
    const view = new DataView(silentWavBytes(ms));
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint16(34, true)).toBe(8);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(samples);
    expect(view.getUint32(4, true)).toBe(36 + samples);
    expect(view.byteLength).toBe(44 + samples);
    const data = new Uint8Array(view.buffer, 44);
    expect(data.every((sample) => sample === 128)).toBe(true);
  });
});
