import { describe, expect, it } from 'vitest';
import { isPracticeMatch, lessonLexemes, newestMp3, practiceBlocks, readLessonSteps } from './lesson-data';

const at = (filename: string, timestamp: string) => ({ filename, timestamp });

describe('newestMp3', () => {
  it.each([
    ['no recordings', [], { kind: 'none' }],
    ['only other formats', [at('a.webm', '2025-01-01'), at('b.ogg', '2025-02-01')], { kind: 'no-mp3' }],
    [
      'several mp3s and a newer webm',
      [at('old.mp3', '2025-01-01'), at('new.MP3', '2025-03-01'), at('newest.webm', '2025-04-01')],
      { kind: 'mp3', filename: 'new.MP3' },
    ],
  ])('when there are %s, then it chooses %j', (_case, recordings, expected) => {
    expect(newestMp3(recordings)).toEqual(expected);
  });
});

describe('readLessonSteps', () => {
  it.each([
    ['{broken', { ok: false, reason: 'json' }],
    ['{"a":1}', { ok: false, reason: 'shape' }],
    ['[]', { ok: false, reason: 'shape' }],
    [
      '[{"kind":"lex","lexId":1,"lex":"okihu"},{"kind":"sent","sentId":"s1"},{"kind":"video"},"x"]',
      {
        ok: true,
        steps: [
          { kind: 'lex', lexId: 1, lex: 'okihu' },
          { kind: 'sent', sentId: 's1' },
          { kind: 'unknown' },
          { kind: 'unknown' },
        ],
      },
    ],
  ])('when the data is %s, then it reads %j', (data, expected) => {
    expect(readLessonSteps(data)).toEqual(expected);
  });

  it('when the data holds words and sentences, then lessonLexemes lists the words in order', () => {
    const data =
      '[{"kind":"lex","lexId":2,"lex":"tietu"},{"kind":"sent","sentId":"s1"},{"kind":"lex","lexId":1,"lex":"okihu"}]';
    expect(lessonLexemes(data)).toEqual(['tietu', 'okihu']);
    expect(lessonLexemes('nope')).toBeNull();
  });
});

describe('practiceBlocks', () => {
  const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, lex: `w${id}`, gloss: `g${id}` }));

  it('when there are seven words, then they come in blocks of five and two, each gloss order a permutation', () => {
    const blocks = practiceBlocks(items, () => 0);
    expect(blocks.map((block) => block.items.map((item) => item.id))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(blocks.map((block) => [...block.glossOrder].sort())).toEqual([
      [0, 1, 2, 3, 4],
      [0, 1],
    ]);
  });

  it('when there are no words, then there are no blocks', () => {
    expect(practiceBlocks([], Math.random)).toEqual([]);
  });

  it.each([
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 1, lex: 'a', gloss: 'x' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'b', gloss: 'x' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'b', gloss: 'y' }, false],
  ])('when %j meets %j, then the match is %s', (a, b, expected) => {
    expect(isPracticeMatch(a, b)).toBe(expected);
  });
});
