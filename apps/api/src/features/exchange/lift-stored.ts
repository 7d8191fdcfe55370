import type { Visibility } from '@langapp/shared';
import type { StoredEntry } from '../lexicon/lexicon-io.repo';
import type { EntryTarget } from './import/entry-state';
import { levelOf } from './import/plan';
import type { PlannedEntry } from './lift-entry-plan';
import type { EntryExtra } from './lift-write';

// How a LIFT entry meets the entry stored under its guid (ADR 049, 073): which stored senses and
// examples the file's are, and what the file does not say (an entry id the export gave) kept. The
// apply step (import/apply.ts) compares, writes and counts what this gives.

/**
 * The entry as the LIFT file leaves it, over `before` (the entry of its guid, or the one it was
 * found to be by headword; none: a new entry). The file's senses take the ids of the stored senses
 * they are (by FLEx's sense id, else by place) and their examples those at their places, so that
 * what is kept keeps its id, its examples their levels.
 */
export function liftTarget(
  plan: PlannedEntry,
  before: StoredEntry | undefined,
  added: Visibility,
): EntryTarget {
  const stored = before?.senses ?? [];
  const free = new Set(stored.map((s) => s.id));
  const byLiftId = new Map(stored.filter((s) => s.lift_id).map((s) => [s.lift_id!, s]));
  const senses = plan.senses.map((sense, i) => {
    let match = sense.lift_id ? byLiftId.get(sense.lift_id) : undefined;
    const atPlace = stored[i];
    if (!match && atPlace && (!sense.lift_id || !atPlace.lift_id)) match = atPlace;
    if (!match || !free.has(match.id))
      return { ...sense, examples: sense.examples.map((x) => ({ ...x, visibility: added })) };
    free.delete(match.id);
    return {
      ...sense,
      id: match.id,
      lift_id: sense.lift_id ?? match.lift_id,
      examples: sense.examples.map((x, j) => ({
        ...x,
        id: match.examples[j]?.id,
        visibility: match.examples[j]?.visibility ?? added,
      })),
    };
  });
  let extra = plan.extra;
  const storedId = before?.lift_extra ? (JSON.parse(before.lift_extra) as EntryExtra).id : undefined;
  if (storedId) {
    const planned = (extra ? JSON.parse(extra) : {}) as EntryExtra;
    if (!planned.id) extra = JSON.stringify({ id: storedId, ...planned });
  }
  return {
    lex: plan.lex,
    lexWs: plan.lexWs,
    notes: plan.notes,
    guid: plan.guid,
    extra,
    visibility: levelOf(plan.visibility, before?.visibility, added),
    order: plan.order,
    senses,
    forms: plan.forms,
    typedNotes: plan.typedNotes,
  };
}
