import type { AnnotatedWord } from '../api/sentences';
import type {
  EntrySnapshot,
  HistoryKind,
  HistorySnapshots,
  SentenceSnapshot,
  TextSnapshot,
} from './snapshots';

/** One field a change touched, as a person reads it: its name, and its value before and after ('' for none). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

type Fields = [field: string, value: string][];

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const note = (n: { type: string; text: string }) => (n.type ? `${n.type}: ${n.text}` : n.text);
const withTranslation = (text: string, translation: string) =>
  translation ? `${text} — ${translation}` : text;

/** An annotation as a line of glossed words: "word 'gloss' [morph, morph]". */
function annotation(words: readonly AnnotatedWord[] | undefined): string {
  // Stored annotations are read as they are: a missing list is none.
  const list: readonly AnnotatedWord[] = Array.isArray(words) ? words : [];
  return list
    .map((w) => {
      const given: AnnotatedWord['morphs'] = Array.isArray(w.morphs) ? w.morphs : [];
      const morphs = given.map((m) => m.text + (m.lexId === undefined ? '' : ` (entry ${m.lexId})`));
      return [w.text, w.gloss && `'${w.gloss}'`, morphs.length > 0 && `[${morphs.join(', ')}]`]
        .filter(Boolean)
        .join(' ');
    })
    .join('; ');
}

function entryFields(e: EntrySnapshot): Fields {
  const fields: Fields = [
    ['Headword', e.headword],
    ['Homograph number', e.homograph === null ? '' : String(e.homograph)],
    ['General note', e.notes],
    ['Visibility', e.visibility],
    ['Deleted', yesNo(e.deleted)],
  ];
  e.senses.forEach((sense, i) => {
    const s = `Sense ${i + 1}`;
    fields.push([`${s} part of speech`, sense.pos], [`${s} gloss`, sense.gloss]);
    fields.push([`${s} definition`, sense.definition]);
    sense.examples.forEach((example, j) => {
      fields.push([`${s} example ${j + 1}`, withTranslation(example.text, example.translation)]);
      fields.push([`${s} example ${j + 1} visibility`, example.visibility]);
    });
    sense.notes.forEach((n, j) => fields.push([`${s} note ${j + 1}`, note(n)]));
  });
  e.typedNotes.forEach((n, i) => fields.push([`Note ${i + 1}`, note(n)]));
  e.forms.forEach((f, i) => fields.push([`Other form ${i + 1}`, `${f.kind} (${f.ws}): ${f.text}`]));
  return fields;
}

function sentenceFields(s: SentenceSnapshot): Fields {
  return [
    ['Text', s.text],
    ['Translation', s.translation],
    ['Annotation', annotation(s.annotation)],
    ['Visibility', s.visibility],
  ];
}

function textFields(t: TextSnapshot): Fields {
  const fields: Fields = [
    ['Title', t.title],
    ['Published', yesNo(t.published)],
    ['Visibility', t.visibility],
    ['Deleted', yesNo(t.deleted)],
  ];
  // Stored data is kept as it is, a text without sentences (or with a broken list) included.
  const sents: unknown = (t.data as { sents?: unknown } | null)?.sents;
  (Array.isArray(sents) ? (sents as TextSnapshot['data']['sents']) : []).forEach((sentence, i) => {
    fields.push([`Sentence ${i + 1}`, sentence.text], [`Sentence ${i + 1} translation`, sentence.trans]);
    fields.push([`Sentence ${i + 1} annotation`, annotation(sentence.words)]);
  });
  return fields;
}

const FIELDS: { [K in HistoryKind]: (snapshot: HistorySnapshots[K]) => Fields } = {
  entry: entryFields,
  sentence: sentenceFields,
  text: textFields,
};

/**
 * The fields one change touched, in the item's order, each with its value before and after: what
 * the console's History shows (issue 27, ADR 059). A change that created the item (no `before`)
 * lists the fields it filled. Ids of senses and examples are not fields a person edits: a sense
 * removed and added again with the same words is no change.
 */
export function describeChanges<K extends HistoryKind>(
  kind: K,
  before: HistorySnapshots[K] | null,
  after: HistorySnapshots[K],
): FieldChange[] {
  const fieldsOf = FIELDS[kind] as (snapshot: HistorySnapshots[K]) => Fields;
  const old = new Map(before === null ? [] : fieldsOf(before));
  const now = fieldsOf(after);
  const changes: FieldChange[] = [];
  for (const [field, value] of now) {
    const was = old.get(field) ?? '';
    old.delete(field);
    if (was === value) continue;
    // A new item: what it was created with, not that it is not deleted.
    if (before === null && (value === '' || field === 'Deleted')) continue;
    changes.push({ field, before: was, after: value });
  }
  // Fields the item no longer has (a sense, an example or a note removed).
  for (const [field, value] of old) if (value !== '') changes.push({ field, before: value, after: '' });
  return changes;
}
