import type { Lex } from '@langapp/shared';

/** The fields of an entry a teacher types. */
export type EntryFieldName = 'lex' | 'pos' | 'gloss' | 'notes';
export type EntryFields = Pick<Lex, EntryFieldName>;

/** The entry's fields as the add and edit forms show them, in order (the shared schema checks them). */
export const ENTRY_FIELDS: readonly { name: EntryFieldName; label: string; required: boolean }[] = [
  { name: 'lex', label: 'Word', required: true },
  { name: 'pos', label: 'Part of speech', required: true },
  { name: 'gloss', label: 'Gloss', required: true },
  { name: 'notes', label: 'Notes (optional)', required: false },
];

/** The first field, in the form's order, that has a message: it takes the focus. */
export const firstFieldWithError = (errors: Partial<Record<EntryFieldName, string>>) =>
  ENTRY_FIELDS.find(({ name }) => errors[name])?.name;
