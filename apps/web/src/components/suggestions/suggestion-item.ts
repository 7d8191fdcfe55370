/** The item a "Suggest a correction" button is on: an entry (its fields come with the entry), a sentence or a text's sentence. */
export type SuggestionItem =
  | { kind: 'entry'; lexId: number }
  | { kind: 'sentence'; sentId: string; text: string; trans: string }
  | { kind: 'text-sentence'; textId: number; sentenceId: number; text: string; trans: string };
