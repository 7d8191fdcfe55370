import fs from 'node:fs';
import path from 'node:path';
import { maySee, parseTextSentenceRecordingId } from '@langapp/shared';
import type {
  LearnerSentTake,
  MyTakesResponse,
  SendTakeFields,
  SentTake,
  SentTakesResponse,
} from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import { storeRecording } from '../recordings/recordings.service';
import type { SentTakeRow, TakeReplyRow } from './take-feedback.repo';

/** Who asks: the account and whether it is a teacher (an admin; a recorder is not one, ADR 080). */
export interface Asker {
  userId: number;
  teacher: boolean;
}

/** Where the sent takes and the teachers' recorded replies are kept: a folder no static route serves. */
const takeFeedbackFolder = (mediaDir: string) => path.join(mediaDir, 'take-feedback');

type Item = { kind: 'entry'; id: number } | { kind: 'sentence'; id: string };

function parseItem(item: string): Item {
  const [kind, id = ''] = item.split(/:(.*)/s);
  return kind === 'entry' ? { kind, id: Number(id) } : { kind: 'sentence', id };
}

const replyView = (r: TakeReplyRow) => ({
  id: r.id,
  text: r.text,
  audio: r.filename !== null,
  teacher: r.teacher,
  createdAt: r.created_at,
  read: r.read_at !== null,
});

/**
 * "Send to my teacher" (issue 38, ADR 083): a learner's take sent from the device, heard only by that
 * learner and the teachers; the teachers' replies (a short text, optionally a recording); who deletes
 * what. Everything another account asks of a take that is not theirs is a missing take (404).
 */
export function createTakeFeedbackService({ repos, clock, config }: ServiceDeps) {
  const repo = repos.takeFeedback;
  const folder = takeFeedbackFolder(config.mediaDir);
  const ffmpeg = ffmpegPath(config.ffmpegPath);

  const withReplies = (rows: SentTakeRow[]): (SentTake & { learner: string })[] => {
    const replies = repo.repliesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      clientId: r.client_id,
      item: r.item,
      label: r.label,
      reference: r.reference,
      recordedAt: r.recorded_at,
      sentAt: r.sent_at,
      learner: r.learner,
      replies: replies.filter((reply) => reply.take_id === r.id).map(replyView),
    }));
  };
  const learnerView = ({ learner: _learner, ...take }: SentTake & { learner: string }): SentTake => take;

  const itemSeen = (item: Item, reader: Reader): boolean => {
    if (item.kind === 'sentence') return repos.recordings.sentenceSeen(item.id, reader.viewer);
    const entry = repos.recordings.entry(item.id);
    return entry !== undefined && maySee(reader.viewer, entry.visibility);
  };

  /** The item's label as the sender may see it; a missing or hidden item is refused alike. */
  const labelOf = (item: Item, reader: Reader): string => {
    if (item.kind === 'entry') {
      const entry = repos.recordings.entry(item.id);
      if (!entry || !itemSeen(item, reader))
        throw new InvalidError(`There is no lexical entry with the id ${item.id}.`);
      return entry.lex;
    }
    const label = itemSeen(item, reader)
      ? repo.sentenceText(item.id, parseTextSentenceRecordingId(item.id))
      : undefined;
    if (label === undefined) throw new InvalidError(`There is no sentence ${item.id}.`);
    return label;
  };

  const checkReference = (file: string, item: Item, reader: Reader) => {
    const kind = item.kind === 'entry' ? 'word' : 'sentence';
    if (!repo.isReferenceOf(file, item) || !repos.recordings.fileHeard(kind, file, reader))
      throw new InvalidError(
        `The recording ${file} is not one of this ${item.kind === 'entry' ? 'word' : 'sentence'}'s.`,
      );
  };

  /** A take the asker may reach: their own, or any for a teacher; else missing. */
  const reachable = (id: number, asker: Asker): SentTakeRow => {
    const take = repo.byId(id);
    if (!take || (!asker.teacher && take.user_id !== asker.userId))
      throw new NotFoundError(`There is no sent take ${id}.`);
    return take;
  };

  const removeFiles = (...names: (string | null)[]) => {
    for (const name of names) if (name) fs.rmSync(path.join(folder, name), { force: true });
  };

  return {
    folder,

    /**
     * Stores a take the learner sends; the same device take sent again answers the stored one
     * (`created` false) and reads no audio. The item must be one the learner may see, and the
     * reference one of its takes they may hear.
     */
    async send(
      asker: Asker,
      reader: Reader,
      fields: SendTakeFields,
      audio: () => Buffer,
    ): Promise<{ take: SentTake; created: boolean }> {
      const existing = repo.byClient(asker.userId, fields.clientId);
      if (existing) return { take: learnerView(withReplies([existing])[0]!), created: false };
      const item = parseItem(fields.item);
      const label = labelOf(item, reader);
      if (fields.reference !== undefined) checkReference(fields.reference, item, reader);
      const now = clock.now();
      let inserted = true;
      await storeRecording({
        bytes: audio(),
        dir: folder,
        name: `take-${asker.userId}`,
        clock,
        ffmpeg,
        record: (f) => {
          inserted = repo.insert({
            user_id: asker.userId,
            client_id: fields.clientId,
            item: fields.item,
            label,
            reference: fields.reference ?? null,
            filename: f.filename,
            original: f.original,
            recorded_at: new Date(fields.recordedAt ?? now.getTime()).toISOString(),
            sent_at: now.toISOString(),
          });
          // Sent twice at once: the other request stored it; these files go.
          if (!inserted) removeFiles(f.filename, f.original);
        },
      });
      const row = repo.byClient(asker.userId, fields.clientId)!;
      return { take: learnerView(withReplies([row])[0]!), created: inserted };
    },

    /**
     * The learner's own sent takes with their replies, and what they have not read yet. An item the
     * teacher has since hidden from them keeps its take and thread, but not its label or reference
     * (the visibility rule, ADR 058): the learner reads "an item no longer shown".
     */
    mine(asker: Asker, reader: Reader, item: string | undefined): MyTakesResponse {
      const seen = new Map<string, boolean>();
      const visible = (key: string) => {
        if (!seen.has(key)) seen.set(key, itemSeen(parseItem(key), reader));
        return seen.get(key)!;
      };
      const data = withReplies(repo.mine(asker.userId, item ?? null))
        .map(learnerView)
        .map((t) => (visible(t.item) ? t : { ...t, label: '', reference: null }));
      const unreadItems = repo
        .unreadItems(asker.userId)
        .map((u) => (visible(u.item) ? u : { ...u, label: '' }));
      return { data, unread: unreadItems.reduce((n, i) => n + i.count, 0), unreadItems };
    },

    /** The learner has seen the replies to these takes of theirs. */
    markRead(userId: number, takes: readonly number[]): void {
      repo.markRead(userId, takes, clock.now().toISOString());
    },

    /** Deletes one of the learner's own takes, and with it its thread (replies and their files). */
    removeTake(asker: Asker, id: number): void {
      const take = repo.byId(id);
      if (!take || take.user_id !== asker.userId) throw new NotFoundError(`There is no sent take ${id}.`);
      const replies = repo.repliesOf([id]);
      repo.deleteTake(id);
      removeFiles(take.filename, take.original, ...replies.flatMap((r) => [r.filename, r.original]));
    },

    /** The teacher's list: every learner's takes (of one learner, of one item), unanswered first. */
    list(filter: { learner?: string; item?: string }): SentTakesResponse {
      const rows = withReplies(repo.all({ learner: filter.learner ?? null, item: filter.item ?? null }));
      const data: LearnerSentTake[] = rows.map((t) => ({ ...t, answered: t.replies.length > 0 }));
      return { data, unanswered: repo.unanswered() };
    },

    /** A teacher answers a take: a short text and, optionally, a recording. */
    async reply(teacherId: number, takeId: number, text: string, audio: Buffer | undefined) {
      reachable(takeId, { userId: teacherId, teacher: true });
      const created_at = clock.now().toISOString();
      const add = (files: { filename: string; original: string } | null) =>
        repo.insertReply({
          take_id: takeId,
          teacher_id: teacherId,
          text,
          filename: files?.filename ?? null,
          original: files?.original ?? null,
          created_at,
        });
      let id = 0;
      if (audio === undefined) id = add(null);
      else
        await storeRecording({
          bytes: audio,
          dir: folder,
          name: `reply-${takeId}`,
          clock,
          ffmpeg,
          record: (f) => {
            // The take may have been deleted while the reply was converted: then nothing is kept.
            if (!repo.byId(takeId)) throw new NotFoundError(`There is no sent take ${takeId}.`);
            id = add(f);
          },
        });
      return replyView(repo.reply(id)!);
    },

    /** A teacher deletes their own reply (another teacher's is refused). */
    removeReply(teacherId: number, replyId: number): void {
      const reply = repo.reply(replyId);
      if (!reply) throw new NotFoundError(`There is no reply ${replyId}.`);
      if (reply.teacher_id !== teacherId)
        throw new ForbiddenError('Only the teacher who wrote a reply can delete it.');
      repo.deleteReply(replyId);
      removeFiles(reply.filename, reply.original);
    },

    /** The file of a take the asker may reach (its learner, a teacher). */
    takeFile(id: number, asker: Asker): string {
      return reachable(id, asker).filename;
    },

    /** The recording of a reply to a take the asker may reach. */
    replyFile(id: number, asker: Asker): string {
      const reply = repo.reply(id);
      if (!reply?.filename) throw new NotFoundError(`There is no recorded reply ${id}.`);
      reachable(reply.take_id, asker);
      return reply.filename;
    },
  };
}
