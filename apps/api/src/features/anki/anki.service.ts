import fs from 'node:fs';
import path from 'node:path';
import { lessonItems, readLessonSteps } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import { recordingFolders } from '../recordings/recordings.service';
import { createAnkiRepo } from './anki.repo';
import type { AnkiSenseRow, AnkiSentenceRow, AnkiWordRow } from './anki.repo';
import { writeApkg } from './apkg-writer';
import type { AnkiMedia } from './apkg-writer';

/** The deck name every deck of the app nests under in Anki. */
const ANKI_PARENT_DECK = 'Language app';

/** A made .apkg and the file name to offer it under. */
export interface AnkiFile {
  fileName: string;
  bytes: Uint8Array;
}

/** A name safe for a downloaded file: letters, digits, dot, dash, underscore and space. */
const fileNameOf = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w. -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'deck'
  }.apkg`;

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** The headword with its homograph number as a subscript ("Tahak₂"), as /words shows it. */
export const headwordOf = (lex: string, homograph: number | null) =>
  homograph === null
    ? lex
    : `${lex}${[...String(homograph)].map((d) => SUBSCRIPT_DIGITS[Number(d)]).join('')}`;

/**
 * A note's meaning and part of speech: one sense, its gloss (its definition when it has none) and
 * its pos; several, every sense numbered with its pos, one a line, and no pos of the note's own.
 */
export function meaningOf(senses: readonly Omit<AnkiSenseRow, 'lex_id'>[]): { meaning: string; pos: string } {
  const said = (s: Omit<AnkiSenseRow, 'lex_id'>) => s.gloss || s.definition;
  if (senses.length <= 1) return { meaning: senses[0] ? said(senses[0]) : '', pos: senses[0]?.pos ?? '' };
  return {
    meaning: senses.map((s, i) => `${i + 1}. ${s.pos ? `(${s.pos}) ` : ''}${said(s)}`.trimEnd()).join('\n'),
    pos: '',
  };
}

/**
 * Anki decks of the app's words and sentences (ADR 039): a lesson's (for a learner who may see it),
 * a learner's own review deck, or the whole lexicon (the CLI). Each note carries the newest
 * playable recording; a recording missing on disk is left out and the note kept.
 */
export function createAnkiService(deps: { db: Db; mediaDir: string; clock: Clock }) {
  const repo = createAnkiRepo(deps.db);
  const folders = recordingFolders(deps.mediaDir);

  const media = (dir: string, file: string | null): AnkiMedia | undefined => {
    if (!file) return undefined;
    const source = path.join(dir, file);
    if (!fs.existsSync(source)) return undefined;
    // Anki keeps every deck's media in one folder: the app's names are unique and prefixed.
    return { name: `langapp-${file}`, bytes: fs.readFileSync(source) };
  };
  // One note an entry, listing every sense; each homograph with its number and its own recording.
  const words = (rows: AnkiWordRow[]) => {
    const senses = new Map<number, AnkiSenseRow[]>();
    for (const sense of repo.senses(rows.map((w) => w.id)))
      senses.set(sense.lex_id, [...(senses.get(sense.lex_id) ?? []), sense]);
    return rows.map((w) => {
      const { meaning, pos } = meaningOf(senses.get(w.id) ?? [{ ...w, definition: '' }]);
      return {
        guid: `langapp-word-${w.guid}`,
        word: headwordOf(w.lex, w.homograph),
        meaning,
        partOfSpeech: pos,
        audio: media(folders.words, w.audio),
      };
    });
  };
  const sentences = (rows: AnkiSentenceRow[]) =>
    rows.map((s) => ({
      guid: `langapp-sentence-${s.id}`,
      sentence: s.text,
      translation: s.trans,
      audio: media(folders.sentences, s.audio),
    }));
  const make = (title: string, description: string, w: AnkiWordRow[], s: AnkiSentenceRow[]): AnkiFile => ({
    fileName: fileNameOf(title),
    bytes: writeApkg(
      { name: `${ANKI_PARENT_DECK}::${title}`, description, words: words(w), sentences: sentences(s) },
      deps.clock.now(),
    ),
  });

  return {
    /** A lesson's words and sentences; not found for a lesson the viewer may not see or that does not exist. */
    lesson(id: string, reader: Reader): AnkiFile {
      const lesson = repo.lesson(id, reader);
      if (!lesson) throw new NotFoundError('Lesson not found.');
      const read = readLessonSteps(lesson.data);
      const items = read.ok ? lessonItems(read.steps) : [];
      return make(
        lesson.title,
        lesson.description,
        repo.words(items.flatMap((i) => (i.kind === 'word' ? [i.lexId] : [])), reader),
        repo.sentences(items.flatMap((i) => (i.kind === 'sentence' ? [i.sentId] : [])), reader),
      );
    },
    /** A learner's review deck: every word and sentence in it (the review service's `deck`) they may see. */
    reviewDeck(deck: { words: readonly number[]; sentences: readonly string[] }, reader: Reader): AnkiFile {
      return make(
        'My review',
        'The words and sentences of my review deck.',
        repo.words(deck.words, reader),
        repo.sentences(deck.sentences, reader),
      );
    },
    /** Every live entry of the lexicon `reader` may see. */
    lexicon(reader: Reader): AnkiFile {
      return make('Lexicon', 'Every word of the dictionary.', repo.lexicon(reader), []);
    },
  };
}
