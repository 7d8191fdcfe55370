import { describe, expect, it } from 'vitest';
import { sealWordleAnswer, unsealWordleAnswer } from '../api/wordle-days';
import { sealText, unsealText } from './sealed-text';

describe('sealed text (the coming Wordle answers on the device)', () => {
  const answer = {
    id: 7,
    lex: "ko'sa",
    lexId: 3,
    gloss: 'río, “river” ✓',
    filename: 'ko-sa.mp3',
    speaker: 'Ána',
  };

  it('when a text is sealed, then it reads back with its day and salt, and is not plain text', () => {
    const text = JSON.stringify(answer);
    const sealed = sealText(text, '2026-03-02', 'salt-1');
    expect(sealed).toMatch(/^[0-9a-f]+$/);
    expect(sealed).not.toContain('ko');
    expect(unsealText(sealed, '2026-03-02', 'salt-1')).toBe(text);
    expect(
      unsealWordleAnswer(sealWordleAnswer(answer, '2026-03-02', 'salt-1'), '2026-03-02', 'salt-1'),
    ).toEqual(answer);
  });

  it('when the same answer is sealed for another day or with another salt, then it looks different', () => {
    const text = JSON.stringify(answer);
    const sealed = new Set([
      sealText(text, '2026-03-02', 'salt-1'),
      sealText(text, '2026-03-03', 'salt-1'),
      sealText(text, '2026-03-02', 'salt-2'),
    ]);
    expect(sealed.size).toBe(3);
  });

  it('when it is read with the wrong day or salt, or is not a sealed text, then no answer comes out', () => {
    const sealed = sealWordleAnswer(answer, '2026-03-02', 'salt-1');
    expect(unsealWordleAnswer(sealed, '2026-03-03', 'salt-1')).toBeNull();
    expect(unsealWordleAnswer(sealed, '2026-03-02', 'salt-2')).toBeNull();
    expect(unsealText('not hex', '2026-03-02', 'salt-1')).toBeNull();
    expect(unsealText('abc', '2026-03-02', 'salt-1')).toBeNull();
    expect(unsealText('', '2026-03-02', 'salt-1')).toBe('');
  });
});
