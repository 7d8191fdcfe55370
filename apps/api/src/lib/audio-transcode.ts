import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The configured ffmpeg (FFMPEG_PATH, read by config.ts), else the one inside @ffmpeg-installer. */
export function ffmpegPath(configured: string | null = null): string {
  if (configured) return configured;
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export type AudioContainer = 'webm' | 'ogg' | 'mp3' | 'wav' | 'mp4';

/** What the bytes say the file is (never the name or the declared type); null when not audio we take. */
export function sniffAudio(bytes: Buffer): AudioContainer | null {
  if (bytes.length < 12) return null;
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (bytes.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame header: 11 sync bits, layer III.
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

/** What a file's first bytes say it is (sniffAudio): a recording may weigh hundreds of MB, never read whole. */
export function sniffAudioFile(file: string): AudioContainer | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(64);
    return sniffAudio(head.subarray(0, fs.readSync(fd, head, 0, head.length, 0)));
  } finally {
    fs.closeSync(fd);
  }
}

export const EXTENSION: Record<AudioContainer, string> = {
  webm: 'webm',
  ogg: 'ogg',
  mp3: 'mp3',
  wav: 'wav',
  mp4: 'm4a',
};

export class AudioRejected extends Error {}

/** Below this peak level (dBFS) a recording counts as silent. */
const SILENCE_DB = -50;

/**
 * The MP3 the app plays is speech (ADR 095): mono at 64 kbit/s (plays in every current browser,
 * Safari included), at the recording's own sample rate up to 24 kHz (a 44.1 or 48 kHz recording is
 * resampled to 24 kHz, which keeps speech's band to 11 kHz and halves the encoder's work; a 16 kHz
 * one stays 16 kHz: aformat picks the listed rate nearest the input's), encoded with LAME's quality
 * 7 ("fast, ok quality"), twice as fast as its default 5, with no difference heard in speech.
 */
export const MP3_SPEECH = [
  '-ac',
  '1',
  '-codec:a',
  'libmp3lame',
  '-b:a',
  '64k',
  '-compression_level',
  '7',
  '-af',
  'aformat=sample_rates=24000|22050|16000|12000|11025|8000,volumedetect',
];

/**
 * Converts a recording to MP3 (MP3_SPEECH) and checks it has sound. Throws AudioRejected for
 * undecodable, empty or silent input.
 */
export async function transcodeToMp3(
  input: string,
  output: string,
  ffmpeg: string = ffmpegPath(),
): Promise<{ durationSeconds: number }> {
  let stderr: string;
  try {
    ({ stderr } = await run(
      ffmpeg,
      ['-hide_banner', '-nostdin', '-y', '-i', input, '-vn', ...MP3_SPEECH, '-f', 'mp3', output],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch {
    throw new AudioRejected('The file could not be read as audio.');
  }
  const duration = /time=(\d+):(\d+):(\d+\.\d+)/g;
  let seconds = 0;
  for (const m of stderr.matchAll(duration)) seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  if (seconds < 0.1) throw new AudioRejected('The recording is empty.');
  const peak = /max_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr);
  const peakDb = !peak || peak[1] === '-inf' ? -Infinity : Number(peak[1]);
  if (peakDb < SILENCE_DB)
    throw new AudioRejected('The recording is silent. Check the microphone and record again.');
  return { durationSeconds: seconds };
}

/**
 * How long a stored recording lasts, in ms, from its header as ffmpeg reads it (the MP3s the app
 * makes carry their frame count): instant even for an hour's recording. Null when it cannot be read.
 */
export async function audioDurationMs(file: string, ffmpeg: string = ffmpegPath()): Promise<number | null> {
  // Without an output ffmpeg exits with an error after printing what it read of the input.
  const stderr = await run(ffmpeg, ['-hide_banner', '-nostdin', '-i', file], { timeout: 30_000 }).then(
    ({ stderr: text }) => text,
    (err: { stderr?: unknown }) => (typeof err.stderr === 'string' ? err.stderr : ''),
  );
  const m = /Duration:\s*(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  return m ? Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000) : null;
}
