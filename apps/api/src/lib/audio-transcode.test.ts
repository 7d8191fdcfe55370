import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeClip } from '../test-support/audio-clips';
import { AudioRejected, ffmpegPath, sniffAudio, transcodeToMp3 } from './audio-transcode';

describe('sniffAudio', () => {
  it.each([
    [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]), 'webm'],
    [Buffer.from('OggS\0\0\0\0\0\0\0\0'), 'ogg'],
    [Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'wav'],
    [Buffer.from('\0\0\0\x20ftypM4A \0\0'), 'mp4'],
    [Buffer.from('ID3\x04\0\0\0\0\0\0\0\0'), 'mp3'],
    [Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]), 'mp3'],
    [Buffer.from('<html><body>not audio</body></html>'), null],
    [Buffer.from('short'), null],
  ])('when the bytes start like %j, then it is %s', (bytes, kind) => {
    expect(sniffAudio(bytes)).toBe(kind);
  });
});

describe('transcodeToMp3', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-audio-'));

  it('when given a webm/opus clip, then it writes a playable mp3', async () => {
    const clip = makeClip(dir, 'tone.webm', 'tone', ['-c:a', 'libopus']);
    const out = path.join(dir, 'tone.mp3');
    const { durationSeconds } = await transcodeToMp3(clip, out);
    expect(durationSeconds).toBeGreaterThan(0.9);
    expect(sniffAudio(fs.readFileSync(out))).toBe('mp3');
  });

  /** What ffmpeg says of an MP3's audio stream, e.g. "mp3, 24000 Hz, mono, fltp, 64 kb/s". */
  const streamOf = (file: string) =>
    /Audio: (.*)/.exec(
      spawnSync(ffmpegPath(), ['-hide_banner', '-i', file], { encoding: 'utf8' }).stderr,
    )?.[1];

  it.each([
    ['a 48 kHz stereo WAV', ['-ar', '48000', '-ac', '2'], '24000 Hz, mono'],
    ['a 44.1 kHz mono WAV', ['-ar', '44100', '-ac', '1'], '24000 Hz, mono'],
    ['a 16 kHz mono WAV', ['-ar', '16000', '-ac', '1'], '16000 Hz, mono'],
  ])(
    'when given %s, then the MP3 is speech: mono, 64 kbit/s, at most 24 kHz and never upsampled',
    async (_, args, format) => {
      const clip = makeClip(dir, `tone-${args.join('')}.wav`, 'tone', args);
      const out = path.join(dir, `tone-${args.join('')}.mp3`);
      await transcodeToMp3(clip, out);
      expect(streamOf(out)).toMatch(new RegExp(`^mp3.*, ${format}, .*64 kb/s`));
    },
  );

  it('when the clip is silent, then it is refused', async () => {
    const clip = makeClip(dir, 'silence.webm', 'silence', ['-c:a', 'libopus']);
    await expect(transcodeToMp3(clip, path.join(dir, 's.mp3'))).rejects.toThrow(AudioRejected);
    await expect(transcodeToMp3(clip, path.join(dir, 's.mp3'))).rejects.toThrow(/silent/);
  });

  it('when the file is not audio, then it is refused', async () => {
    const bad = path.join(dir, 'bad.webm');
    fs.writeFileSync(bad, Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 7)]));
    await expect(transcodeToMp3(bad, path.join(dir, 'b.mp3'))).rejects.toThrow(
      'The file could not be read as audio.',
    );
  });
});
