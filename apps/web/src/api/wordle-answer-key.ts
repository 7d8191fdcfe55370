/**
 * The first part of the query key of every Wordle answer (apps/web/src/api/wordle.ts). The server
 * chooses the answer's take in the learner's order of speakers (ADR 061), so a new order asks the
 * answers again. On its own so that the speakers module, which the app's shell loads, does not
 * bring the game's module with it.
 */
export const WORDLE_ANSWER_QUERY_KEY = ['wordle', 'answer'] as const;
