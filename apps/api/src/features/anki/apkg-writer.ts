import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { openAnkiCollection } from './anki-collection.repo';

// Writes Anki's package format (.apkg, ADR 039): a zip holding `collection.anki2`, an SQLite
// database in Anki's schema 11 (the one every Anki since 2.1 and AnkiDroid import), a `media` file
// mapping numbered entries to file names, and the media files under those numbers.

/** A word note: shown in the two directions the app's review uses (listen, recall). */
interface AnkiWord {
  /** Stable across exports, so importing a newer deck updates the notes it brought before. */
  guid: string;
  word: string;
  meaning: string;
  partOfSpeech: string;
  /** The recording, if the word has one. */
  audio?: AnkiMedia;
}

/** A sentence note: listened to, as the review does. */
interface AnkiSentence {
  guid: string;
  sentence: string;
  translation: string;
  audio?: AnkiMedia;
}

export interface AnkiMedia {
  /** The file name inside Anki's media folder (shared by every deck: keep it unique). */
  name: string;
  bytes: Uint8Array;
}

export interface AnkiDeck {
  /** The deck's name in Anki ("::" nests decks). */
  name: string;
  description: string;
  words: readonly AnkiWord[];
  sentences: readonly AnkiSentence[];
}

/** The note types' ids: fixed, so every deck the app writes shares the same two note types. */
export const WORD_MODEL_ID = 1_700_000_000_001;
export const SENTENCE_MODEL_ID = 1_700_000_000_002;
const DEFAULT_DECK_ID = 1;
const FIELD_SEPARATOR = '\x1f';

const CSS = `.card { font-family: system-ui, sans-serif; font-size: 24px; text-align: center; color: #212529; background: #fff; }
.word { font-size: 40px; font-weight: 600; }
.meaning { font-size: 28px; }
.pos { font-size: 18px; color: #6c757d; font-style: italic; }
.translation { font-size: 22px; color: #495057; }`;

/** HTML for an Anki field: Anki fields are HTML, so text is escaped and line breaks kept. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br>');
}

const sound = (media: AnkiMedia | undefined) => (media ? `[sound:${media.name}]` : '');

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field's text, as a number. */
function checksum(field: string): number {
  const plain = field.replace(/<[^>]*>/g, '');
  return parseInt(createHash('sha1').update(plain).digest('hex').slice(0, 8), 16);
}

/** A deck id from its name: stable, so a newer export of the same deck lands in the same deck. */
function deckIdOf(name: string): number {
  const hash = createHash('sha1').update(`langapp-deck:${name}`).digest();
  return 1_000_000_000_000 + (hash.readUIntBE(0, 6) % 1_000_000_000_000);
}

function field(name: string, ord: number) {
  return { name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] };
}

function template(name: string, ord: number, qfmt: string, afmt: string) {
  return { name, ord, qfmt, afmt, did: null, bqfmt: '', bafmt: '' };
}

function noteType(
  id: number,
  name: string,
  fields: string[],
  templates: ReturnType<typeof template>[],
  deckId: number,
  mod: number,
) {
  return {
    id,
    name,
    type: 0,
    mod,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: templates,
    flds: fields.map(field),
    css: CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    // Which fields each card needs to exist: listen needs the word, recall the meaning.
    req: templates.map((t, i) => [t.ord, 'any', [i === 0 ? 0 : 1]]),
    tags: [],
    vers: [],
  };
}

const WORD_FIELDS = ['Word', 'Meaning', 'Part of speech', 'Audio'];
const SENTENCE_FIELDS = ['Sentence', 'Translation', 'Audio'];

// Listen: the recording plays with the word, the learner recalls the meaning. Recall: the meaning
// is shown, the learner recalls the word, then hears it. The review's two directions (ADR 027).
const WORD_TEMPLATES = [
  template(
    'Listen',
    0,
    '<div class="word">{{Word}}</div>{{Audio}}',
    '{{FrontSide}}<hr id="answer"><div class="meaning">{{Meaning}}</div>{{#Part of speech}}<div class="pos">{{Part of speech}}</div>{{/Part of speech}}',
  ),
  template(
    'Recall',
    1,
    '<div class="meaning">{{Meaning}}</div>{{#Part of speech}}<div class="pos">{{Part of speech}}</div>{{/Part of speech}}',
    '{{FrontSide}}<hr id="answer"><div class="word">{{Word}}</div>{{Audio}}',
  ),
];
const SENTENCE_TEMPLATES = [
  template(
    'Listen',
    0,
    '<div class="word">{{Sentence}}</div>{{Audio}}',
    '{{FrontSide}}<hr id="answer"><div class="translation">{{Translation}}</div>',
  ),
];

function deckJson(id: number, name: string, description: string, mod: number) {
  return {
    id,
    name,
    // Anki shows it as HTML: the app's descriptions and notices are plain text.
    desc: html(description),
    mod,
    usn: -1,
    conf: 1,
    dyn: 0,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

const DECK_OPTIONS = {
  '1': {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {
      delays: [1, 10],
      ints: [1, 4, 7],
      initialFactor: 2500,
      order: 1,
      perDay: 20,
      bury: true,
      separate: true,
    },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
    rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, minSpace: 1, ivlFct: 1, maxIvl: 36500, bury: true },
  },
};

/** The .apkg file of `deck`, made at `now`. */
export function writeApkg(deck: AnkiDeck, now: Date): Uint8Array {
  const ms = now.getTime();
  const secs = Math.floor(ms / 1000);
  const deckId = deckIdOf(deck.name);
  const collection = openAnkiCollection();
  try {
    const models = {
      [WORD_MODEL_ID]: noteType(
        WORD_MODEL_ID,
        'Language app word',
        WORD_FIELDS,
        WORD_TEMPLATES,
        deckId,
        secs,
      ),
      [SENTENCE_MODEL_ID]: noteType(
        SENTENCE_MODEL_ID,
        'Language app sentence',
        SENTENCE_FIELDS,
        SENTENCE_TEMPLATES,
        deckId,
        secs,
      ),
    };
    const decks = {
      [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, 'Default', '', secs),
      [deckId]: deckJson(deckId, deck.name, deck.description, secs),
    };
    const conf = {
      activeDecks: [deckId],
      curDeck: deckId,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: WORD_MODEL_ID,
      nextPos: deck.words.length + deck.sentences.length + 1,
      sortType: 'noteFld',
      sortBackwards: false,
      addToCur: true,
    };
    collection.writeCollection({
      crt: Math.floor(secs / 86400) * 86400,
      mod: ms,
      scm: ms,
      conf: JSON.stringify(conf),
      models: JSON.stringify(models),
      decks: JSON.stringify(decks),
      dconf: JSON.stringify(DECK_OPTIONS),
    });

    const media = new Map<string, Uint8Array>();
    let position = 0;
    const addNote = (guid: string, modelId: number, fields: string[], cardCount: number, tag: string) => {
      position += 1;
      // Ids are creation times in milliseconds in Anki: one per note and card, in order.
      const noteId = ms + position * 10;
      collection.addNote({
        id: noteId,
        guid,
        mid: modelId,
        mod: secs,
        tags: ` ${tag} `,
        flds: fields.join(FIELD_SEPARATOR),
        sfld: fields[0]!,
        csum: checksum(fields[0]!),
      });
      for (let ord = 0; ord < cardCount; ord++)
        collection.addCard({ id: noteId + ord + 1, nid: noteId, did: deckId, ord, mod: secs, due: position });
    };
    collection.inTransaction(() => {
      for (const w of deck.words) {
        if (w.audio) media.set(w.audio.name, w.audio.bytes);
        addNote(
          w.guid,
          WORD_MODEL_ID,
          [html(w.word), html(w.meaning), html(w.partOfSpeech), sound(w.audio)],
          2,
          'word',
        );
      }
      for (const s of deck.sentences) {
        if (s.audio) media.set(s.audio.name, s.audio.bytes);
        addNote(
          s.guid,
          SENTENCE_MODEL_ID,
          [html(s.sentence), html(s.translation), sound(s.audio)],
          1,
          'sentence',
        );
      }
    });

    const files: Zippable = { 'collection.anki2': [collection.serialize(), { level: 6 }] };
    const mediaMap: Record<string, string> = {};
    [...media.entries()].forEach(([name, bytes], i) => {
      mediaMap[String(i)] = name;
      // Recordings are compressed already: stored as they are.
      files[String(i)] = [bytes, { level: 0 }];
    });
    files.media = [new TextEncoder().encode(JSON.stringify(mediaMap)), { level: 6 }];
    return zipSync(files);
  } finally {
    collection.close();
  }
}
