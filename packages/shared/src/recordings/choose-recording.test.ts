import { describe, expect, it } from 'vitest';
import {
  choosePreferredTake,
  chooseRecording,
  isMp3,
  mp3sNewestFirst,
  newestMp3,
  takesInPreferredOrder,
} from './choose-recording';

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

describe('choosePreferredTake', () => {
  const by = (speaker: string, filename: string, timestamp: string) => ({ speaker, filename, timestamp });
  const annaOld = by('anna', 'anna-old.mp3', '2025-01-01T00:00:00Z');
  const annaNew = by('anna', 'anna-new.mp3', '2025-02-01T00:00:00Z');
  const annaWebm = by('anna', 'anna-newest.webm', '2025-05-01T00:00:00Z');
  const ben = by('ben', 'ben.mp3', '2025-03-01T00:00:00Z');
  const cara = by('cara', 'cara.mp3', '2025-04-01T00:00:00Z');

  it.each([
    ['no takes', [], ['anna'], undefined],
    ['no choice', [annaNew, ben, cara], [], 'cara.mp3'],
    ['the first chosen speaker recorded it', [annaOld, annaNew, ben, cara], ['anna', 'ben'], 'anna-new.mp3'],
    ['only the second chosen speaker recorded it', [ben, cara], ['anna', 'ben'], 'ben.mp3'],
    ['the first chosen speaker has only a webm', [annaWebm, ben, cara], ['anna', 'ben'], 'ben.mp3'],
    ['no chosen speaker recorded it', [annaNew, ben], ['dora'], 'ben.mp3'],
    ['the chosen speaker only in a different case', [annaNew, ben], ['Anna'], 'ben.mp3'],
    ['only webm takes', [annaWebm], ['anna'], undefined],
  ])('when there are %s (chosen %j), then it plays %s', (_case, takes, preferred, expected) => {
    expect(choosePreferredTake(takes, preferred)?.filename).toBe(expected);
  });
});

describe('takesInPreferredOrder', () => {
  const by = (speaker: string, filename: string, timestamp: string) => ({ speaker, filename, timestamp });
  const annaOld = by('anna', 'anna-old.mp3', '2025-01-01T00:00:00Z');
  const annaNew = by('anna', 'anna-new.mp3', '2025-02-01T00:00:00Z');
  const annaWebm = by('anna', 'anna-newest.webm', '2025-05-01T00:00:00Z');
  const ben = by('ben', 'ben.mp3', '2025-03-01T00:00:00Z');
  const cara = by('cara', 'cara.mp3', '2025-04-01T00:00:00Z');
  const caraLater = by('cara', 'cara-later-upload.mp3', '2025-04-01T00:00:00Z');

  it.each([
    ['no takes', [], ['anna'], []],
    ['no choice', [annaOld, annaNew, ben, cara], [], ['cara.mp3', 'ben.mp3', 'anna-new.mp3', 'anna-old.mp3']],
    [
      'two chosen speakers',
      [annaOld, annaNew, ben, cara],
      ['ben', 'anna'],
      ['ben.mp3', 'anna-new.mp3', 'anna-old.mp3', 'cara.mp3'],
    ],
    ['a chosen speaker with only a webm', [annaWebm, ben, cara], ['anna'], ['cara.mp3', 'ben.mp3']],
    [
      'two uploads in the same second',
      [cara, caraLater, ben],
      ['cara'],
      ['cara-later-upload.mp3', 'cara.mp3', 'ben.mp3'],
    ],
  ])(
    'when there are %s (chosen %j), then they come as %j, the first the one choosePreferredTake plays',
    (_case, takes, preferred, expected) => {
      const ordered = takesInPreferredOrder(takes, preferred);
      expect(ordered.map((take) => take.filename)).toEqual(expected);
      expect(ordered[0]).toBe(choosePreferredTake(takes, preferred));
    },
  );
});

describe('chooseRecording', () => {
  it.each([
    ['no recordings', [], { kind: 'none' }],
    [
      'only other formats',
      [{ speaker: 'anna', ...at('a.webm', '2025-01-01T00:00:00Z') }],
      { kind: 'no-mp3' },
    ],
    [
      'an older take by the chosen speaker and a newer one by another',
      [
        { speaker: 'anna', ...at('anna.mp3', '2025-01-01T00:00:00Z') },
        { speaker: 'ben', ...at('ben.mp3', '2025-03-01T00:00:00Z') },
      ],
      { kind: 'mp3', filename: 'anna.mp3', speaker: 'anna' },
    ],
  ])('when there are %s and anna is chosen, then it chooses %j', (_case, recordings, expected) => {
    expect(chooseRecording(recordings, ['anna'])).toEqual(expected);
  });
});
