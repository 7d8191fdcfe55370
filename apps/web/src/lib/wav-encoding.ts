/**
 * A part of decoded audio as a WAV file (16-bit mono PCM): what a recording session saves for each
 * take once trimmed (ADR 084). The server converts it to MP3 like any upload.
 */

/** The rate takes are saved at: a voice needs no more, and a take stays small (32 KB a second). */
export const TAKE_RATE = 16_000;

/**
 * The samples of `samples` (at `rate`) from `start` to `end` seconds, resampled to `targetRate`
 * (linear interpolation, after averaging each output sample's span when going down, so the cut
 * does not alias). The bounds are kept within the audio.
 */
export function cutAndResample(
  samples: Float32Array,
  rate: number,
  start: number,
  end: number,
  targetRate = TAKE_RATE,
): Float32Array {
  const duration = samples.length / rate;
  const from = Math.max(0, Math.min(duration, start));
  const to = Math.max(from, Math.min(duration, end));
  const count = Math.round((to - from) * targetRate);
  const out = new Float32Array(count);
  const step = rate / targetRate;
  for (let i = 0; i < count; i++) {
    const at = from * rate + i * step;
    if (step > 1) {
      const lo = Math.floor(at);
      const hi = Math.min(samples.length, Math.max(lo + 1, Math.floor(at + step)));
      let sum = 0;
      for (let j = lo; j < hi; j++) sum += samples[j]!;
      out[i] = sum / (hi - lo);
    } else {
      const lo = Math.min(samples.length - 1, Math.floor(at));
      const frac = at - lo;
      out[i] = samples[lo]! * (1 - frac) + (samples[Math.min(samples.length - 1, lo + 1)] ?? 0) * frac;
    }
  }
  return out;
}

/** A WAV file (RIFF, 16-bit mono PCM) of `samples` at `rate`; samples beyond [-1, 1] are clipped. */
export function encodeWav(samples: Float32Array, rate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return buffer;
}
