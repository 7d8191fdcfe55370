import { writeTempWav } from './wav-file';

/**
 * A WAV file (16-bit mono PCM, 48 kHz) of a hummed melody: a rise and a fall of pitch with its
 * harmonics over `voiced` seconds, then silence up to `total` seconds. For Chromium's fake microphone
 * (--use-file-for-fake-audio-capture, which plays it over and over: the e2e tests and the speaking
 * benchmark) and as a speaker's stand-in recording. SAMPLE: a synthetic hum, not language material.
 * Written into the system's temporary folder; answers its path.
 */
export function hummedMelodyWav(voiced = 1.2, total = 2): string {
  const rate = 48000;
  const samples = new Int16Array(Math.round(total * rate));
  let phase = 0;
  for (let i = 0; i < voiced * rate; i++) {
    // A word's rise and fall, once a second for a longer "sentence".
    const t = ((i / rate) % Math.min(voiced, 1.2)) / Math.min(voiced, 1.2);
    const hz = t < 0.5 ? 180 + 160 * t : 260 - 120 * (t - 0.5);
    phase += (2 * Math.PI * hz) / rate;
    const whole = i / (voiced * rate);
    const envelope = Math.min(1, whole * 20 * voiced, (1 - whole) * 20 * voiced);
    const value = 0.5 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
    samples[i] = Math.round(envelope * value * 0.8 * 32767);
  }
  return writeTempWav(`langapp-hummed-melody-${voiced}-of-${total}s.wav`, samples, rate);
}
