import { describe, expect, it } from 'vitest';
import { parseLexicalItems } from './parse-lexical-items';

describe('parseLexicalItems', () => {
  it('when the JSON holds the three groups, then they come back as lists of words', () => {
    expect(parseLexicalItems('{"verb":["himma"],"noun":["kay","tah"],"other":[]}')).toEqual({
      verb: ['himma'],
      noun: ['kay', 'tah'],
      other: [],
    });
  });

  it('when a group is missing, then it is an empty list', () => {
    expect(parseLexicalItems('{"noun":["kay"]}')).toEqual({ verb: [], noun: ['kay'], other: [] });
  });

  it.each(['', 'not json', 'null', '[]', '{"verb":"himma"}', '{"verb":[3]}'])(
    'when the column holds %j, then it cannot be read',
    (json) => {
      expect(parseLexicalItems(json)).toBeNull();
    },
  );
});
