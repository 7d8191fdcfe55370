import type { LexEntry } from '../lexical/entry-parts';

// Corrections from learners (issue 27, ADR 060): which field of which kind of item a learner may
// suggest a new text for, and what a suggested text must be. The server checks every proposal (and
// every text a teacher accepts) with these rules; the form shows the same limits.

/**
 * The fields of an entry: its headword and general note; a sense's gloss, part of speech and
 * definition; an example's sentence and translation.
 */
export const ENTRY_SUGGESTION_FIELDS = [
  'headword',
  'gloss',
  'pos',
  'definition',
  'example-text',
  'example-translation',
  'note',
] as const;
type EntrySuggestionField = (typeof ENTRY_SUGGESTION_FIELDS)[number];

/** The fields of a sentence, and of a sentence of a text: the sentence itself and its translation. */
export const SENTENCE_SUGGESTION_FIELDS = ['text', 'translation'] as const;
type SentenceSuggestionField = (typeof SENTENCE_SUGGESTION_FIELDS)[number];

export type SuggestionField = EntrySuggestionField | SentenceSuggestionField;

interface FieldRule {
  /** How the field is named on the pages and in the e-mail. */
  label: string;
  /** The longest text the field takes from a suggestion (characters). */
  max: number;
  /** Whether the text may hold line breaks (a note, a definition); every other field is one line. */
  multiline: boolean;
  /** What the field belongs to: the entry itself, one of its senses, or an example of a sense. */
  part: 'item' | 'sense' | 'example';
}

export const SUGGESTION_FIELD_RULES: Readonly<Record<SuggestionField, FieldRule>> = {
  headword: { label: 'Word', max: 200, multiline: false, part: 'item' },
  gloss: { label: 'Gloss', max: 500, multiline: false, part: 'sense' },
  pos: { label: 'Part of speech', max: 50, multiline: false, part: 'sense' },
  definition: { label: 'Definition', max: 2000, multiline: true, part: 'sense' },
  'example-text': { label: 'Example sentence', max: 2000, multiline: false, part: 'example' },
  'example-translation': { label: 'Example translation', max: 2000, multiline: false, part: 'example' },
  note: { label: 'Note', max: 2000, multiline: true, part: 'item' },
  text: { label: 'Sentence', max: 2000, multiline: false, part: 'item' },
  translation: { label: 'Translation', max: 2000, multiline: false, part: 'item' },
};

/** The longest proposal of any field; each field's own limit is in SUGGESTION_FIELD_RULES. */
export const SUGGESTION_TEXT_MAX = 2000;
/** The longest comment a learner adds, and the longest reason a teacher gives for declining. */
export const SUGGESTION_COMMENT_MAX = 1000;
/** How many suggestions a learner may have waiting for the teacher at once. */
export const OPEN_SUGGESTIONS_MAX = 20;

// Control characters (Unicode Cc): C0 but the line feed, DEL and C1. A carriage return has been
// turned into a line feed before this is asked.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

/** Whether a text holds a control character other than a line feed (a tab, an escape, a NUL, ...). */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** A text as it is stored: line ends as line feeds, no spaces around it, Unicode NFC. */
export const plainTextForm = (text: string): string => text.replace(/\r\n?/g, '\n').trim().normalize('NFC');

/**
 * Why `text` cannot be the new text of `field` (a sentence to show), or null when it can. With
 * `current`, a text that changes nothing is refused too.
 */
export function proposalProblem(field: SuggestionField, text: string, current?: string): string | null {
  const { label, max, multiline } = SUGGESTION_FIELD_RULES[field];
  const value = plainTextForm(text);
  const name = label.toLowerCase();
  if (value === '') return `The new ${name} is required.`;
  if (hasControlCharacters(value)) return `The new ${name} must be plain text, without control characters.`;
  if (!multiline && value.includes('\n')) return `The new ${name} must be on one line.`;
  if ([...value].length > max) return `The new ${name} must be at most ${max} characters long.`;
  if (current !== undefined && value === plainTextForm(current))
    return `The new ${name} is the same as the current one: change it before sending.`;
  return null;
}

/** Where in an entry a field is: its sense and example, where it belongs to one. */
export interface EntryFieldPlace {
  field: EntrySuggestionField;
  senseId?: number | undefined;
  exampleId?: number | undefined;
}

/** What the suggestion form offers for an entry: each field with its place, its label and its text now. */
export interface EntryFieldChoice extends EntryFieldPlace {
  label: string;
  current: string;
}

type EntryText = Pick<LexEntry, 'lex' | 'notes'> & {
  senses: readonly Pick<LexEntry['senses'][number], 'id' | 'pos' | 'gloss' | 'definition' | 'examples'>[];
};

/**
 * Every field of an entry a learner can suggest a correction of, in the order the entry reads: the
 * word, then each sense's gloss, part of speech and definition and its examples, then the note.
 * Where an entry has several senses, each label says which ('Gloss (sense 2)').
 */
export function entryFieldChoices(entry: EntryText): EntryFieldChoice[] {
  const rules = SUGGESTION_FIELD_RULES;
  const several = entry.senses.length > 1;
  const choices: EntryFieldChoice[] = [
    { field: 'headword', label: rules.headword.label, current: entry.lex },
  ];
  entry.senses.forEach((sense, i) => {
    const of = several ? ` (sense ${i + 1})` : '';
    for (const field of ['gloss', 'pos', 'definition'] as const)
      choices.push({ field, senseId: sense.id, label: `${rules[field].label}${of}`, current: sense[field] });
    sense.examples.forEach((example, j) => {
      const which = ` ${j + 1}${of}`;
      choices.push(
        {
          field: 'example-text',
          senseId: sense.id,
          exampleId: example.id,
          label: `${rules['example-text'].label}${which}`,
          current: example.text,
        },
        {
          field: 'example-translation',
          senseId: sense.id,
          exampleId: example.id,
          label: `${rules['example-translation'].label}${which}`,
          current: example.translation,
        },
      );
    });
  });
  choices.push({ field: 'note', label: rules.note.label, current: entry.notes });
  return choices;
}

/**
 * The text of one field of an entry now, or undefined when the entry has no such place (a sense or
 * an example removed since, or a place the field does not have: a gloss needs its sense).
 */
export function entryFieldText(entry: EntryText, place: EntryFieldPlace): string | undefined {
  const part = SUGGESTION_FIELD_RULES[place.field].part;
  const wants = { sense: part !== 'item', example: part === 'example' };
  if (wants.sense !== (place.senseId !== undefined) || wants.example !== (place.exampleId !== undefined))
    return undefined;
  return entryFieldChoices(entry).find(
    (c) => c.field === place.field && c.senseId === place.senseId && c.exampleId === place.exampleId,
  )?.current;
}

/**
 * How a suggestion about an entry names its item: the headword (with its homograph number) and,
 * where the entry has several senses and the field belongs to one, which sense by its number, part
 * of speech and gloss ('atun, sense 2 of 4 (n, stone)'), so the teacher knows which of them it is
 * about (ADR 071). A sense removed since is named by the headword alone.
 */
export function entryItemLabel(
  entry: Pick<LexEntry, 'lex'> & {
    homograph?: number | null | undefined;
    senses: readonly Pick<LexEntry['senses'][number], 'id' | 'pos' | 'gloss'>[];
  },
  place: Pick<EntryFieldPlace, 'senseId'>,
): string {
  const headword = entry.homograph ? `${entry.lex} ${entry.homograph}` : entry.lex;
  if (place.senseId === undefined || entry.senses.length < 2) return headword;
  const index = entry.senses.findIndex((sense) => sense.id === place.senseId);
  if (index < 0) return headword;
  const sense = entry.senses[index]!;
  const described = [sense.pos.trim(), sense.gloss.trim()].filter((part) => part !== '').join(', ');
  const which = `sense ${index + 1} of ${entry.senses.length}`;
  return described === '' ? `${headword}, ${which}` : `${headword}, ${which} (${described})`;
}
