import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../lib/audio-transcode';

/** Makes a clip (one second unless told) with the real ffmpeg: a tone or silence, encoded with `codec` args. */
export function makeClip(
  dir: string,
  name: string,
  source: 'tone' | 'silence',
  codec: string[],
  seconds = 1,
): string {
  const file = path.join(dir, name);
  const input = source === 'tone' ? `sine=frequency=440:duration=${seconds}` : 'anullsrc=r=48000:cl=mono';
  execFileSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    input,
    '-t',
    String(seconds),
    ...codec,
    '-y',
    file,
  ]);
  return file;
}

/** A one-second tone as a browser uploads a take (WebM/Opus), made with the real ffmpeg: its bytes. */
export function toneUpload(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-clips-'));
  return fs.readFileSync(makeClip(dir, 'tone.webm', 'tone', ['-c:a', 'libopus']));
}
