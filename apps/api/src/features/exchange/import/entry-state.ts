import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type { EntryForm, EntryNote, Visibility } from '@langapp/shared';
import type { SenseIn } from '../../lexicon/entries.repo';
import type { StoredEntry } from '../../lexicon/lexicon-io.repo';

// An entry as an import will leave it, in one shape for every format (ADR 073): each format says
// how its file's entry meets the stored one (the spreadsheet's senses by position, LIFT's by
// FieldWorks' sense id), and the apply step compares, writes and counts this shape alone.

/** The whole entry an import writes: every part, the stored senses and examples by their ids. */
export interface EntryTarget {
  lex: string;
  /** The headword's writing system; null where none is known (a word typed here). */
  lexWs: string | null;
  notes: string;
  /** The entry's guid; '' leaves it to the database (a new word without one gets one there). */
  guid: string;
  /** What FieldWorks gave the entry that the app does not model (lift_extra). */
  extra: string | null;
  visibility: Visibility;
  /** The homograph number the file asks for; undefined keeps the stored one (the planner numbers them). */
  order: number | undefined;
  senses: SenseIn[];
  forms: EntryForm[];
  typedNotes: EntryNote[];
}

/** A stored entry in the target's shape: what an import that changes nothing would write. */
export function targetOfStored(e: StoredEntry): EntryTarget {
  return {
    lex: e.lex,
    lexWs: e.lex_ws,
    notes: e.notes,
    guid: e.guid,
    extra: e.lift_extra,
    visibility: e.visibility ?? DEFAULT_VISIBILITY,
    order: e.homograph ?? undefined,
    senses: e.senses.map((s) => ({
      id: s.id,
      pos: s.pos,
      gloss: s.gloss,
      definition: s.definition,
      lift_id: s.lift_id,
      lift_extra: s.lift_extra,
      gloss_ws: s.gloss_ws,
      definition_ws: s.definition_ws,
      examples: s.examples.map((x) => ({
        id: x.id,
        text: x.text,
        translation: x.translation,
        lift_extra: x.lift_extra,
        visibility: x.visibility,
      })),
      notes: s.notes.map((n) => ({ type: n.type, text: n.text })),
    })),
    forms: e.forms.map((f) => ({ kind: f.kind, ws: f.ws, text: f.text })),
    typedNotes: e.typedNotes.map((n) => ({ type: n.type, text: n.text })),
  };
}

/**
 * Whether writing `target` over the live entry `before` would change nothing. A writing system the
 * entry has none of (a word typed here or loaded from a spreadsheet) is no change on its own: the
 * file's is written with the entry's next change.
 */
export function unchanged(before: StoredEntry, target: EntryTarget): boolean {
  const ws = (stored: string | null | undefined, given: string | null | undefined) => stored ?? given ?? null;
  const state = (t: EntryTarget, stored?: StoredEntry) =>
    JSON.stringify([
      t.lex,
      ws(stored?.lex_ws, target.lexWs) ?? t.lexWs,
      t.notes,
      t.guid,
      t.extra,
      t.visibility,
      t.order ?? before.homograph,
      t.senses.map((s, i) => [
        s.lift_id ?? null,
        s.pos,
        s.gloss,
        s.definition,
        s.lift_extra ?? null,
        stored ? ws(s.gloss_ws, target.senses[i]?.gloss_ws) : (s.gloss_ws ?? null),
        stored ? ws(s.definition_ws, target.senses[i]?.definition_ws) : (s.definition_ws ?? null),
        s.examples.map((x) => [x.text, x.translation, x.lift_extra ?? null, x.visibility ?? null]),
        s.notes.map((n) => [n.type, n.text]),
      ]),
      // The forms of each kind in their order (the stored ones are read kind by kind).
      [...t.forms].sort((a, b) => a.kind.localeCompare(b.kind)).map((f) => [f.kind, f.ws, f.text]),
      t.typedNotes.map((n) => [n.type, n.text]),
    ]);
  return state(targetOfStored(before), before) === state(target);
}
