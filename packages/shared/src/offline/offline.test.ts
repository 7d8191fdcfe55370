import { describe, expect, it } from 'vitest';
import { offlineKeyName, parseOfflineKey } from './offline-keys';
import { offlinePackageSize } from './package-size';

describe('parseOfflineKey', () => {
  it.each([
    ['deck', { kind: 'deck' }],
    ['texts', { kind: 'texts' }],
    ['lexicon:chosen', { kind: 'lexicon', takes: 'chosen' }],
    ['lexicon:all', { kind: 'lexicon', takes: 'all' }],
    ['lesson:ab12', { kind: 'lesson', lessonId: 'ab12' }],
    ['lesson:1234', null],
    ['lesson:AB12', null],
    ['lesson:ab123', null],
    ['lesson:', null],
    ['lexicon', null],
    ['lexicon:some', null],
    ['Deck', null],
    ['', null],
  ])('when the key is %j, then it names %j', (key, expected) => {
    const parsed = parseOfflineKey(key);
    expect(parsed).toEqual(expected);
    if (parsed) expect(offlineKeyName(parsed)).toBe(key);
  });
});

describe('offlinePackageSize', () => {
  it.each([
    ['no audio', { data: { a: 'x' }, audio: [] }, 0, 0],
    [
      'two files',
      {
        data: {},
        audio: [
          { url: '/a', bytes: 10 },
          { url: '/b', bytes: 32 },
        ],
      },
      42,
      2,
    ],
  ])(
    'when a package has %s, then its audio weighs %i bytes in %i files',
    (_case, pkg, audioBytes, audioFiles) => {
      const size = offlinePackageSize(pkg);
      expect(size).toMatchObject({ audioBytes, audioFiles });
      expect(size.dataBytes).toBe(JSON.stringify(pkg).length);
      expect(size.totalBytes).toBe(size.dataBytes + audioBytes);
    },
  );

  it.each([
    ['a', 1],
    ['ʔ', 2],
    ['ā', 2],
    ['ꞌ', 3],
    ['𝑥', 4],
    ['\ud835', 6],
  ])('when the JSON holds %j, then its size counts it as %i UTF-8 bytes', (letter, bytes) => {
    const pkg = { audio: [], word: letter };
    expect(offlinePackageSize(pkg).dataBytes).toBe(JSON.stringify({ audio: [], word: '' }).length + bytes);
  });
});
