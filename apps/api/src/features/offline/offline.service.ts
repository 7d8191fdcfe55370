import path from 'node:path';
import {
  linkedLexIds,
  mediaFilenameSchema,
  offlineEntriesPartOf,
  offlineEntriesPartUrl,
  offlineKeyName,
  offlinePackageSize,
  parseSentenceAnno,
  textSentenceRecordingId,
} from '@langapp/shared';
import type {
  OfflineCatalogItem,
  OfflineEntriesPart,
  OfflineEntry,
  OfflineExample,
  OfflineKey,
  OfflinePackage,
  OfflinePackageData,
  OfflinePart,
  OfflineTake,
  SentAudio,
  SpeakerNotice,
} from '@langapp/shared';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import type { createLessonsService } from '../lessons/lessons.service';
import type { createLexiconService } from '../lexicon/lexicon.service';
import { recordingFolders } from '../recordings/recordings.service';
import { stateOf } from '../review/review.repo';
import type { ReviewService } from '../review/review.service';
import type { SpeakersService } from '../speakers/speakers.service';
import { textAudioFolders, textAudioUrl } from '../texts/text-recording.service';
import type { createTextsService } from '../texts/texts.service';
import { digest, entriesParts, jsonBytes } from './offline-parts';
import { takeList } from './offline-takes';
import type { TakeList } from './offline-takes';

/** Who downloads: the account (its deck, its order of speakers), what it may see and hear now, its time zone. */
export interface OfflineAsker {
  userId: number;
  reader: Reader;
  tz: string;
}

/**
 * What the packages are read through: the features' own reads, each of which already applies the
 * visibility rule in its SQL (ADR 058). Nothing here filters what a viewer may see a second time.
 */
/** The services the packages are read through, beside the repos (ADR 075). */
interface OfflineServices {
  lessons: Pick<ReturnType<typeof createLessonsService>, 'list' | 'withItems'>;
  review: Pick<ReviewService, 'wholeDeck'>;
  lexicon: Pick<ReturnType<typeof createLexiconService>, 'list'>;
  texts: Pick<ReturnType<typeof createTextsService>, 'index' | 'visible'>;
  speakers: Pick<SpeakersService, 'preferences' | 'notices'>;
}

const TITLES = {
  deck: 'My review deck',
  chosen: 'Dictionary, one recording of each word',
  all: 'Dictionary, every recording',
  texts: 'Texts',
} as const;

/**
 * A package's data, and what its version also follows without sending it (ADR 064's addendum):
 * the answers of the per-item calls the device keeps beside the package (download-plans.ts on the
 * web), read whole where the data keeps a part (every take of an entry where the data keeps one).
 */
interface Built {
  data: OfflinePackageData;
  beside?: unknown;
  parts?: OfflinePart[];
}

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The recording ids ('3.12') of the sentences a stored text has now; none when its data cannot be read. */
function textSentenceIds(textId: number, data: string): Set<string> {
  const ids = new Set<string>();
  try {
    const sents: unknown = (JSON.parse(data) as { sents?: unknown }).sents;
    if (Array.isArray(sents))
      for (const sent of sents as { id?: unknown }[])
        if (typeof sent?.id === 'number') ids.add(textSentenceRecordingId(textId, sent.id));
  } catch {
    // A text whose data is not JSON has no sentence to play.
  }
  return ids;
}

/**
 * The packages a device downloads to learn without a connection (ADR 064): what they hold, as the
 * asking account may see and hear it now, and their versions (a hash of everything in them, so any
 * change to content, levels, holds, the speaker order or a notice makes a new version).
 */
export function createOfflineService(deps: ServiceDeps & OfflineServices) {
  const { lessons, review, lexicon, texts, speakers, clock, repos } = deps;
  const { entries, wordRecordings: wordTakes, recordings: sentenceTakes } = repos;
  /** The sentences as GET /api/sents lists them (the words page's "Show sentences"). */
  const sentences = repos.sentences;
  const folders = recordingFolders(deps.config.mediaDir);
  const textAudio = textAudioFolders(deps.config.mediaDir).live;

  /** One request's reads that several packages share, each made once. */
  function readingFor(asker: OfflineAsker) {
    let preferred: string[] | undefined;
    let notices: SpeakerNotice[] | undefined;
    let lexiconEntries: ReturnType<typeof readLexicon> | undefined;
    let examples: ReturnType<typeof readExamples> | undefined;
    let parts: OfflinePart[] | undefined;
    const lexiconOnce = () => (lexiconEntries ??= readLexicon(asker.reader));
    return {
      asker,
      takes: () => takeList(folders, (preferred ??= speakers.preferences(asker.userId))),
      notices: () => (notices ??= speakers.notices()),
      lexicon: lexiconOnce,
      examples: () =>
        (examples ??= readExamples(asker.reader, new Set(lexiconOnce().map(({ row }) => row.id)))),
      /** The parts of every entry's details, listed by both lexicon packages (hashed once). */
      parts: () =>
        (parts ??= entriesParts(lexiconOnce()).map((part) => ({
          url: offlineEntriesPartUrl(part.part),
          version: part.version,
          bytes: jsonBytes(part),
        }))),
    };
  }
  type Reading = ReturnType<typeof readingFor>;

  /** Every entry the reader may see: its row in the list (GET /api/lexs) and its details (GET /api/lex-entry/:id). */
  function readLexicon(reader: Reader) {
    return lexicon.list(reader.viewer).flatMap((row) => {
      const detail = entries.detail(row.id, reader);
      return detail ? [{ row, detail }] : [];
    });
  }

  /**
   * The sentences the words page lists under the entries the reader may see ("Show sentences": those
   * of GET /api/sents one of whose words links such an entry), in that list's order, with every take
   * of each the reader may hear (GET /api/sent-audios), in upload order.
   */
  function readExamples(reader: Reader, seen: ReadonlySet<number>) {
    const listed = sentences.seenBy(reader.viewer).flatMap((sentence) => {
      const lexIds = linkedLexIds(parseSentenceAnno(sentence.anno)).filter((id) => seen.has(id));
      return lexIds.length > 0 ? [{ sentence, lexIds }] : [];
    });
    const takesById = groupBy(
      sentenceTakes.sentAudios(reader, { sentIds: listed.map(({ sentence }) => sentence.id) }),
      (take) => take.sent_id,
    );
    return listed.map(({ sentence, lexIds }) => ({
      sentence,
      lexIds,
      recordings: takesById.get(sentence.id) ?? [],
    }));
  }

  function lessonData(reading: Reading, lessonId: string, takes: TakeList): Built {
    const { reader } = reading.asker;
    const { lesson, words, sentences: lessonSentences } = lessons.withItems(lessonId, reader.viewer);
    const wordRecordings = words.map((word) => wordTakes.wordAudio(reader, { lexId: word.id }));
    const sentenceRecordings = sentenceTakes.sentAudios(reader, {
      sentIds: lessonSentences.map((s) => s.id),
    });
    const sentenceTakesById = groupBy(sentenceRecordings, (take) => take.sent_id);
    return {
      data: {
        lesson,
        words: words.map((word, i) => ({ ...word, take: takes.chosen('word', wordRecordings[i]!) })),
        sentences: lessonSentences.map((sentence) => ({
          ...sentence,
          take: takes.chosen('sentence', sentenceTakesById.get(sentence.id) ?? []),
        })),
      },
      // The player's recordings lists (GET /api/audio-recordings-info?lexId=, /api/sent-audios?sent=).
      beside: { wordRecordings, sentenceRecordings },
    };
  }

  function deckData(reading: Reading, takes: TakeList): Built {
    const { userId, tz } = reading.asker;
    const { settings, today, cards } = review.wholeDeck(userId, tz);
    const words = new Map<
      number,
      { lexId: number; lex: string; pos: string; gloss: string; take: OfflineTake | null }
    >();
    const deckSentences = new Map<
      string,
      { sentId: string; text: string; trans: string; take: OfflineTake | null }
    >();
    const deckCards = cards.map((card) => {
      const state = { id: card.id, direction: card.direction, ...stateOf(card), added_at: card.added_at };
      if (card.kind === 'word') {
        const lexId = Number(card.item_id);
        if (!words.has(lexId)) {
          const take = card.take && takes.take('word', card.take);
          words.set(lexId, { lexId, lex: card.text, pos: card.pos, gloss: card.meaning, take });
        }
        return { ...state, kind: 'word' as const, lexId };
      }
      const sentId = card.item_id;
      if (!deckSentences.has(sentId)) {
        const take = card.take && takes.take('sentence', card.take);
        deckSentences.set(sentId, { sentId, text: card.text, trans: card.meaning, take });
      }
      return { ...state, kind: 'sentence' as const, sentId };
    });
    return {
      data: {
        settings,
        today,
        cards: deckCards,
        words: [...words.values()],
        sentences: [...deckSentences.values()],
      },
    };
  }

  function lexiconData(reading: Reading, which: 'chosen' | 'all', takes: TakeList): Built {
    const lexiconEntries = reading.lexicon();
    const entriesData = lexiconEntries.map(({ row, detail }): OfflineEntry => {
      // The row's short list of senses is in the whole senses; the details list takes newest first,
      // the speaker order wants them in upload order.
      const { senses: _short, ...fields } = row;
      return {
        ...fields,
        senses: detail.senses,
        forms: detail.forms,
        typedNotes: detail.typedNotes,
        takes: takes.ordered('word', [...detail.recordings].reverse(), which),
      };
    });
    // The sentences under the entries, after them: their files come after the words' in the list.
    const sentencesData = reading.examples().map(({ sentence, lexIds, recordings }): OfflineExample => ({
      id: sentence.id,
      text: sentence.text,
      trans: sentence.trans,
      lexIds,
      takes: takes.ordered('sentence', recordings, which),
    }));
    return {
      data: { entries: entriesData, sentences: sentencesData },
      // Each entry's details as the device keeps them (GET /api/lex-entry/:id, answered from these
      // parts): every take of it, with its time and level, also where the package keeps one. The
      // parts' versions are in the package's, so a changed detail makes a new version.
      parts: reading.parts(),
    };
  }

  function textsData(reading: Reading, takes: TakeList): Built {
    const { reader } = reading.asker;
    // Each text's recordings list as the device keeps it (GET /api/sent-audios?text=).
    const textRecordings: SentAudio[][] = [];
    const data = {
      texts: texts.index(reader.viewer).map(({ id }) => {
        const text = texts.visible(id, reader.viewer);
        const sentenceIds = textSentenceIds(id, text.data);
        const listed = sentenceTakes.sentAudios(reader, { textId: id });
        textRecordings.push(listed);
        const byId = groupBy(listed, (take) => take.sent_id);
        const textTakes: Record<string, OfflineTake> = {};
        for (const [sentId, recordings] of byId) {
          const take = sentenceIds.has(sentId) ? takes.chosen('sentence', recordings) : null;
          if (take) textTakes[sentId] = take;
        }
        // The text's whole recording, where the reader may hear it: the read-along plays it offline
        // (ADR 093). Its file is one of the package's, so a new recording makes a new version.
        const heard = repos.textRecording.heard(id, reader);
        const recording = heard && { ...heard, url: textAudioUrl(heard.filename) };
        const file = heard && mediaFilenameSchema.safeParse(heard.filename);
        if (recording && file?.success) takes.file(recording.url, path.join(textAudio, file.data));
        return { ...text, ...(recording ? { recording } : {}), takes: textTakes };
      }),
    };
    return { data, beside: textRecordings };
  }

  /** Builds one package (its items through their features' reads: a hidden lesson is not found). */
  function build(reading: Reading, key: OfflineKey): OfflinePackage {
    const takes = reading.takes();
    let built: Built;
    switch (key.kind) {
      case 'lesson':
        built = lessonData(reading, key.lessonId, takes);
        break;
      case 'deck':
        built = deckData(reading, takes);
        break;
      case 'lexicon':
        built = lexiconData(reading, key.takes, takes);
        break;
      case 'texts':
        built = textsData(reading, takes);
        break;
    }
    // Built in this order, the version hashes exactly what the package holds but its date, and the
    // answers the device keeps beside it.
    const content = {
      key: offlineKeyName(key),
      data: built.data,
      audio: takes.files(),
      notices: reading.notices().filter((notice) => takes.speakers.has(notice.speaker)),
      parts: built.parts ?? [],
    };
    const version = digest(built.beside === undefined ? content : { ...content, beside: built.beside });
    return {
      key: content.key,
      version,
      generatedAt: clock.now().toISOString(),
      data: content.data,
      audio: content.audio,
      notices: content.notices,
      parts: content.parts,
    };
  }

  function catalogItem(reading: Reading, key: OfflineKey, title: string): OfflineCatalogItem {
    const pkg = build(reading, key);
    const { dataBytes, audioBytes, audioFiles } = offlinePackageSize(pkg);
    const partBytes = (pkg.parts ?? []).reduce((sum, part) => sum + part.bytes, 0);
    return {
      key: pkg.key,
      title,
      version: pkg.version,
      dataBytes: dataBytes + partBytes,
      audioBytes,
      audioFiles,
    };
  }

  return {
    /**
     * Every download the account may make now, with its version and what it weighs: the lessons it
     * can open (published, visible), its review deck, the lexicon with one take of each word and
     * with every take, and the texts.
     */
    catalog(asker: OfflineAsker): OfflineCatalogItem[] {
      const reading = readingFor(asker);
      const openable = lessons.list({ id: asker.userId, viewer: asker.reader.viewer }, false);
      return [
        ...openable.map((lesson) =>
          catalogItem(reading, { kind: 'lesson', lessonId: lesson.id }, lesson.title),
        ),
        catalogItem(reading, { kind: 'deck' }, TITLES.deck),
        catalogItem(reading, { kind: 'lexicon', takes: 'chosen' }, TITLES.chosen),
        catalogItem(reading, { kind: 'lexicon', takes: 'all' }, TITLES.all),
        catalogItem(reading, { kind: 'texts' }, TITLES.texts),
      ];
    },

    /** One package; a lesson the account may not open is not found, as a missing one. */
    package: (key: OfflineKey, asker: OfflineAsker): OfflinePackage => build(readingFor(asker), key),

    /**
     * One part of the entries' details (ADR 067): those of the entries the reader may see whose ids
     * fall in it, as GET /api/lex-entry/:id gives each; a part with none of them is empty.
     */
    entriesPart(part: number, asker: OfflineAsker): OfflineEntriesPart {
      const inPart = lexicon
        .list(asker.reader.viewer)
        .filter((row) => offlineEntriesPartOf(row.id) === part)
        .flatMap((row) => {
          const detail = entries.detail(row.id, asker.reader);
          return detail ? [{ row, detail }] : [];
        });
      return entriesParts(inPart)[0] ?? { part, version: digest({}), details: {} };
    },
  };
}
