/**
 * The order in which the server picks one take of an item (ADR 061), as the shared
 * choosePreferredTake does in the browser: the takes of the account's first chosen speaker first
 * (speaker_preferences, migration 019), then those of the next, then anyone's; within each, the
 * newest (timestamp DESC, id DESC: the later upload wins a tie, migration 010). `takes` is the alias
 * of a playable_word_audio or playable_sent_audio row; `userId` an SQL expression (a named
 * parameter) for the account, or NULL for no account, which leaves the newest take first.
 */
export function preferredTakeOrder(takes: string, userId: string): string {
  const position = `(SELECT p.position FROM speaker_preferences p
    WHERE p.user_id = ${userId} AND p.speaker = ${takes}.speaker)`;
  return `${position} IS NULL, ${position}, ${takes}.timestamp DESC, ${takes}.id DESC`;
}
