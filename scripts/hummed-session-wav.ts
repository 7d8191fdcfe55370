import { hum as humInto, writeTempWav } from './wav-file';

/**
 * A WAV file (16-bit mono PCM, 48 kHz) for a recording session's e2e test (ADR 084): `lead` seconds
 * of silence, then `count` hummed segments of `hum` seconds, each followed by `pause` seconds of
 * silence, then silence up to `total` seconds (Chromium's fake microphone plays the file over and
 * over: the tail keeps the hums from coming back during a test). Each hum has its own pitch, a rise
 * and a fall with harmonics. SAMPLE: a synthetic hum, not language material. Written into the
 * system's temporary folder; answers its path.
 */
export function hummedSessionWav({
  count = 10,
  lead = 2.5,
  hum = 0.8,
  pause = 1.6,
  total = 90,
} = {}): string {
  const rate = 48000;
  const samples = new Int16Array(Math.round(total * rate));
  for (let n = 0; n < count; n++) {
    const base = 160 + n * 12;
    const from = Math.round((lead + n * (hum + pause)) * rate);
    humInto(samples, rate, from, Math.round(hum * rate), (t) =>
      t < 0.5 ? base + 80 * t : base + 40 - 60 * (t - 0.5),
    );
  }
  return writeTempWav(`langapp-hummed-session-${count}-${lead}-${hum}-${pause}-${total}.wav`, samples, rate);
}
