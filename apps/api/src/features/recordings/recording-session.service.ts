import { DEFAULT_VISIBILITY, maySee, normalizeWord } from '@langapp/shared';
import type { RecordingSessionItem } from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import { InvalidError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import { authorOf, prepareRecording, recordingFolders } from './recordings.service';
import type { Recordist } from './recordings.service';

/** A take of a recording session: its item and its bytes. */
export interface SessionTake {
  item: RecordingSessionItem;
  audio: Buffer;
}

/**
 * A recording session's one-step save (issue 38, ADR 084): every take of the session is stored, or
 * none. Each item is checked (the recorder reads what a learner reads), then every take is
 * converted beside its final place, then the files are moved in and the rows written in one
 * transaction; a failure anywhere removes every file made and writes no row. The takes are credited
 * to the speaker picked (who must be in the list) and wait for approval when the recorder is not
 * trusted, like a single upload's (ADR 080).
 */
export function createRecordingSession({ repos, clock, config }: ServiceDeps) {
  const repo = repos.recordings;
  const ffmpeg = ffmpegPath(config.ffmpegPath);
  const folders = recordingFolders(config.mediaDir);

  /** Where a take goes and how its row reads, or a clear error naming the take. */
  const placeOf = (item: RecordingSessionItem, n: number, by: Recordist) => {
    const viewer = by.teacher ? 'teacher' : 'learner';
    if (item.kind === 'word') {
      const entry = repo.entry(item.lexId);
      if (!entry || !maySee(viewer, entry.visibility))
        throw new InvalidError(`Take ${n}: there is no lexical entry with the id ${item.lexId}.`);
      return { kind: 'word' as const, dir: folders.words, name: normalizeWord(entry.lex), entry };
    }
    if (!repo.sentenceExists(item.sentId) || (!by.teacher && !repo.sentenceSeen(item.sentId, viewer)))
      throw new InvalidError(`Take ${n}: there is no sentence ${item.sentId}.`);
    return { kind: 'sentence' as const, dir: folders.sentences, name: item.sentId, sentId: item.sentId };
  };

  return {
    async save(session: { speaker: string; takes: SessionTake[]; by: Recordist }) {
      if (!repo.speakerExists(session.speaker))
        throw new InvalidError(`There is no speaker ${session.speaker}. Add them to the speakers first.`);
      const places = session.takes.map((take, i) => placeOf(take.item, i + 1, session.by));
      const author = authorOf(session.by);
      const prepared: Awaited<ReturnType<typeof prepareRecording>>[] = [];
      const discardAll = () => {
        for (const p of prepared) p.discard();
      };
      try {
        for (const [i, take] of session.takes.entries()) {
          const place = places[i]!;
          try {
            prepared.push(
              await prepareRecording({ bytes: take.audio, dir: place.dir, name: place.name, clock, ffmpeg }),
            );
          } catch (err) {
            if (err instanceof InvalidError) throw new InvalidError(`Take ${i + 1}: ${err.message}`);
            throw err;
          }
        }
        const common = { speaker: session.speaker, visibility: DEFAULT_VISIBILITY, ...author };
        repo.transaction(() => {
          for (const [i, place] of places.entries()) {
            const files = prepared[i]!;
            const row = {
              filename: files.filename,
              original: files.original,
              timestamp: files.timestamp,
              ...common,
            };
            if (place.kind === 'word')
              repo.addWordAudio({ word: place.entry.lex, lex_id: place.entry.id, to_confirm: 0, ...row });
            else repo.addSentAudio({ sent_id: place.sentId, ...row });
            files.commit();
          }
        });
      } catch (err) {
        discardAll();
        throw err;
      }
      return {
        saved: places.map((place, i) => ({ kind: place.kind, filename: prepared[i]!.filename })),
        waiting: author.waiting === 1,
      };
    },
  };
}
