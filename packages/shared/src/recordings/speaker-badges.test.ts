import { describe, expect, it } from 'vitest';
import { assignSpeakerBadges } from './speaker-badges';

const initialsOf = (speakers: string[], paletteSize = 7) =>
  [...assignSpeakerBadges(speakers, paletteSize).values()].map((b) => b.initials);

describe('assignSpeakerBadges', () => {
  it.each([
    ['one speaker', ['teacher'], ['T']],
    ['different first letters', ['teacher', 'elder', 'ana'], ['T', 'E', 'A']],
    ['two sharing a first letter', ['teacher', 'tom', 'elder'], ['Te', 'To', 'E']],
    ['a capital in the name', ['Maria', 'mark'], ['Ma', 'Ma2']],
    ['two sharing two letters', ['mark', 'mary', 'mia'], ['Ma', 'Ma2', 'Mi']],
    ['a one-letter name among its namesakes', ['t', 'teacher'], ['T', 'Te']],
    ['accented letters', ['élodie', 'ana'], ['É', 'A']],
    ['a blank name', ['  ', 'ana'], ['?', 'A']],
  ])('when there is %s, then the initials are %j', (_case, speakers, initials) => {
    expect(initialsOf(speakers)).toEqual(initials);
  });

  it('when speakers come in order, then colours go round the palette in that order', () => {
    const badges = assignSpeakerBadges(['a1', 'b1', 'c1', 'd1'], 3);
    expect([...badges.values()].map((b) => b.colour)).toEqual([0, 1, 2, 0]);
  });

  it('when a speaker is named twice, then they keep their first place', () => {
    const badges = assignSpeakerBadges(['ana', 'ben', 'ana', 'carla'], 7);
    expect([...badges.entries()]).toEqual([
      ['ana', { initials: 'A', colour: 0 }],
      ['ben', { initials: 'B', colour: 1 }],
      ['carla', { initials: 'C', colour: 2 }],
    ]);
  });

  it('when there are many speakers, then no two share both colour and initials', () => {
    const speakers = Array.from({ length: 60 }, (_, i) => `${'abc'[i % 3]}${'xyz'[i % 2]}${i}`);
    const badges = [...assignSpeakerBadges(speakers, 7).values()];
    expect(new Set(badges.map((b) => `${b.colour}/${b.initials}`)).size).toBe(60);
    expect(new Set(badges.map((b) => b.initials.toLowerCase())).size).toBe(60);
  });

  it('when the palette is empty, then it refuses', () => {
    expect(() => assignSpeakerBadges(['ana'], 0)).toThrow(RangeError);
  });
});
