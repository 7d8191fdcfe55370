import { foldPartsOfSpeech } from '@langapp/shared';
import type { Lex, LexEntry, SentAudio, VisibilityCounts, WordAudio } from '@langapp/shared';

// Sample content for the tests, invented: not language material.

/** A lexical entry without notes. */
export const lexEntry = (id: number, lex: string, pos: string, gloss: string): Lex => ({
  id,
  lex,
  pos,
  gloss,
  notes: '',
});

/** An entry whole as GET /api/lex-entry gives it: one sense with the list's part of speech and gloss. */
export const wholeEntry = (e: Lex): LexEntry => ({
  id: e.id,
  lex: e.lex,
  homograph: e.homograph ?? null,
  guid: null,
  notes: e.notes,
  senses: [{ id: e.id * 10, pos: e.pos, gloss: e.gloss, definition: '', examples: [], notes: [] }],
  forms: [],
  typedNotes: [],
  recordings: [],
});

/**
 * GET /api/admin/parts-of-speech as the server answers it for these entries (one sense each): every
 * part of speech once, case folded, with its count.
 */
export const partsOfSpeechReply = (entries: readonly Lex[]) => ({
  body: { partsOfSpeech: foldPartsOfSpeech(entries.map(({ pos }) => ({ pos, count: 1 }))) },
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

/** GET /api/admin/visibility-counts: a few items of each kind, most for learners (ADR 062). */
export const VISIBILITY_COUNTS: VisibilityCounts = {
  entry: { public: 12, learners: 40, teachers: 3 },
  example: { public: 0, learners: 9, teachers: 1 },
  sentence: { public: 2, learners: 20, teachers: 0 },
  text: { public: 0, learners: 2, teachers: 1 },
  lesson: { public: 1, learners: 4, teachers: 0 },
  'word-recording': { public: 10, learners: 30, teachers: 2 },
  'sentence-recording': { public: 0, learners: 15, teachers: 0 },
  'lesson-recording': { public: 0, learners: 3, teachers: 1 },
};
