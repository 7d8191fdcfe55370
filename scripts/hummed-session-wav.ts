import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
    const from = Math.round((lead + n * (hum + pause)) * rate);
    const length = Math.round(hum * rate);
    const base = 160 + n * 12;
    let phase = 0;
    for (let i = 0; i < length && from + i < samples.length; i++) {
      const t = i / length;
      const hz = t < 0.5 ? base + 80 * t : base + 40 - 60 * (t - 0.5);
      phase += (2 * Math.PI * hz) / rate;
      const envelope = Math.min(1, t * 20, (1 - t) * 20);
      const value = 0.5 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
      samples[from + i] = Math.round(envelope * value * 0.8 * 32767);
    }
  }
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = path.join(os.tmpdir(), `langapp-hummed-session-${count}-${lead}-${hum}-${pause}-${total}.wav`);
  fs.writeFileSync(file, Buffer.concat([header, data]));
  return file;
}
