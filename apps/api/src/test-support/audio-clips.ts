import { execFileSync } from 'node:child_process';
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
