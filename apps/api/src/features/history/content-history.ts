import type { HistoryKind, HistorySource } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Repos } from '../../repos';
import { createHistoryRepo } from './history.repo';

/**
 * Who makes a change, and how (ADR 059): the account (null for the command line, and for an import
 * run from it) and the door it came through. Every writer of entries, sentences and texts takes one
 * and hands it to the content history below.
 */
export interface Actor {
  accountId: number | null;
  source: Exclude<HistorySource, 'earlier'>;
}

/** The command line's actor (lex:restore, text:restore, ...). */
export const CLI_ACTOR: Actor = { accountId: null, source: 'cli' };

/** An import's actor: the account that ran it from the console, or null from the command line. */
export const importActor = (accountId: number | null): Actor => ({ accountId, source: 'import' });

/** A change made in the console by the signed-in account `user`. */
export const consoleActor = (user: { id: number }): Actor => ({ accountId: user.id, source: 'console' });

type ItemId = string | number;

/**
 * Whether two snapshots hold the same item: the ids of senses and examples aside (a save that
 * writes a sense again with the same words gives it a new id, and changes nothing a person sees).
 */
export function sameContent(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const withoutIds = (json: string) =>
    JSON.stringify(JSON.parse(json), (key, value) => (key === 'id' ? undefined : value));
  return withoutIds(a) === withoutIds(b);
}

/**
 * The history of entries, sentences and texts (issue 27, ADR 059): every writer runs its change
 * through `change` (one item), `changeMany` (a selection, e.g. a visibility set for many items) or
 * `added` (a new item), or an import's `batch`, in the transaction of the change. A version is kept
 * only when the item's snapshot differs before and after; the first version of an item that existed
 * before its history was kept comes with a version 'earlier' (the item as it was), so that it too can
 * be restored.
 */
export function createContentHistoryService({
  repos,
  clock,
}: {
  repos: Pick<Repos, 'history'>;
  clock: Clock;
}) {
  const repo = repos.history;
  const { busy } = repo;

  /** Keeps the version of item `id` whose snapshot before the change was `before`; its id, or null when nothing changed. */
  function keep(kind: HistoryKind, id: string, actor: Actor, before: string | null) {
    const after = repo.snapshot(kind, id);
    if (after === null || sameContent(after, before)) return null;
    const at = clock.now().toISOString();
    if (before !== null && !repo.hasAny(kind, id))
      repo.insert({
        kind,
        item_id: id,
        account_id: null,
        source: 'earlier',
        at,
        before: null,
        after: before,
      });
    return repo.insert({
      kind,
      item_id: id,
      account_id: actor.accountId,
      source: actor.source,
      at,
      before,
      after,
    });
  }

  /** Runs `write`, which changes the items `ids` of `kind`, and keeps a version of each it changed. */
  function changeMany<T>(kind: HistoryKind, ids: readonly ItemId[], actor: Actor, write: () => T): T {
    return repo.transaction(() => {
      const mine = [...new Set(ids.map(String))].filter((id) => !busy.has(`${kind}:${id}`));
      const before = mine.map((id) => repo.snapshot(kind, id));
      for (const id of mine) busy.add(`${kind}:${id}`);
      try {
        const result = write();
        mine.forEach((id, i) => keep(kind, id, actor, before[i]!));
        return result;
      } finally {
        for (const id of mine) busy.delete(`${kind}:${id}`);
      }
    });
  }

  return {
    /** Runs `write`, which changes item `id`, and keeps a version of it when it changed. */
    change: <T>(kind: HistoryKind, id: ItemId, actor: Actor, write: () => T): T =>
      changeMany(kind, [id], actor, write),

    /**
     * The same for a selection of items changed at once. It is what a change of visibility calls
     * (issue 27: POST /api/admin/visibility) with the actor `{ accountId, source: 'visibility' }`,
     * around the statement that sets the level of the items chosen.
     */
    changeMany,

    /** Runs `write`, which adds an item and gives its id, and keeps its first version. */
    added<T extends ItemId>(kind: HistoryKind, actor: Actor, write: () => T): T {
      return repo.transaction(() => {
        const id = write();
        keep(kind, String(id), actor, null);
        return id;
      });
    },

    /**
     * An import's changes, many items in its one transaction: `before` is called just before an
     * item is written (its snapshot is taken once), `commit` once everything is written (homograph
     * numbers included), and keeps a version of each item that changed; it gives how many.
     */
    batch(actor: Actor) {
      const before = new Map<string, { kind: HistoryKind; id: string; snapshot: string | null }>();
      return {
        before(kind: HistoryKind, id: ItemId) {
          const key = `${kind}:${id}`;
          if (!before.has(key))
            before.set(key, { kind, id: String(id), snapshot: repo.snapshot(kind, String(id)) });
        },
        commit(): number {
          let kept = 0;
          for (const item of before.values())
            if (keep(item.kind, item.id, actor, item.snapshot) !== null) kept += 1;
          before.clear();
          return kept;
        },
      };
    },
  };
}

export type ContentHistory = ReturnType<typeof createContentHistoryService>;

/**
 * The same over a database, for the import pipeline (features/exchange, lexicon-io) until it takes
 * its repos from `createRepos` (ADR 075). Shares the items being recorded with the app's history.
 */
export function createContentHistory(db: Db, clock: Clock): ContentHistory {
  return createContentHistoryService({ repos: { history: createHistoryRepo(db) }, clock });
}
