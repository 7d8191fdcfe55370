import path from 'node:path';
import { applyAlignment, settleSentenceIds, textDataSchema, textSentenceRecordingId } from '@langapp/shared';
import type { SaveAlignmentRequest } from '@langapp/shared';
import { audioDurationMs, ffmpegPath } from '../../lib/audio-transcode';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { parseJsonField } from '../../lib/json-field';
import type { ServiceDeps } from '../../service-deps';
import type { Actor, ContentHistory } from '../history/content-history';
import { filesOf, moveFiles, takeFolders } from '../recordings/recording-trash.service';
import { textAudioFolders } from './text-recording.service';

/**
 * A text aligned by hand on its recording (ADR 094): the teacher's sentences, re-cut by splits and
 * joins and timed, saved at once. Nothing changes unless every time lies inside the recording, in
 * order and without overlap, and the sentences take exactly the text's words (alignment-check.ts).
 */
export function createTextAlignmentService({
  repos,
  clock,
  config,
  history,
}: ServiceDeps & { history: ContentHistory }) {
  const { texts, textRecording } = repos;
  const folders = textAudioFolders(config.mediaDir);
  const ffmpeg = ffmpegPath(config.ffmpegPath);

  const takeFolder = takeFolders(config.mediaDir, 'sentence');

  /**
   * The sentence takes of text `id` after a split or join (ADR 100): a reshaped sentence's takes say
   * the sentence as it was, so they wait for a teacher's approval again (heard by teachers only); a
   * removed sentence's go to the trash, restorable. Files move last: a failure rolls the rows back.
   */
  function settleSentenceTakes(
    id: number,
    reshaped: readonly number[],
    gone: readonly number[],
    now: string,
  ) {
    const recordings = repos.recordings;
    const held = reshaped.reduce((n, s) => n + recordings.holdSentTakes(textSentenceRecordingId(id, s)), 0);
    const trashed = gone.flatMap((s) => recordings.sentTakesOf(textSentenceRecordingId(id, s)));
    for (const take of trashed) recordings.markTrashed('sentence', take.id, now);
    moveFiles(trashed.flatMap(filesOf), takeFolder.live, takeFolder.trash);
    return { recordingsHeld: held, recordingsTrashed: trashed.length };
  }

  return {
    async save(id: number, request: SaveAlignmentRequest, actor: Actor) {
      if (!texts.byId(id)) throw new NotFoundError('No text found.');
      const live = textRecording.live(id);
      if (!live) throw new InvalidError('This text has no recording to align: upload one first.');
      const durationMs = await audioDurationMs(path.join(folders.live, live.filename), ffmpeg);
      if (durationMs === null) throw new InvalidError("The text's recording could not be read.");
      // Read again after the wait: what is checked is what is written, in one synchronous step.
      const row = texts.byId(id);
      if (!row) throw new NotFoundError('No text found.');
      if (textRecording.live(id)?.id !== live.id)
        throw new ConflictError('The text’s recording was replaced while aligning: open it again.');
      const data = parseJsonField(row.data, textDataSchema, `text ${id}`);
      const used = texts.recordedSentenceIds(id);
      const stored = settleSentenceIds(data.sents, { kept: texts.sentences(id), used });
      const result = applyAlignment(stored, request, { durationMs, used });
      if ('refused' in result) {
        const { kind, message } = result.refused;
        throw kind === 'conflict' ? new ConflictError(message) : new InvalidError(message);
      }
      const aligned = textDataSchema.safeParse({ ...data, sents: result.sents });
      if (!aligned.success)
        throw new InvalidError(aligned.error.issues[0]?.message ?? 'The aligned text is not a valid text.');
      const now = clock.now().toISOString();
      // One transaction: the text, and the takes of the sentences a split or join reshaped or removed.
      const takes = repos.recordings.transaction(() => {
        history.change('text', id, actor, () =>
          texts.update(id, row.title, JSON.stringify(aligned.data), now),
        );
        return settleSentenceTakes(id, result.reshaped, result.gone, now);
      });
      return {
        sentences: result.sents.length,
        timed: result.sents.filter((s) => s.start !== undefined && s.end !== undefined).length,
        ...takes,
      };
    },
  };
}
