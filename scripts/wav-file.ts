import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The 44-byte header of a 16-bit mono PCM WAV file holding `dataBytes` of samples at `rate` Hz. */
export function wavHeader(rate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Writes `samples` (16-bit mono at `rate` Hz) as `name` in the system's temporary folder; answers its path. */
export function writeTempWav(name: string, samples: Int16Array, rate: number): string {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const file = path.join(os.tmpdir(), name);
  fs.writeFileSync(file, Buffer.concat([wavHeader(rate, data.length), data]));
  return file;
}

/**
 * Hums into `samples` from sample `from` for `length` samples: a voice at `hz(t)` (t from 0 to 1
 * over the hum) with two harmonics, faded in and out. SAMPLE: a synthetic hum, not language material.
 */
export function hum(
  samples: Int16Array,
  rate: number,
  from: number,
  length: number,
  hz: (t: number) => number,
) {
  let phase = 0;
  for (let i = 0; i < length && from + i < samples.length; i++) {
    const t = i / length;
    phase += (2 * Math.PI * hz(t)) / rate;
    const envelope = Math.min(1, t * 20, (1 - t) * 20);
    const value = 0.5 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
    samples[from + i] = Math.round(envelope * value * 0.8 * 32767);
  }
}
