import type { AnnotatedWord } from '../api/sentences';
import type { TextData } from '../api/texts';
import type { EntryForm } from '../lexical/entry-parts';
import type { Visibility } from '../visibility';

/** What the history keeps versions of (issue 27, ADR 059). */
export const HISTORY_KINDS = ['entry', 'sentence', 'text'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * How a change was made: the console, the command line, an import, a restore from the history, an
 * accepted suggestion, a change of visibility; 'earlier' is the item as it was before its first
 * recorded change (kept so that it can be restored).
 */
export const HISTORY_SOURCES = [
  'console',
  'cli',
  'import',
  'restore',
  'suggestion',
  'visibility',
  'earlier',
] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

interface Note {
  type: string;
  text: string;
}

/** An entry whole as one version keeps it (the server's SQL builds it: features/history/history.repo.ts). */
export interface EntrySnapshot {
  headword: string;
  homograph: number | null;
  notes: string;
  visibility: Visibility;
  deleted: boolean;
  senses: {
    id: number;
    pos: string;
    gloss: string;
    definition: string;
    examples: { id: number; text: string; translation: string; visibility: Visibility }[];
    notes: Note[];
  }[];
  typedNotes: Note[];
  forms: EntryForm[];
}

export interface SentenceSnapshot {
  text: string;
  translation: string;
  annotation: AnnotatedWord[];
  visibility: Visibility;
}

export interface TextSnapshot {
  title: string;
  data: TextData;
  published: boolean;
  visibility: Visibility;
  deleted: boolean;
}

export interface HistorySnapshots {
  entry: EntrySnapshot;
  sentence: SentenceSnapshot;
  text: TextSnapshot;
}
