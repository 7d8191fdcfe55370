/** Synthetic recordings for the speaking tests: tones, glides and silence at a given rate. */

export const RATE = 44100;

/** A sine whose frequency moves from `fromHz` to `toHz` (geometrically, like a voice) over `seconds`. */
export function glide(
  fromHz: number,
  toHz: number,
  seconds: number,
  rate = RATE,
  amplitude = 0.5,
): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const hz = fromHz * (toHz / fromHz) ** (i / out.length);
    phase += (2 * Math.PI * hz) / rate;
    out[i] = amplitude * Math.sin(phase);
  }
  return out;
}

export function silence(seconds: number, rate = RATE): Float32Array {
  return new Float32Array(Math.round(seconds * rate));
}

export function join(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
