import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_VISIBILITY, maySee, normalizeWord } from '@langapp/shared';
import type { Viewer, Visibility } from '@langapp/shared';
import {
  AudioRejected,
  EXTENSION,
  ffmpegPath,
  sniffAudio,
  sniffAudioFile,
  transcodeToMp3,
} from '../../lib/audio-transcode';
import type { AudioContainer } from '../../lib/audio-transcode';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { Repos } from '../../repos';
import type { ServiceDeps } from '../../service-deps';
import type { RecordingsRepo, TakeAuthor } from './recordings.repo';

/**
 * Who records a take (ADR 080): a teacher, or a recorder, who reads what a learner reads, records
 * at the default level only, and whose takes wait for a teacher's approval unless trusted.
 */
export interface Recordist {
  userId: number;
  username: string;
  teacher: boolean;
  trusted: boolean;
}

/** Only a teacher sets who may hear a take; a recorder's takes are at the default level. */
function levelFor(by: Recordist, visibility: Visibility): Visibility {
  if (!by.teacher && visibility !== DEFAULT_VISIBILITY)
    throw new ForbiddenError('Only a teacher can set who may hear a recording.');
  return visibility;
}

/** The take's author row: a recorder's take waits unless they are trusted (or a teacher). */
export const authorOf = (by: Recordist): TakeAuthor => ({
  recorded_by: by.userId,
  waiting: by.teacher || by.trusted ? 0 : 1,
});

/** Where each kind of recording's files are, under the media folder. */
export const recordingFolders = (mediaDir: string) => ({
  words: path.join(mediaDir, 'audio'),
  sentences: path.join(mediaDir, 'sent-audio'),
  lessons: path.join(mediaDir, 'lesson-recordings'),
});

/** A file-name-safe stem from a word or id (the server makes every name; nothing of the client's path is used). */
function stem(text: string): string {
  const safe = text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40);
  return safe || 'audio';
}

/** The names of a new recording's files of `name` (a word, an id): the MP3 and the original beside it. */
export function recordingFileNames(name: string, container: AudioContainer, now: Date) {
  const base = `${stem(name)}-${now.getTime()}-${randomBytes(4).toString('hex')}`;
  return { filename: `${base}.mp3`, original: `${base}.orig.${EXTENSION[container]}` };
}

/** A recording's audio as given: its bytes (an upload), or a file (an import's, e.g. an ELAN file's media). */
type AudioSource = { bytes: Buffer } | { file: string };

/** A recording converted and waiting beside its final place: `commit` moves it in, `discard` removes it. */
export interface PreparedRecording {
  filename: string;
  original: string;
  timestamp: string;
  commit: () => void;
  discard: () => void;
}

/** Removes `dir` and its parents up to `top` while they are empty (another upload may be using them). */
function removeEmptyFolders(dir: string, top: string): void {
  for (let at = dir; at.startsWith(top); at = path.dirname(at)) {
    try {
      fs.rmdirSync(at);
    } catch {
      return;
    }
    if (at === top) return;
  }
}

/**
 * Checks the bytes are audio and makes an MP3 beside the original, both under temporary names in
 * `dir`. Nothing is in place until `commit`; `discard` removes every file it made (after a commit
 * too), so a caller that fails later leaves nothing behind.
 */
export async function prepareRecording(
  options: AudioSource & {
    dir: string;
    name: string;
    clock: Clock;
    /** The ffmpeg binary to transcode with (config.ffmpegPath or the bundled one). */
    ffmpeg: string;
  },
): Promise<PreparedRecording> {
  const { dir, clock } = options;
  const size = 'bytes' in options ? options.bytes.length : fs.statSync(options.file).size;
  if (size === 0) throw new InvalidError('The recording is empty.');
  const container = 'bytes' in options ? sniffAudio(options.bytes) : sniffAudioFile(options.file);
  if (!container) throw new InvalidError('The file is not an audio recording.');
  // The first folder this made (none when `dir` was there): removed again, when empty, on discard.
  const made = fs.mkdirSync(dir, { recursive: true });
  const now = clock.now();
  const { filename, original } = recordingFileNames(options.name, container, now);
  const pairs = [
    [path.join(dir, `.tmp-${original}`), path.join(dir, original)],
    [path.join(dir, `.tmp-${filename}`), path.join(dir, filename)],
  ] as const;
  const discard = () => {
    for (const [tmp, final] of pairs) for (const f of [tmp, final]) fs.rmSync(f, { force: true });
    if (made) removeEmptyFolders(dir, made);
  };
  try {
    // A file is copied by the kernel, never read into memory (a text's recording may be long).
    if ('bytes' in options) fs.writeFileSync(pairs[0][0], options.bytes);
    else fs.copyFileSync(options.file, pairs[0][0]);
    try {
      await transcodeToMp3(pairs[0][0], pairs[1][0], options.ffmpeg);
    } catch (err) {
      if (err instanceof AudioRejected) throw new InvalidError(err.message);
      throw err;
    }
  } catch (err) {
    discard();
    throw err;
  }
  return {
    filename,
    original,
    timestamp: now.toISOString(),
    commit: () => {
      for (const [tmp, final] of pairs) fs.renameSync(tmp, final);
    },
    discard,
  };
}

/**
 * Stores an uploaded recording: checks the bytes are audio, makes an MP3 beside the original and
 * moves both into the folder only when everything worked, then lets `record` write the row. Any
 * failure leaves no file and no row.
 */
export async function storeRecording(
  options: Parameters<typeof prepareRecording>[0] & {
    record: (files: { filename: string; original: string; timestamp: string }) => void;
  },
): Promise<string> {
  const prepared = await prepareRecording(options);
  try {
    prepared.commit();
    options.record(prepared);
    return prepared.filename;
  } catch (err) {
    prepared.discard();
    throw err;
  }
}

/**
 * The listening exercise's answers for `word` (normalised), or undefined when no entry is spelled
 * so. Entries that share a spelling share its recording, so any of their glosses is right: the one
 * offered is drawn anew on each ask, and none of them is ever among the three wrong ones.
 */
function listeningAnswers(
  repo: Pick<RecordingsRepo, 'wordSeen' | 'glossesOf' | 'otherGlosses'>,
  word: string,
  viewer: Viewer,
  random: () => number = Math.random,
): { correct: { gloss: string }; wrong: { gloss: string }[] } | undefined {
  if (!repo.wordSeen(word, viewer)) return undefined;
  const glosses = repo.glossesOf(word, viewer);
  const gloss = glosses[Math.floor(random() * glosses.length)] ?? '';
  return { correct: { gloss }, wrong: repo.otherGlosses(glosses, viewer).map((g) => ({ gloss: g })) };
}

/**
 * The recordings' rules: a take is of a word in the lexicon or of an existing sentence, spoken by
 * whoever uploads it; the listening exercise draws from the words that have one.
 */
export function createRecordingsService({ repos, clock, config }: ServiceDeps) {
  const repo = repos.recordings;
  const ffmpeg = ffmpegPath(config.ffmpegPath);
  const folders = recordingFolders(config.mediaDir);
  /**
   * Whose voice a take is: the speaker picked (one of the list: 400 otherwise), or without one the
   * recording account's name, added to the list if it is not there (as every take was credited).
   */
  const speakerOf = (by: Recordist, picked: string | undefined): string => {
    if (picked === undefined) {
      repo.ensureSpeaker(by.username, clock.now().toISOString());
      return by.username;
    }
    if (!repo.speakerExists(picked))
      throw new InvalidError(`There is no speaker ${picked}. Add them to the speakers first.`);
    return picked;
  };
  const viewerOf = (by: Recordist): Viewer => (by.teacher ? 'teacher' : 'learner');

  return {
    folders,
    /** The sentences' takes the reader may hear (GET /api/audio-sent-recordings-info). */
    sentAudios: (...args: Parameters<RecordingsRepo['sentAudios']>) => repo.sentAudios(...args),
    /** The words' takes the reader may hear (GET /api/audio-recordings-info). */
    wordAudio: (...args: Parameters<Repos['wordRecordings']['wordAudio']>) =>
      repos.wordRecordings.wordAudio(...args),
    /** Every speaker who recorded something. */
    speakers: () => repo.speakers(),
    /** Whether a take's file may be heard by the reader (the files' calls). */
    fileHeard: (...args: Parameters<RecordingsRepo['fileHeard']>) => repo.fileHeard(...args),

    /**
     * Stores a take of an entry (by id), or of the entry written as `word` (the first of several
     * homographs, marked for the teacher to confirm); its file name. `audio` is read once the
     * entry is known.
     */
    async addWordTake(take: {
      word: string;
      lexId?: number;
      audio: () => Buffer;
      by: Recordist;
      speaker?: string;
      visibility: Visibility;
    }): Promise<{ filename: string; waiting: boolean }> {
      const viewer = viewerOf(take.by);
      const visibility = levelFor(take.by, take.visibility);
      let entry: { id: number; lex: string; visibility: Visibility } | undefined;
      let toConfirm: 0 | 1 = 0;
      if (take.lexId !== undefined) {
        entry = repo.entry(take.lexId);
        // A recorder reads what a learner reads: an entry they may not see is not there for them.
        if (!entry || !maySee(viewer, entry.visibility))
          throw new InvalidError(`There is no lexical entry with the id ${take.lexId}.`);
      } else {
        const entries = repo.entriesWritten(take.word).filter((e) => maySee(viewer, e.visibility));
        entry = entries[0];
        if (!entry) throw new InvalidError(`The word ${normalizeWord(take.word)} is not in the lexicon.`);
        if (entries.length > 1) toConfirm = 1;
      }
      const { id, lex } = entry;
      const speaker = speakerOf(take.by, take.speaker);
      const author = authorOf(take.by);
      const filename = await storeRecording({
        bytes: take.audio(),
        dir: folders.words,
        name: normalizeWord(lex),
        clock,
        ffmpeg,
        record: (f) =>
          repo.addWordAudio({
            word: lex,
            lex_id: id,
            to_confirm: toConfirm,
            ...f,
            speaker,
            visibility,
            ...author,
          }),
      });
      return { filename, waiting: author.waiting === 1 };
    },

    /**
     * The teacher's answer for a take that homographs shared (to_confirm): it is a recording of the
     * live entry `lexId`. Also moves a take to another entry. 404 for an unknown take, 400 for an
     * unknown or deleted entry.
     */
    confirmWordTake({ filename, lexId }: { filename: string; lexId: number }): void {
      repo.transaction(() => {
        const take = repo.liveTake('word', filename);
        if (!take) throw new NotFoundError(`There is no word recording ${filename}.`);
        const entry = repo.entry(lexId);
        if (!entry) throw new InvalidError(`There is no lexical entry with the id ${lexId}.`);
        repo.confirmWordAudio(take.id, entry.id, entry.lex);
      });
    },

    /** Stores a take of a sentence; its file name. `audio` is read once the sentence is known. */
    async addSentenceTake(take: {
      sentId: string;
      audio: () => Buffer;
      by: Recordist;
      speaker?: string;
      visibility: Visibility;
    }): Promise<{ filename: string; waiting: boolean }> {
      const visibility = levelFor(take.by, take.visibility);
      if (
        !repo.sentenceExists(take.sentId) ||
        (!take.by.teacher && !repo.sentenceSeen(take.sentId, viewerOf(take.by)))
      )
        throw new InvalidError(`There is no sentence ${take.sentId}.`);
      const speaker = speakerOf(take.by, take.speaker);
      const author = authorOf(take.by);
      const filename = await storeRecording({
        bytes: take.audio(),
        dir: folders.sentences,
        name: take.sentId,
        clock,
        ffmpeg,
        record: (f) => repo.addSentAudio({ sent_id: take.sentId, ...f, speaker, visibility, ...author }),
      });
      return { filename, waiting: author.waiting === 1 };
    },

    /** A word with a recording, for the listening exercise. */
    randomWord(reader: Reader, userId: number | null) {
      const word = repo.randomWord(reader, userId);
      if (!word) throw new NotFoundError('No word has a recording yet.');
      return word;
    },

    /** The listening exercise's answers for a word. */
    answers(word: string, viewer: Viewer) {
      const answers = listeningAnswers(repo, normalizeWord(word), viewer);
      if (!answers) throw new NotFoundError(`The word ${word} is not in the lexicon.`);
      return answers;
    },
  };
}
