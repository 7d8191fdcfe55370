import { VISIBILITY_KINDS } from '@langapp/shared';
import type { SetVisibilityRequest, VisibilityCounts, VisibilityKind } from '@langapp/shared';
import { NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { Actor, ContentHistory } from '../history/content-history';
import { hasTextIds } from './visibility.repo';

/** What the kinds are called in a sentence the teacher reads. */
const KIND_NAMES: Record<VisibilityKind, string> = {
  entry: 'entry',
  example: 'example sentence',
  sentence: 'sentence',
  text: 'text',
  lesson: 'lesson',
  'word-recording': 'word recording',
  'sentence-recording': 'sentence recording',
  'lesson-recording': 'lesson recording',
};

/**
 * The teacher sets who may see items (ADR 062): a selection of items of one kind gets one level,
 * all or nothing. Where the history of entries, sentences and texts is kept, a change of level is
 * one of the changes it records (see `setLevel`).
 */
export function createVisibilityService({
  repos,
  history,
  lessonRecordings,
}: ServiceDeps & {
  history: ContentHistory;
  /** Brings the rows of items kept outside the database (lesson recordings' files) up to date. */
  lessonRecordings: { refresh: () => void };
}) {
  const repo = repos.visibility;
  const refresh = () => lessonRecordings.refresh();
  /** The id as the kind's table keeps it, or null when it cannot be one of its ids. */
  function idOf(kind: VisibilityKind, id: number | string): number | string | null {
    if (hasTextIds(kind)) return String(id);
    const text = String(id);
    return /^\d{1,15}$/.test(text) ? Number(text) : null;
  }

  return {
    /**
     * Gives every item in `ids` the level; answers how many had another level before. Every id
     * must name a live item of the kind, otherwise nothing changes.
     */
    setLevel({ kind, ids, visibility }: SetVisibilityRequest, actor: Actor): { changed: number } {
      const items = new Map<string, number | string | null>();
      for (const id of ids) items.set(String(id), idOf(kind, id));
      if (kind === 'lesson-recording') refresh();
      return repo.transaction(() => {
        const missing = [...items]
          .filter(([, id]) => id === null || !repo.exists(kind, id))
          .map(([given]) => given);
        if (missing.length > 0) {
          const list = missing.slice(0, 10).join(', ');
          throw new NotFoundError(
            missing.length === 1
              ? `There is no ${KIND_NAMES[kind]} with the id ${list}; no level was changed.`
              : `There are no ${KIND_NAMES[kind]}s with the ids ${list}${missing.length > 10 ? ' and others' : ''}; no level was changed.`,
            { missing },
          );
        }
        const write = () => {
          let changed = 0;
          for (const id of items.values()) if (id !== null && repo.set(kind, id, visibility)) changed += 1;
          return { changed };
        };
        // A change of level of an entry (or of one of its examples), a sentence or a text is a
        // version in its history (ADR 059); recordings and lessons have none.
        const valid = [...items.values()].filter((id): id is number | string => id !== null);
        if (kind === 'entry' || kind === 'sentence' || kind === 'text')
          return history.changeMany(kind, valid, actor, write);
        if (kind === 'example') {
          const entries = valid.flatMap((id) => repo.entryOfExample(id) ?? []);
          return history.changeMany('entry', entries, actor, write);
        }
        return write();
      });
    },

    /** How many live items of each kind are at each level; every kind and level is present. */
    counts(): VisibilityCounts {
      refresh();
      const found = repo.counts();
      return Object.fromEntries(
        VISIBILITY_KINDS.map((kind) => [kind, found[kind] ?? { public: 0, learners: 0, teachers: 0 }]),
      ) as VisibilityCounts;
    },
  };
}
