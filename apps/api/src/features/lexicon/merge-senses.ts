import type { Visibility } from '@langapp/shared';
import type { EntryTarget } from '../exchange/import/entry-state';
import { levelOf } from '../exchange/import/plan';
import { wordForm } from '../exchange/import/read-table';
import type { ApostropheRule } from '../exchange/import/read-table';
import type { SenseIn } from './entries.repo';
import type { IncomingEntry, IncomingSense } from './lexicon-file';
import type { StoredEntry, StoredSense } from './lexicon-io.repo';

// How a spreadsheet's row (CSV or JSON) meets the entry stored under its id (ADR 050, 073): its
// senses by FieldWorks' id, else by position; the parts it leaves out kept. The apply step
// (exchange/import/apply.ts) compares, writes and counts what this gives.

const nfc = (t: string) => t.normalize('NFC');

/** A sense about to be written: its stored id when it is one of the entry's, and every part. */
type MergedSense = Omit<StoredSense, 'id'> & { id?: number };

/**
 * The senses an entry has after a row is imported: each sense of the row takes the place of the
 * entry's sense with its FLEx id, else of the one at its position, keeping the parts the row does
 * not carry; the entry's senses past what the file carries stay.
 */
function mergeSenses(
  before: readonly StoredSense[],
  incoming: readonly (IncomingSense | null)[],
  keepFrom: number | undefined,
  added: Visibility,
): MergedSense[] {
  const claimed = new Set<number>();
  const free = (s: StoredSense | undefined) => (s && !claimed.has(s.id) ? s : undefined);
  const merged: MergedSense[] = [];
  incoming.forEach((sense, i) => {
    if (sense === null) return;
    const at = free(before[i]);
    const base =
      (sense.liftId === undefined ? undefined : free(before.find((s) => s.lift_id === sense.liftId))) ??
      (at && (sense.liftId === undefined || at.lift_id === null) ? at : undefined);
    if (base) claimed.add(base.id);
    merged.push({
      id: base?.id,
      pos: nfc(sense.pos),
      gloss: nfc(sense.gloss),
      definition: nfc(sense.definition ?? base?.definition ?? ''),
      examples: sense.examples
        ? sense.examples.map((e, j) => ({
            id: base?.examples[j]?.id ?? 0,
            text: nfc(e.text),
            translation: nfc(e.translation),
            lift_extra: e.liftExtra ?? base?.examples[j]?.lift_extra ?? null,
            visibility: e.visibility ?? base?.examples[j]?.visibility ?? added,
          }))
        : (base?.examples ?? []),
      notes: (sense.notes ?? base?.notes ?? []).map((n) => ({ type: nfc(n.type), text: nfc(n.text) })),
      lift_id: sense.liftId ?? base?.lift_id ?? null,
      lift_extra: sense.liftExtra ?? base?.lift_extra ?? null,
      gloss_ws: sense.glossWs ?? base?.gloss_ws ?? null,
      definition_ws: sense.definitionWs ?? base?.definition_ws ?? null,
    });
  });
  if (keepFrom !== undefined) merged.push(...before.slice(keepFrom - 1).filter((s) => !claimed.has(s.id)));
  return merged;
}

/** The senses as entries.repo writes them (an example id of 0 is a new example). */
const senseIn = (s: MergedSense): SenseIn => ({
  id: s.id,
  pos: s.pos,
  gloss: s.gloss,
  definition: s.definition,
  examples: s.examples.map((e) => ({
    ...(e.id ? { id: e.id } : {}),
    text: e.text,
    translation: e.translation,
    lift_extra: e.lift_extra,
    visibility: e.visibility,
  })),
  notes: s.notes,
  lift_id: s.lift_id,
  lift_extra: s.lift_extra,
  gloss_ws: s.gloss_ws,
  definition_ws: s.definition_ws,
});

/** The entry as a row leaves it, over the live entry `before` of its id (none: a new entry). */
export function rowTarget(
  row: IncomingEntry,
  before: StoredEntry | undefined,
  rule: ApostropheRule,
  added: Visibility,
): EntryTarget {
  return {
    lex: wordForm(row.lex, rule),
    lexWs: row.lexWs ?? before?.lex_ws ?? null,
    notes: nfc(row.notes ?? before?.notes ?? ''),
    guid: row.guid ?? before?.guid ?? '',
    extra: row.liftExtra ?? before?.lift_extra ?? null,
    visibility: levelOf(row.visibility, before?.visibility, added),
    order: row.homograph ?? undefined,
    senses: mergeSenses(before?.senses ?? [], row.senses, row.keepFrom, added).map(senseIn),
    forms: (row.forms ?? before?.forms ?? []).map((f) => ({ ...f, text: nfc(f.text) })),
    typedNotes: (row.typedNotes ?? before?.typedNotes ?? []).map((n) => ({
      type: nfc(n.type),
      text: nfc(n.text),
    })),
  };
}
