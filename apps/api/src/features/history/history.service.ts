import { describeChanges, linkedLexIds } from '@langapp/shared';
import type {
  EntrySnapshot,
  HistoryKind,
  HistorySnapshots,
  HistoryVersion,
  SentenceSnapshot,
  TextSnapshot,
} from '@langapp/shared';
import { ConflictError, DomainError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { LexiconService } from '../lexicon/lexicon.service';
import type { TextsService } from '../texts/texts.service';
import { sameContent } from './content-history';
import type { Actor, ContentHistory } from './content-history';

const NAME: Record<HistoryKind, string> = { entry: 'entry', sentence: 'sentence', text: 'text' };
/** The CLI command that brings a deleted item back. */
const UNDELETE: Record<HistoryKind, string> = { entry: 'lex:restore', sentence: '', text: 'text:restore' };

const isDeleted = (snapshot: HistorySnapshots[HistoryKind]) => 'deleted' in snapshot && snapshot.deleted;

/**
 * The history of entries, sentences and texts (issue 27, ADR 059): the versions of an item as the
 * console shows them, and "restore this version", which writes the item back through its own
 * service (its rules and checks) as a new change recorded with the source 'restore'. A restore is
 * refused (a conflict) while the item is deleted, and for a version that is a deletion.
 */
export function createHistoryService({
  repos,
  history,
  lexicon,
  texts,
}: ServiceDeps & {
  history: ContentHistory;
  lexicon: Pick<LexiconService, 'updateEntry'>;
  texts: Pick<TextsService, 'update' | 'setPublished'>;
}) {
  const { history: repo, sentences } = repos;

  const noItem = (kind: HistoryKind, id: string) =>
    new NotFoundError(`There is no ${NAME[kind]} with the id ${id}.`);

  function writeEntry(id: number, v: EntrySnapshot, actor: Actor) {
    lexicon.updateEntry(
      {
        id,
        lex: v.headword,
        notes: v.notes,
        senses: v.senses.map((sense) => ({
          id: sense.id,
          pos: sense.pos,
          gloss: sense.gloss,
          definition: sense.definition,
          examples: sense.examples.map(({ id: exampleId, text, translation }) => ({
            id: exampleId,
            text,
            translation,
          })),
          notes: sense.notes,
        })),
        typedNotes: v.typedNotes,
        forms: v.forms,
        confirm: true,
      },
      actor,
    );
    repo.setEntryLevel(id, v.visibility);
    v.senses.forEach((sense, i) =>
      sense.examples.forEach((example, j) => repo.setExampleLevel(id, i + 1, j + 1, example.visibility)),
    );
  }

  function writeSentence(id: string, v: SentenceSnapshot) {
    const missing = repos.lexicon.missingIds(linkedLexIds(v.annotation));
    if (missing.length > 0)
      throw new ConflictError(
        `This version links the entry ${missing.join(', ')}, which no longer exists, so it cannot be restored.`,
      );
    const now = sentences.byId(id)!;
    sentences.save({ id, text: v.text, trans: v.translation, anno: v.annotation, timestamp: now.timestamp });
    repo.setSentenceLevel(id, v.visibility);
  }

  function writeText(id: number, v: TextSnapshot, actor: Actor) {
    texts.update(id, { data: JSON.stringify(v.data), title: v.title }, actor);
    texts.setPublished(id, v.published, actor);
    repo.setTextLevel(id, v.visibility);
  }

  return {
    /** The versions of an item, newest first; an item with no change recorded yet has none. */
    versions(kind: HistoryKind, id: string): HistoryVersion[] {
      const now = repo.snapshot(kind, id);
      const rows = repo.list(kind, id);
      if (now === null && rows.length === 0) throw noItem(kind, id);
      const deletedNow = now !== null && isDeleted(JSON.parse(now) as HistorySnapshots[HistoryKind]);
      return rows.map((row, i) => {
        const after = JSON.parse(row.after) as HistorySnapshots[HistoryKind];
        const before = row.before === null ? null : (JSON.parse(row.before) as HistorySnapshots[HistoryKind]);
        const current = i === 0 && sameContent(row.after, now);
        const deleted = isDeleted(after);
        return {
          id: row.id,
          at: row.at,
          who: row.who,
          source: row.source,
          changes: row.source === 'earlier' ? [] : describeChanges(kind, before, after),
          deleted,
          current,
          restorable: now !== null && !sameContent(row.after, now) && !deleted && !deletedNow,
        };
      });
    },

    /** Writes the item back as it was in version `versionId`; the id of the version this makes. */
    restore(versionId: number, accountId: number): number {
      const row = repo.byId(versionId);
      if (!row) throw new NotFoundError(`There is no version with the id ${versionId}.`);
      const { kind, item_id: id } = row;
      const now = repo.snapshot(kind, id);
      if (now === null) throw noItem(kind, id);
      const version = JSON.parse(row.after) as HistorySnapshots[HistoryKind];
      if (isDeleted(JSON.parse(now) as HistorySnapshots[HistoryKind]))
        throw new ConflictError(
          `The ${NAME[kind]} ${id} has been deleted since this version. Bring it back first (pnpm cli ${UNDELETE[kind]} ${id}), then restore the version.`,
        );
      if (isDeleted(version))
        throw new ConflictError(
          `This version is the ${NAME[kind]}'s deletion, so it cannot be restored: restore an earlier version instead.`,
        );
      if (sameContent(row.after, now))
        throw new ConflictError(
          `This version is the ${NAME[kind]} as it is now: there is nothing to restore.`,
        );
      const actor: Actor = { accountId, source: 'restore' };
      try {
        history.change(kind, id, actor, () => {
          if (kind === 'entry') writeEntry(Number(id), version as EntrySnapshot, actor);
          else if (kind === 'sentence') writeSentence(id, version as SentenceSnapshot);
          else writeText(Number(id), version as TextSnapshot, actor);
        });
      } catch (err) {
        // A rule of the item's own service (a linked entry gone) refuses the version as it is now.
        if (err instanceof DomainError && err.kind === 'invalid')
          throw new ConflictError(`This version cannot be restored: ${err.message}`);
        throw err;
      }
      return repo.list(kind, id)[0]!.id;
    },
  };
}
