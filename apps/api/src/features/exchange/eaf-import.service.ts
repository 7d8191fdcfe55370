import fs from 'node:fs';
import path from 'node:path';
import { settleSentenceIds, textDataSchema } from '@langapp/shared';
import type { ElanTierChoice, ImportReport, TextData, TextSentence, Visibility } from '@langapp/shared';
import { sniffAudioFile } from '../../lib/audio-transcode';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { Actor } from '../history/content-history';
import { moveFiles } from '../recordings/recording-trash.service';
import { prepareRecording } from '../recordings/recordings.service';
import type { PreparedRecording } from '../recordings/recordings.service';
import { recordTextRecording, textAudioFolders } from '../texts/text-recording.service';
import { applyImport } from './import/apply';
import { sameBytes } from './import/bundle-feed';
import { defaultTiers, eafSentences, tierSummaries } from './import/eaf-text';
import type { ExchangeDeps } from './import/exchange-deps';
import { placeRow } from './import/plan';
import { readEaf } from './import/read-eaf';
import type { EafDocument } from './import/read-eaf';
import { timeSentences } from './import/time-text';

export interface EafImportOptions {
  /** The tiers to read; absent: defaultTiers. */
  tiers?: Partial<ElanTierChoice>;
  /** Take the times (and the recording) for this existing text instead of importing a text. */
  timeText?: number;
  dryRun?: boolean;
  skipInvalid?: boolean;
  actor?: Actor;
  visibility?: Visibility;
  /** The text's title; absent: the file's name. */
  title?: string | undefined;
}

const AUDIO_EXTENSIONS = new Set([
  '.wav',
  '.mp3',
  '.m4a',
  '.aac',
  '.ogg',
  '.oga',
  '.opus',
  '.flac',
  '.webm',
  '.aif',
  '.aiff',
]);

/**
 * The .eaf file's media beside it: the file a media descriptor names (by its last segment), else the
 * folder's only audio file. Undefined when there is none.
 */
function mediaBeside(eafFile: string, doc: EafDocument): string | undefined {
  const dir = path.dirname(eafFile);
  const names = fs.readdirSync(dir);
  for (const m of doc.media) {
    const found =
      names.find((n) => n === m.name) ?? names.find((n) => n.toLowerCase() === m.name.toLowerCase());
    if (found) return path.join(dir, found);
  }
  const audio = names.filter((n) => AUDIO_EXTENSIONS.has(path.extname(n).toLowerCase()));
  return audio.length === 1 ? path.join(dir, audio[0]!) : undefined;
}

/** The stored text's data, parsed (a text that is not valid JSON counts as empty). */
function storedData(raw: string): TextData | undefined {
  try {
    const parsed = textDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What a text has beside its title and sentences (ADR 086: a FLEx text's guid, source, comment, writing systems). */
function besidesSentences({
  sents: _sents,
  title: _title,
  ...rest
}: TextData): Omit<TextData, 'sents' | 'title'> {
  return rest;
}

/**
 * A text here annotated further (glosses, morphemes) keeps its annotation when the file brings the
 * same words back: sentence by sentence in order, where the texts and the words are alike, the
 * stored words stay with the file's times.
 */
function keepAnnotations(stored: readonly TextSentence[], file: readonly TextSentence[]): TextSentence[] {
  return file.map((s, i) => {
    const before = stored[i];
    if (!before || before.text !== s.text || before.words.length !== s.words.length) return s;
    if (!before.words.every((w, k) => w.text === s.words[k]!.text)) return s;
    return {
      ...s,
      words: before.words.map((w, k) => {
        const { start: _s, end: _e, ...rest } = w;
        const { start, end } = s.words[k]!;
        return { ...rest, ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
      }),
    };
  });
}

/**
 * Imports an ELAN file (ADR 087) through the one apply step: the chosen tiers become a text (its
 * title the file's name), placed by title as new, unchanged or changed (sentences keep the ids and
 * so the recordings they had); or, with `timeText`, the times go to that text's sentences, matched
 * by text in order. The media beside the file becomes the text's recording (unchanged when its
 * bytes are the ones the text has) all or nothing with the rows (ADR 100): it is converted first,
 * and a recording that cannot be read refuses the import before anything is written; its files move
 * into place in the rows' transaction. A dry run lists the tiers and writes nothing.
 */
export async function importEaf(
  deps: ExchangeDeps,
  file: string,
  options: EafImportOptions = {},
): Promise<ImportReport> {
  const doc = readEaf(fs.readFileSync(file));
  const fallback = defaultTiers(doc);
  const transcription = options.tiers?.transcription || fallback?.transcription;
  const chosen: ElanTierChoice | undefined = transcription
    ? {
        transcription,
        ...((options.tiers?.translation ?? (options.tiers?.transcription ? undefined : fallback?.translation))
          ? { translation: (options.tiers?.translation ?? fallback?.translation)! }
          : {}),
        ...((options.tiers?.words ?? (options.tiers?.transcription ? undefined : fallback?.words))
          ? { words: (options.tiers?.words ?? fallback?.words)! }
          : {}),
      }
    : undefined;
  if (!chosen)
    throw new InvalidError('The .eaf file has no time-aligned tier with annotations to read as sentences.');
  const read = eafSentences(doc, chosen);
  const media = mediaBeside(file, doc);
  if (media && !sniffAudioFile(media))
    throw new InvalidError(`${path.basename(media)} is not an audio recording.`);
  const { texts, textRecording } = deps.repos;
  const title = (options.title?.trim() || path.basename(file, path.extname(file))).normalize('NFC');
  const elan: NonNullable<ImportReport['elan']> = {
    tiers: tierSummaries(doc),
    chosen,
    title,
    sentences: read.sents.length,
    untimed: read.untimed,
    empty: read.empty,
    media: media ? path.basename(media) : null,
  };
  // Whose voice: the transcription tier's participant, as ELAN names the speaker.
  const speaker =
    doc.tiers.find((t) => t.id === chosen.transcription)?.participant?.trim() || 'Unnamed speaker';
  const folders = textAudioFolders(deps.mediaDir);
  /** The text the file goes to: the one to time, else the live one of its title (none: a new text). */
  const target = () =>
    options.timeText !== undefined ? texts.byId(options.timeText) : texts.liveByTitle(title);
  /** Whether `media` is the recording text `id` has (then it stays as it is). */
  const sameRecording = (id: number | undefined) => {
    const live = id === undefined ? undefined : textRecording.live(id);
    return Boolean(live?.original) && sameBytes(media!, path.join(folders.live, live!.original!));
  };
  const noTextToTime = () => new NotFoundError(`There is no text with the id ${options.timeText} to time.`);
  // (Said before a recording is converted for nothing.)
  if (options.timeText !== undefined && !texts.byId(options.timeText)) throw noTextToTime();
  // The recording is converted before any row is written: one that cannot be read changes nothing.
  let prepared: PreparedRecording | undefined;
  if (media && !options.dryRun && !sameRecording(target()?.id))
    prepared = await prepareRecording({
      file: media,
      dir: folders.live,
      name: `text-${target()?.id ?? title}`,
      clock: deps.clock,
      ffmpeg: deps.ffmpeg,
    }).catch((err: unknown) => {
      if (err instanceof InvalidError)
        throw new InvalidError(
          `${path.basename(media)} cannot be the text's recording: ${err.message} Nothing was imported.`,
        );
      throw err;
    });
  let oldFiles: string[] | undefined;
  let installed = false;

  try {
    const report = applyImport(
      deps,
      {
        kinds: ['texts', 'recordings'],
        dryRun: options.dryRun,
        skipInvalid: options.skipInvalid,
        actor: options.actor,
        visibility: options.visibility,
        planner: { rule: 'within-entry', claimOnce: false },
        view: { idsWrittenAs: () => [], candidate: () => undefined },
        // The recording's files move into place last, in the transaction: a failure rolls the rows back.
        beforeCommit: () => {
          if (!prepared || !oldFiles) return;
          try {
            prepared.commit();
            moveFiles(oldFiles, folders.live, folders.trash);
          } catch (err) {
            prepared.discard();
            throw err;
          }
          installed = true;
        },
      },
      (apply) => {
        const now = deps.clock.now().toISOString();
        let stored: { id: number; title: string; data: string; visibility?: Visibility } | undefined;
        let sents: TextSentence[];
        // What the stored text has beside its sentences (a FLEx text's guid, source, writing systems) stays.
        let kept: Omit<TextData, 'sents' | 'title'> = {};
        if (options.timeText !== undefined) {
          stored = texts.byId(options.timeText);
          if (!stored) throw noTextToTime();
          const data = storedData(stored.data);
          if (!data) throw new InvalidError(`Text ${options.timeText} cannot be read to be timed.`);
          kept = besidesSentences(data);
          const timed = timeSentences(data.sents, read.sents);
          elan.title = stored.title;
          elan.timing = { textId: stored.id, matched: timed.matched, mismatches: timed.mismatches };
          sents = timed.sents;
        } else {
          stored = texts.liveByTitle(title);
          const before = stored && storedData(stored.data);
          if (before) kept = besidesSentences(before);
          sents = stored ? keepAnnotations(before?.sents ?? [], read.sents) : read.sents;
        }
        const settled = settleSentenceIds(sents, {
          kept: stored ? texts.sentences(stored.id) : [],
          used: stored ? texts.recordedSentenceIds(stored.id) : [],
        });
        const data = JSON.stringify({ title: stored?.title ?? title, sents: settled, ...kept });
        const placement = placeRow(stored, { ...stored, data } as { data: string }, ['data']);
        let textId = stored?.id;
        apply.row('texts', placement, () => {
          if (stored) {
            apply.before('text', stored.id);
            texts.update(stored.id, stored.title, data, now);
          } else textId = texts.insert(title, data, now, apply.addedLevel);
        });
        if (!media) return;
        const live = stored ? textRecording.live(stored.id) : undefined;
        apply.row('recordings', !live ? 'new' : sameRecording(stored?.id) ? 'same' : 'changed', () => {
          if (options.dryRun) return;
          // Converted for another recording than the one here now (replaced while converting).
          if (!prepared)
            throw new ConflictError("The text's recording was replaced during the import: import again.");
          oldFiles = recordTextRecording(deps, prepared, {
            textId: textId!,
            by: { userId: options.actor?.accountId ?? null, username: speaker.normalize('NFC') },
            visibility: live ? live.visibility : apply.addedLevel,
          });
        });
      },
    );
    report.elan = elan;
    return report;
  } finally {
    if (prepared && !installed) prepared.discard();
  }
}
