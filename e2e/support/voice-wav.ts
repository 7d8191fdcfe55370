import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A WAV file for Chromium's fake microphone (--use-file-for-fake-audio-capture): a hummed melody,
 * a rise and a fall of pitch with its harmonics, then silence, over and over. SAMPLE: a synthetic
 * hum, not language material. Written once per run into the system's temporary folder.
 */
export function hummedMelodyWav(): string {
  const rate = 48000;
  const voiced = 1.2;
  const total = 2;
  const samples = new Int16Array(Math.round(total * rate));
  let phase = 0;
  for (let i = 0; i < voiced * rate; i++) {
    const t = i / (voiced * rate);
    const hz = t < 0.5 ? 180 + 160 * t : 260 - 120 * (t - 0.5);
    phase += (2 * Math.PI * hz) / rate;
    const envelope = Math.min(1, t * 20, (1 - t) * 20);
    const value = 0.5 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
    samples[i] = Math.round(envelope * value * 0.8 * 32767);
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
  const file = path.join(os.tmpdir(), 'langapp-e2e-hummed-melody.wav');
  fs.writeFileSync(file, Buffer.concat([header, data]));
  return file;
}
