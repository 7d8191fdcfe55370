import type { EntryForm, LexEntry, UpdateLexEntryRequest } from '@langapp/shared';

// The console's editor of an entry whole (issue 25): what the teacher is typing, as lists that keep
// a key per item (so that moving a sense moves its fields, and focus can follow it), and the request
// POST /api/update-lex-entry takes.

let lastKey = 0;
/** A key for a new item of the form, unique on the page. */
const newKey = () => `k${++lastKey}`;

export interface ExampleDraft {
  key: string;
  id?: number;
  text: string;
  translation: string;
}
export interface NoteDraft {
  key: string;
  type: string;
  text: string;
}
export interface SenseDraft {
  key: string;
  /** Kept, so that the server keeps the sense and what FLEx gave it. */
  id?: number;
  pos: string;
  gloss: string;
  definition: string;
  examples: ExampleDraft[];
  notes: NoteDraft[];
}
export interface FormDraft {
  key: string;
  kind: EntryForm['kind'];
  ws: string;
  text: string;
}
export interface EntryDraft {
  lex: string;
  notes: string;
  senses: SenseDraft[];
  typedNotes: NoteDraft[];
  forms: FormDraft[];
}

const noteDraft = ({ type, text }: { type: string; text: string }): NoteDraft => ({
  key: newKey(),
  type,
  text,
});

/** The form's starting point: the entry as the server gave it. */
export function draftOf(entry: LexEntry): EntryDraft {
  return {
    lex: entry.lex,
    notes: entry.notes,
    senses: entry.senses.map((sense) => ({
      key: newKey(),
      id: sense.id,
      pos: sense.pos,
      gloss: sense.gloss,
      definition: sense.definition,
      examples: sense.examples.map((example) => ({ key: newKey(), ...example })),
      notes: sense.notes.map(noteDraft),
    })),
    typedNotes: entry.typedNotes.map(noteDraft),
    forms: entry.forms.map((form) => ({ key: newKey(), ...form })),
  };
}

export const emptySense = (): SenseDraft => ({
  key: newKey(),
  pos: '',
  gloss: '',
  definition: '',
  examples: [],
  notes: [],
});
export const emptyExample = (): ExampleDraft => ({ key: newKey(), text: '', translation: '' });
export const emptyNote = (): NoteDraft => ({ key: newKey(), type: '', text: '' });
export const emptyForm = (): FormDraft => ({ key: newKey(), kind: 'pronunciation', ws: '', text: '' });

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const withoutKey = <T extends { key: string }>({ key: _key, ...rest }: T) => rest;

/** What POST /api/update-lex-entry is sent: the whole entry, senses in the order shown. */
export function requestOf(id: number, draft: EntryDraft, confirm: boolean): UpdateLexEntryRequest {
  return {
    id,
    lex: draft.lex,
    notes: draft.notes,
    senses: draft.senses.map((sense) => ({
      ...withoutKey(sense),
      examples: sense.examples.map(withoutKey),
      notes: sense.notes.map(withoutKey),
    })),
    typedNotes: draft.typedNotes.map(withoutKey),
    forms: draft.forms.map(withoutKey),
    confirm,
  };
}

/** The DOM id of each field: `${base}-lex`, `${base}-sense-<key>-gloss`, `${base}-form-<key>-ws`, ... */
export const fieldId = {
  entry: (base: string, name: 'lex' | 'notes') => `${base}-${name}`,
  sense: (base: string, sense: SenseDraft, name: 'pos' | 'gloss' | 'definition') =>
    `${base}-sense-${sense.key}-${name}`,
  example: (base: string, example: ExampleDraft, name: 'text' | 'translation') =>
    `${base}-example-${example.key}-${name}`,
  note: (base: string, note: NoteDraft, name: 'type' | 'text') => `${base}-note-${note.key}-${name}`,
  form: (base: string, form: FormDraft, name: 'kind' | 'ws' | 'text') => `${base}-form-${form.key}-${name}`,
};

/**
 * The id of the field a schema issue's path names (['senses', 1, 'examples', 0, 'text'], ...), for
 * its message and the focus; a path that names no field (a list too long) goes to the entry's word.
 */
export function fieldIdOfIssue(base: string, draft: EntryDraft, path: readonly PropertyKey[]): string {
  const [top, i, field, j, leaf] = path;
  const at = <T>(list: readonly T[], index: unknown) => (typeof index === 'number' ? list[index] : undefined);
  if (top === 'notes') return fieldId.entry(base, 'notes');
  if (top === 'senses') {
    const sense = at(draft.senses, i);
    if (sense && (field === 'pos' || field === 'gloss' || field === 'definition'))
      return fieldId.sense(base, sense, field);
    const example = sense && field === 'examples' ? at(sense.examples, j) : undefined;
    if (example && (leaf === 'text' || leaf === 'translation')) return fieldId.example(base, example, leaf);
    const note = sense && field === 'notes' ? at(sense.notes, j) : undefined;
    if (note && (leaf === 'type' || leaf === 'text')) return fieldId.note(base, note, leaf);
  }
  if (top === 'typedNotes') {
    const note = at(draft.typedNotes, i);
    if (note && (field === 'type' || field === 'text')) return fieldId.note(base, note, field);
  }
  if (top === 'forms') {
    const form = at(draft.forms, i);
    if (form && (field === 'kind' || field === 'ws' || field === 'text'))
      return fieldId.form(base, form, field);
  }
  return fieldId.entry(base, 'lex');
}
