import { describe, expect, it } from 'vitest';
import { SPEAKER_PALETTE, speakerLooks } from './speaker-badge';

describe('speaker looks', () => {
  it('when speakers are known in order, then colours follow that order and shared first letters get two', () => {
    const look = speakerLooks(['teacher', 'elder', 'tom'], ['tom', 'teacher']);
    expect(look('teacher')).toEqual({ ...SPEAKER_PALETTE[0], initials: 'Te' });
    expect(look('elder')).toEqual({ ...SPEAKER_PALETTE[1], initials: 'E' });
    expect(look('tom')).toEqual({ ...SPEAKER_PALETTE[2], initials: 'To' });
  });

  it('when a speaker on the page is not known yet, then they follow the known ones', () => {
    const look = speakerLooks(['teacher'], ['newcomer', 'teacher']);
    expect(look('newcomer')).toEqual({ ...SPEAKER_PALETTE[1], initials: 'N' });
    expect(look('teacher')).toEqual({ ...SPEAKER_PALETTE[0], initials: 'T' });
  });

  it('when there are more speakers than colours, then colour and initials together still tell them apart', () => {
    const speakers = ['ana', 'ben', 'carla', 'dmitri', 'eve', 'farid', 'gus', 'hana', 'ivo', 'amir'];
    const look = speakerLooks(speakers, []);
    const seen = new Set(speakers.map((s) => `${look(s).bg}/${look(s).initials}`));
    expect(seen.size).toBe(speakers.length);
    expect(look('hana').bg).toBe(look('ana').bg);
    expect([look('ana').initials, look('amir').initials]).toEqual(['An', 'Am']);
  });

  it('when a light background is used, then the text on it is dark', () => {
    for (const { bg, text } of SPEAKER_PALETTE) {
      expect(text).toBe(bg === 'warning' || bg === 'info' ? 'dark' : 'white');
    }
  });
});
