import type { EntryPartsIn, SenseIn } from '../lexicon/entries.repo';
import type { PlannedEntry } from './lift-entry-plan';
import type { EntryExtra } from './lift-write';
import type { LiftEntryRows } from './lift.repo';

// A LIFT entry against the one stored under its guid (ADR 049): what is stored, in the plan's
// shape, which stored senses and examples the plan's are, and whether anything differs.

/** The comparable state of an entry: its row's fields and its parts, as the plan or the database has them. */
export function stateOf(e: {
  lex: string;
  lexWs: string | null;
  glossWs: (string | null)[];
  notes: string;
  extra: string | null;
  senses: SenseIn[];
  forms: EntryPartsIn['forms'];
  typedNotes: EntryPartsIn['typedNotes'];
}): string {
  return JSON.stringify([
    e.lex,
    e.lexWs,
    e.glossWs,
    e.notes,
    e.extra,
    e.senses.map((s) => [
      s.lift_id ?? null,
      s.pos,
      s.gloss,
      s.definition,
      s.lift_extra ?? null,
      s.examples.map((x) => [x.text, x.translation, x.lift_extra ?? null]),
      s.notes.map((n) => [n.type, n.text]),
    ]),
    e.forms.map((f) => [f.kind, f.ws, f.text]),
    e.typedNotes.map((n) => [n.type, n.text]),
  ]);
}

/** An entry's parts as stored, in the shape the plan gives them (with the stored ids). */
export function storedParts(
  rows: LiftEntryRows,
): EntryPartsIn & { senses: (SenseIn & { id: number; gloss_ws: string | null })[] } {
  return {
    senses: rows.senses.map((s) => ({
      id: s.id,
      gloss_ws: s.gloss_ws,
      pos: s.pos,
      gloss: s.gloss,
      definition: s.definition,
      lift_id: s.lift_id,
      lift_extra: s.lift_extra,
      examples: rows.examples
        .filter((x) => x.sense_id === s.id)
        .map((x) => ({ id: x.id, text: x.text, translation: x.translation, lift_extra: x.lift_extra })),
      notes: rows.notes.filter((n) => n.sense_id === s.id).map((n) => ({ type: n.type, text: n.text })),
    })),
    forms: rows.forms.map((f) => ({ kind: f.kind, ws: f.ws, text: f.text })),
    typedNotes: rows.notes.filter((n) => n.sense_id === null).map((n) => ({ type: n.type, text: n.text })),
  };
}

/**
 * The plan's senses with the ids of the stored senses they are (by FLEx's sense id, else by place),
 * and their examples with the ids of the stored examples at their places, so that writeParts keeps
 * them. What the file does not say (a sense id or an entry id the export gave) is kept.
 */
export function matchStored(
  plan: PlannedEntry,
  stored: ReturnType<typeof storedParts>,
  storedExtra: string | null,
) {
  const free = new Set(stored.senses.map((s) => s.id));
  const byLiftId = new Map(stored.senses.filter((s) => s.lift_id).map((s) => [s.lift_id!, s]));
  const senses = plan.senses.map((sense, i) => {
    let match = sense.lift_id ? byLiftId.get(sense.lift_id) : undefined;
    const atPlace = stored.senses[i];
    if (!match && atPlace && (!sense.lift_id || !atPlace.lift_id)) match = atPlace;
    if (!match || !free.has(match.id)) return sense;
    free.delete(match.id);
    return {
      ...sense,
      id: match.id,
      lift_id: sense.lift_id ?? match.lift_id,
      examples: sense.examples.map((x, j) => ({ ...x, id: match.examples[j]?.id })),
    };
  });
  let extra = plan.extra;
  const storedId = storedExtra ? (JSON.parse(storedExtra) as EntryExtra).id : undefined;
  if (storedId) {
    const planned = (extra ? JSON.parse(extra) : {}) as EntryExtra;
    if (!planned.id) extra = JSON.stringify({ id: storedId, ...planned });
  }
  return { senses, extra };
}
