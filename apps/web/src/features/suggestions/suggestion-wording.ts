import { SUGGESTION_FIELD_RULES } from '@langapp/shared';
import type { Suggestion, SuggestionStatus } from '@langapp/shared';

/** What a suggestion is about, as a heading: 'Gloss of tahak', 'Translation of The river, sentence 2'. */
export function suggestionHeading(suggestion: Pick<Suggestion, 'target' | 'itemLabel'>): string {
  const field = SUGGESTION_FIELD_RULES[suggestion.target.field].label;
  return suggestion.itemLabel === null
    ? `${field} of an item you can no longer see`
    : `${field} of ${suggestion.itemLabel}`;
}

/** A status as a person reads it. */
export const STATUS_WORDS: Record<SuggestionStatus, string> = {
  open: 'Waiting for the teacher',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const STATUS_BADGE: Record<SuggestionStatus, string> = {
  open: 'bg-secondary',
  accepted: 'bg-success',
  declined: 'bg-danger',
};

/** What kind of item a suggestion is about. */
export const KIND_WORDS: Record<Suggestion['target']['kind'], string> = {
  entry: 'Word',
  sentence: 'Sentence',
  'text-sentence': 'Sentence of a text',
};
