import { describe, expect, it } from 'vitest';
import { listeningOptions } from './listening-options';

describe('listeningOptions', () => {
  it.each([
    [
      'distinct glosses',
      { correct: 'river', wrong: ['stone', 'house', 'bird'] },
      ['bird', 'house', 'river', 'stone'],
    ],
    [
      'the right gloss among the wrong ones',
      { correct: 'river', wrong: ['stone', 'river', 'bird'] },
      ['bird', 'river', 'stone'],
    ],
    ['a wrong gloss twice', { correct: 'river', wrong: ['stone', 'stone'] }, ['river', 'stone']],
    ['no wrong gloss', { correct: 'river', wrong: [] }, ['river']],
  ])('when the answers have %s, then each meaning is offered once: %j', (_case, answers, expected) => {
    const options = listeningOptions(answers, Math.random);
    expect([...options].sort()).toEqual(expected);
    expect(options.filter((o) => o === answers.correct)).toHaveLength(1);
  });
});
