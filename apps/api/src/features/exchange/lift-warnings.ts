import { nounFor } from '@langapp/shared';
import type { PlanWarning } from './lift-entry-plan';

// What the LIFT import's report says of the parts of a file it did not find fit for the app
// (ADR 049): each warning's words, by name of the writing systems, and how many places it names.

/** Each warning's words, after its count: "1 sense without ...", "3 senses without ...". */
export const WARNINGS: Record<PlanWarning, (ws: { ws: string; glossWs: string }, count: number) => string> = {
  'no-pos': (_, n) => `${nounFor(n, 'sense')} without a part of speech (grammatical-info)`,
  'no-gloss': ({ glossWs }, n) => `${nounFor(n, 'sense')} without a gloss or definition in ${glossWs}`,
  'no-gloss-but-definition': ({ glossWs }, n) =>
    `${nounFor(n, 'sense')} without a gloss in ${glossWs}, with a definition`,
  'no-sense': (_, n) =>
    n === 1
      ? 'entry without a sense (it has an empty one here, not written back)'
      : 'entries without a sense (each has an empty one here, not written back)',
  'ranges-unreadable': (_, n) =>
    `${nounFor(n, 'ranges file')} that could not be read as XML (its parts of speech are not in the console's list)`,
  'headword-in-other-ws': ({ ws }, n) =>
    `${nounFor(n, 'entry', 'entries')} whose headword is in another writing system than ${ws}`,
};
/** How many places a warning names. */
export const WARNING_EXAMPLES = 5;
