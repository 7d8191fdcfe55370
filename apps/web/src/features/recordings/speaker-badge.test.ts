import { describe, expect, it } from 'vitest';
import { speakerColour, speakerInitial } from './speaker-badge';

describe('speaker badges', () => {
  it('when the same speaker is coloured twice, then the colour is the same', () => {
    expect(speakerColour('teacher')).toEqual(speakerColour('teacher'));
  });

  it('when many speakers are coloured, then they spread over more than one colour', () => {
    const colours = new Set(
      ['ana', 'ben', 'carla', 'dmitri', 'eve', 'farid', 'gus', 'hana'].map((s) => speakerColour(s).bg),
    );
    expect(colours.size).toBeGreaterThan(2);
  });

  it('when a light background is chosen, then the text on it is dark', () => {
    for (const name of ['ana', 'ben', 'carla', 'dmitri', 'eve', 'farid', 'gus', 'hana', 'ivo', 'jun']) {
      const { bg, text } = speakerColour(name);
      expect(text).toBe(bg === 'warning' || bg === 'info' ? 'dark' : 'white');
    }
  });

  it.each([
    ['teacher', 'T'],
    ['élodie', 'É'],
    ['  ana', 'A'],
    ['', '?'],
  ])('when the speaker is %j, then the initial is %s', (speaker, initial) => {
    expect(speakerInitial(speaker)).toBe(initial);
  });
});
