import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ffmpegPath } from '../lib/audio-transcode';

/** Makes a one-second clip with the real ffmpeg: a tone or silence, encoded with `codec` args. */
export function makeClip(dir: string, name: string, source: 'tone' | 'silence', codec: string[]): string {
  const file = path.join(dir, name);
  const input = source === 'tone' ? 'sine=frequency=440:duration=1' : 'anullsrc=r=48000:cl=mono';
  execFileSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    input,
    '-t',
    '1',
    ...codec,
    '-y',
    file,
  ]);
  return file;
}
