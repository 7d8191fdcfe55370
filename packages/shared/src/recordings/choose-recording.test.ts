import { describe, expect, it } from 'vitest';
import { isMp3, mp3sNewestFirst, newestMp3 } from './choose-recording';

const at = (filename: string, timestamp: string) => ({ filename, timestamp });

describe('isMp3', () => {
  it.each([
    ['word.mp3', true],
    ['word.MP3', true],
    ['word.webm', false],
    ['mp3.ogg', false],
    ['word.mp3.wav', false],
  ])('when the file is %s, then it is mp3: %s', (filename, expected) => {
    expect(isMp3({ filename })).toBe(expected);
  });
});

describe('mp3sNewestFirst', () => {
  it.each([
    ['no recordings', [], []],
    ['only other formats', [at('a.webm', '2025-01-01T00:00:00Z')], []],
    [
      'mp3s in any order and a newer webm',
      [
        at('mid.mp3', '2025-02-01T00:00:00Z'),
        at('newest.webm', '2025-04-01T00:00:00Z'),
        at('old.mp3', '2025-01-01T00:00:00Z'),
        at('new.MP3', '2025-03-01T00:00:00Z'),
      ],
      ['new.MP3', 'mid.mp3', 'old.mp3'],
    ],
    [
      'two uploads in the same second',
      [at('first.mp3', '2025-01-01T00:00:00Z'), at('second.mp3', '2025-01-01T00:00:00Z')],
      ['second.mp3', 'first.mp3'],
    ],
  ])('when there are %s, then it keeps %j', (_case, recordings, expected) => {
    expect(mp3sNewestFirst(recordings).map((r) => r.filename)).toEqual(expected);
  });
});

describe('newestMp3', () => {
  it.each([
    ['no recordings', [], { kind: 'none' }],
    [
      'only other formats',
      [at('a.webm', '2025-01-01T00:00:00Z'), at('b.ogg', '2025-02-01T00:00:00Z')],
      { kind: 'no-mp3' },
    ],
    [
      'several mp3s and a newer webm',
      [
        at('old.mp3', '2025-01-01T00:00:00Z'),
        at('new.MP3', '2025-03-01T00:00:00Z'),
        at('newest.webm', '2025-04-01T00:00:00Z'),
      ],
      { kind: 'mp3', filename: 'new.MP3' },
    ],
  ])('when there are %s, then it chooses %j', (_case, recordings, expected) => {
    expect(newestMp3(recordings)).toEqual(expected);
  });
});
