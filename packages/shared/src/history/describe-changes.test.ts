import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';
import type { EntrySnapshot, SentenceSnapshot, TextSnapshot } from './snapshots';

// Sample items, invented: not language material.
const entry: EntrySnapshot = {
  headword: 'lumah',
  homograph: null,
  notes: '',
  visibility: 'learners',
  deleted: false,
  senses: [
    {
      id: 1,
      pos: 'n',
      gloss: 'stone',
      definition: '',
      examples: [
        { id: 1, text: 'Lumah tahak.', translation: 'A stone in the river.', visibility: 'learners' },
      ],
      notes: [],
    },
  ],
  typedNotes: [],
  forms: [],
};
const sentence: SentenceSnapshot = {
  text: 'Tahak.',
  translation: 'River.',
  annotation: [],
  visibility: 'learners',
};
const text: TextSnapshot = {
  title: 'The river',
  data: { title: 'The river', sents: [{ id: 1, text: 'Tahak.', trans: 'River.', words: [] }] },
  published: false,
  visibility: 'learners',
  deleted: false,
};

describe('describeChanges', () => {
  it.each([
    [
      'a gloss',
      { ...entry, senses: [{ ...entry.senses[0]!, gloss: 'pebble' }] },
      [['Sense 1 gloss', 'stone', 'pebble']],
    ],
    [
      'the visibility',
      { ...entry, visibility: 'teachers' as const },
      [['Visibility', 'learners', 'teachers']],
    ],
    ['a deletion', { ...entry, deleted: true }, [['Deleted', 'no', 'yes']]],
    [
      'an added sense',
      {
        ...entry,
        senses: [
          ...entry.senses,
          { id: 2, pos: 'v', gloss: 'to throw', definition: '', examples: [], notes: [] },
        ],
      },
      [
        ['Sense 2 part of speech', '', 'v'],
        ['Sense 2 gloss', '', 'to throw'],
      ],
    ],
    [
      'a removed example',
      { ...entry, senses: [{ ...entry.senses[0]!, examples: [] }] },
      [
        ['Sense 1 example 1', 'Lumah tahak. — A stone in the river.', ''],
        ['Sense 1 example 1 visibility', 'learners', ''],
      ],
    ],
    [
      'a typed note and a form',
      {
        ...entry,
        typedNotes: [{ type: 'usage', text: 'Old.' }],
        forms: [{ kind: 'variant' as const, ws: 'qaa', text: 'lumak' }],
      },
      [
        ['Note 1', '', 'usage: Old.'],
        ['Other form 1', '', 'variant (qaa): lumak'],
      ],
    ],
    ['only the ids of a sense', { ...entry, senses: [{ ...entry.senses[0]!, id: 9 }] }, []],
  ])('when an entry changes %s, then those fields are listed before and after', (_what, after, expected) => {
    expect(describeChanges('entry', entry, after).map((c) => [c.field, c.before, c.after])).toEqual(expected);
  });

  it('when an entry is created, then the fields it was created with are listed, not that it is not deleted', () => {
    expect(describeChanges('entry', null, entry).map((c) => c.field)).toEqual([
      'Headword',
      'Visibility',
      'Sense 1 part of speech',
      'Sense 1 gloss',
      'Sense 1 example 1',
      'Sense 1 example 1 visibility',
    ]);
  });

  it('when a sentence gets an annotation, then it reads as glossed words with their entries', () => {
    const annotated = {
      ...sentence,
      annotation: [{ text: 'Tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId: 4 }] }],
    };
    expect(describeChanges('sentence', sentence, annotated)).toEqual([
      { field: 'Annotation', before: '', after: "Tahak 'river' [tahak (entry 4)]" },
    ]);
  });

  it('when a text is published and a sentence translated anew, then both are listed', () => {
    const after = {
      ...text,
      published: true,
      data: { ...text.data, sents: [{ ...text.data.sents[0]!, trans: 'The river.' }] },
    };
    expect(describeChanges('text', text, after)).toEqual([
      { field: 'Published', before: 'no', after: 'yes' },
      { field: 'Sentence 1 translation', before: 'River.', after: 'The river.' },
    ]);
  });
});

describe('describeChanges of stored data that is not a whole text', () => {
  it('when a text was kept without sentences, or with a sentence without words, then its fields are read without them', () => {
    const before = { title: 'A story', data: {}, published: false, visibility: 'learners', deleted: false };
    const after = {
      ...before,
      visibility: 'teachers',
      data: { title: 'A story', sents: [{ id: 1, text: 'kwa', trans: 'water' }] },
    };
    expect(describeChanges('text', before as never, after as never)).toEqual([
      { field: 'Visibility', before: 'learners', after: 'teachers' },
      { field: 'Sentence 1', before: '', after: 'kwa' },
      { field: 'Sentence 1 translation', before: '', after: 'water' },
    ]);
  });
});
