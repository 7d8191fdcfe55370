/**
 * The item a "Suggest a correction" button is on: an entry (its fields come with the entry), one
 * example of a sense of an entry (the example is part of its entry: its sentence and translation are
 * the entry's fields, ADR 060), a sentence or a text's sentence.
 */
export type SuggestionItem =
  | { kind: 'entry'; lexId: number; example?: { senseId: number; exampleId: number } }
  | { kind: 'sentence'; sentId: string; text: string; trans: string }
  | { kind: 'text-sentence'; textId: number; sentenceId: number; text: string; trans: string };
