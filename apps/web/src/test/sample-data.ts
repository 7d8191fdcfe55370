import type { Lex, SentAudio, WordAudio } from '@langapp/shared';

// Sample content for the tests, invented: not language material.

/** A lexical entry without notes. */
export const lexEntry = (id: number, lex: string, pos: string, gloss: string): Lex => ({
  id,
  lex,
  pos,
  gloss,
  notes: '',
});

const RECORDED_AT = '2025-01-01T00:00:00Z';

/** A word recording as GET /api/audio-recordings-info lists it, made by the sample teacher. */
export const wordTake = (word: string, filename: string, timestamp = RECORDED_AT): WordAudio => ({
  word,
  filename,
  speaker: 'teacher',
  timestamp,
});

/** A sentence recording as GET /api/sent-audios lists it, made by the sample teacher. */
export const sentenceTake = (sentId: string, filename: string, timestamp = RECORDED_AT): SentAudio => ({
  sent_id: sentId,
  filename,
  speaker: 'teacher',
  timestamp,
});

/** 'Okihu tietuk.' as GET /api/sents stores it: okihu linked to entry 2, tietu to entry 1. */
export const OKIHU_TIETUK = {
  id: 'sample-1',
  text: 'Okihu tietuk.',
  trans: 'I see the river.',
  anno: JSON.stringify([
    { text: 'okihu', gloss: 'river', morphs: [{ text: 'okihu', lexId: 2 }] },
    { text: 'tietuk', gloss: 'see-1SG', morphs: [{ text: 'tietu', lexId: 1 }, { text: '-k' }] },
  ]),
  timestamp: '2025-01-20T12:00:00.000Z',
};
