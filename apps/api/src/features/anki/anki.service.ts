import fs from 'node:fs';
import path from 'node:path';
import { lessonItems, readLessonSteps } from '@langapp/shared';
import type { SpeakerNotice } from '@langapp/shared';
import { NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import { recordingFolders } from '../recordings/recordings.service';
import type { SpeakersService } from '../speakers/speakers.service';
import type { AnkiSenseRow, AnkiSentenceRow, AnkiWordRow, DeckReader } from './anki.repo';
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
 * A deck's description: the one given, then the notice of each speaker whose recordings the deck
 * carries (so the notice goes wherever the file goes), then, for a learner's deck, the speakers it
 * leaves out until the learner has read their notice in the app (ADR 061).
 */
export function deckDescription(
  description: string,
  carried: readonly SpeakerNotice[],
  leftOut: readonly string[],
): string {
  const parts = [
    description,
    ...carried.map((n) => `About the recordings of ${n.speaker}: ${n.notice}`),
    leftOut.length === 0
      ? ''
      : `Not in this deck: the recordings of ${leftOut.join(', ')}, whose notice you have not read. ` +
        'Play one of their recordings in the app, read the notice and choose Play, then download the deck again to have them.',
  ];
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}

/** Who a deck is for: a reader, and the account whose deck it is (null: nobody's, the CLI's). */
type DeckFor = { reader: Reader; userId: number | null };

/**
 * Anki decks of the app's words and sentences (ADR 039): a lesson's (for a learner who may see it),
 * a learner's own review deck, or the whole lexicon (the CLI). Each note carries the take the app
 * would play (ADR 061): of the takes the reader may hear, the newest of the learner's first chosen
 * speaker who recorded it, else the newest; a learner's deck leaves out the takes of a speaker whose
 * notice they have not accepted, as the app would ask before playing them. A recording missing on
 * disk is left out and the note kept.
 */
export function createAnkiService(deps: ServiceDeps & { speakers: Pick<SpeakersService, 'notices' | 'notAccepted'> }) {
  const { speakers } = deps;
  const repo = deps.repos.anki;
  const folders = recordingFolders(deps.config.mediaDir);

  const media = (dir: string, file: string | null): AnkiMedia | undefined => {
    if (!file) return undefined;
    const source = path.join(dir, file);
    if (!fs.existsSync(source)) return undefined;
    // Anki keeps every deck's media in one folder: the app's names are unique and prefixed.
    return { name: `langapp-${file}`, bytes: fs.readFileSync(source) };
  };
  // One note an entry, listing every sense; each homograph with its number and its own recording.
  const wordNotes = (rows: AnkiWordRow[]) => {
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
  const sentenceNotes = (rows: AnkiSentenceRow[]) =>
    rows.map((s) => ({
      guid: `langapp-sentence-${s.id}`,
      sentence: s.text,
      translation: s.trans,
      audio: media(folders.sentences, s.audio),
    }));

  /** The reader of a deck: a learner's order and the notices they have not accepted; nobody's, none. */
  function deckReader({ reader, userId }: DeckFor): DeckReader {
    const withheld = userId === null ? [] : speakers.notAccepted(userId).map((n) => n.speaker);
    return { ...reader, userId, withheld };
  }

  function make(
    title: string,
    description: string,
    reader: DeckReader,
    wordRows: AnkiWordRow[],
    sentenceRows: AnkiSentenceRow[],
  ): AnkiFile {
    const words = wordNotes(wordRows);
    const sentences = sentenceNotes(sentenceRows);
    // The speakers whose takes the notes carry (a file missing on disk is not carried).
    const heard = new Set([
      ...wordRows.filter((_, i) => words[i]!.audio).map((row) => row.speaker),
      ...sentenceRows.filter((_, i) => sentences[i]!.audio).map((row) => row.speaker),
    ]);
    const carried = speakers.notices().filter((n) => heard.has(n.speaker));
    const leftOut = repo.withheldSpeakers(
      wordRows.map((row) => row.id),
      sentenceRows.map((row) => row.id),
      reader,
    );
    return {
      fileName: fileNameOf(title),
      bytes: writeApkg(
        {
          name: `${ANKI_PARENT_DECK}::${title}`,
          description: deckDescription(description, carried, leftOut),
          words,
          sentences,
        },
        deps.clock.now(),
      ),
    };
  }

  return {
    /** A lesson's words and sentences; not found for a lesson the viewer may not see or that does not exist. */
    lesson(id: string, deckFor: DeckFor): AnkiFile {
      const lesson = repo.lesson(id, deckFor.reader);
      if (!lesson) throw new NotFoundError('Lesson not found.');
      const reader = deckReader(deckFor);
      const read = readLessonSteps(lesson.data);
      const items = read.ok ? lessonItems(read.steps) : [];
      return make(
        lesson.title,
        lesson.description,
        reader,
        repo.words(items.flatMap((i) => (i.kind === 'word' ? [i.lexId] : [])), reader),
        repo.sentences(items.flatMap((i) => (i.kind === 'sentence' ? [i.sentId] : [])), reader),
      );
    },
    /** A learner's review deck: every word and sentence in it (the review service's `deck`) they may see. */
    reviewDeck(deck: { words: readonly number[]; sentences: readonly string[] }, deckFor: DeckFor): AnkiFile {
      const reader = deckReader(deckFor);
      return make(
        'My review',
        'The words and sentences of my review deck.',
        reader,
        repo.words(deck.words, reader),
        repo.sentences(deck.sentences, reader),
      );
    },
    /** Every live entry of the lexicon its reader may see. */
    lexicon(deckFor: DeckFor): AnkiFile {
      const reader = deckReader(deckFor);
      return make('Lexicon', 'Every word of the dictionary.', reader, repo.lexicon(reader), []);
    },
  };
}
