import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type {
  DuplicateAction,
  ImportDecisions,
  ImportReport,
  PossibleDuplicate,
  Visibility,
} from '@langapp/shared';
import { decisionAt, matchEntry, possibleDuplicateOf, rowGroup } from './entry-match';
import type { MatchCandidate } from './entry-match';

// The one planner of every import (ADR 073): where an incoming entry that the lexicon does not know
// by its identity (a spreadsheet row without an id, a LIFT or bundle entry whose guid is new here)
// goes, whatever format it came in. It reads what is stored through a read-only view and writes
// nothing: the apply step of each import writes what it plans. It also keeps the report's lexicon
// rows (new / changed / unchanged / possible duplicates), in one shape for every format.

/** An entry of a file as every reader gives it to the planner: where it is, its headword as stored, its senses. */
export interface DraftEntry {
  /** Where the entry is in its file, as the report names it ("line 3", "item 2", "makun (line 12)"). */
  where: string;
  /** The headword as it will be stored (NFC, apostrophes by the import's rule). */
  lex: string;
  senses: readonly { pos: string; gloss: string }[];
}

/** What the planner reads of the lexicon: the live entries written alike, and each as it is matched. */
export interface StoredView {
  /** The ids of the live entries written as `lex` (folded: apostrophes and case). */
  idsWrittenAs(lex: string): readonly number[];
  candidate(id: number): MatchCandidate | undefined;
}

/** Where an entry goes. */
export type Placement =
  /** A new entry: no live entry is written alike, or the teacher chose a new entry. */
  | { kind: 'new'; decided?: true }
  /** The same word as entry `id`. */
  | { kind: 'same'; id: number }
  /** The teacher chose to add the entry's senses to entry `id`. */
  | { kind: 'new-senses'; id: number }
  /** A possible duplicate the teacher skipped, or one waiting for a decision. */
  | { kind: 'skip' | 'waiting' }
  /** A decision that names an entry not written alike. */
  | { kind: 'refused'; reason: string };

export interface PlannerOptions {
  /** How a draft and an entry are the same word (entry-match.ts). */
  rule: 'within-entry' | 'either-way';
  /** Whether an entry a draft was placed on is no longer a candidate for the others (a file's whole words). */
  claimOnce: boolean;
  decisions?: ImportDecisions;
  duplicates?: DuplicateAction;
}

const NEW = { kind: 'new' } as const;

/** The level of what an import adds where the file gives none (ADR 062): the teacher's choice, else the default. */
export function addedLevelOf(chosen: Visibility | undefined): Visibility {
  return chosen ?? DEFAULT_VISIBILITY;
}

/**
 * The level an import writes, for every format and every kind (ADR 062, 073): the file's, else (an
 * update) the stored one's, else the level of what the import adds (`addedLevelOf`).
 */
export function levelOf(
  given: Visibility | undefined,
  stored: Visibility | undefined,
  added: Visibility,
): Visibility {
  return given ?? stored ?? added;
}

/** Where an item known by its id (a bundle's text, lesson or recording) goes. */
export type RowPlacement = 'new' | 'same' | 'changed';

/**
 * Where an item the file names by its id goes, for every kind but entries (ADR 073): new when
 * nothing live is stored under it (a deleted one the file brings back is new again), the same when
 * the stored one has every compared field alike, else changed.
 */
export function placeRow<R extends object>(
  live: R | undefined,
  row: R,
  fields: readonly (keyof R)[],
): RowPlacement {
  if (!live) return 'new';
  return fields.every((f) => live[f] === row[f]) ? 'same' : 'changed';
}

/** A live entry of a headword and its homograph number. */
export interface HomographRow {
  id: number;
  homograph: number | null;
}

/**
 * The homograph numbers of one headword's live entries, whatever the format (ADR 073): 1, 2, ... in
 * the order the file asked for (`wanted`, by entry id), else their present number, else their id;
 * none when an entry is alone. Only the entries whose number changes are returned.
 */
export function homographNumbers(
  group: readonly HomographRow[],
  wanted: ReadonlyMap<number, number>,
): HomographRow[] {
  const key = (e: HomographRow) => wanted.get(e.id) ?? e.homograph ?? Number.MAX_SAFE_INTEGER;
  return [...group]
    .sort((a, b) => key(a) - key(b) || Number(wanted.has(b.id)) - Number(wanted.has(a.id)) || a.id - b.id)
    .map((e, i) => ({ id: e.id, was: e.homograph, homograph: group.length > 1 ? i + 1 : null }))
    .filter((e) => e.was !== e.homograph)
    .map(({ id, homograph }) => ({ id, homograph }));
}

/** The planner of one import: its placements, and the report's lexicon rows as its apply step writes them. */
export function createPlanner(view: StoredView, options: PlannerOptions) {
  const claimed = new Set<number>();
  const wantedHomographs = new Map<number, number>();
  const declaredDeleted: string[] = [];
  const held = new Set<string>();
  const renumber = new Set<string>();
  const groups = { new: rowGroup(), changed: rowGroup(), unchanged: rowGroup() };
  const possibleDuplicates: PossibleDuplicate[] = [];
  const brief = (draft: DraftEntry) => draft.senses.map(({ pos, gloss }) => ({ pos, gloss }));
  const claim = (id: number) => {
    if (options.claimOnce) claimed.add(id);
  };

  return {
    /** Where the draft goes; a possible duplicate is listed in the report with the decision taken. */
    place(draft: DraftEntry): Placement {
      // Most entries of a large file meet no word written alike: nothing more is made for them
      // (a 20,000-entry import's peak memory follows what each entry allocates, ADR 049).
      const ids = view.idsWrittenAs(draft.lex);
      if (ids.length === 0) return NEW;
      const candidates = ids
        .filter((id) => !claimed.has(id))
        .map((id) => view.candidate(id))
        .filter((c): c is MatchCandidate => c !== undefined);
      const found = matchEntry(brief(draft), candidates, options.rule);
      if (found.kind === 'new') return found;
      if (found.kind === 'same') {
        claim(found.entry.id);
        return { kind: 'same', id: found.entry.id };
      }
      const duplicate = possibleDuplicateOf(draft.where, draft.lex, brief(draft), found.candidates);
      possibleDuplicates.push(duplicate);
      const decided = decisionAt(draft.where, options);
      if (!decided) return { kind: 'waiting' };
      if (decided.action === 'new-entry') {
        duplicate.decision = 'new-entry';
        return { kind: 'new', decided: true };
      }
      if (decided.action === 'skip') {
        duplicate.decision = 'skip';
        return { kind: 'skip' };
      }
      const target =
        decided.entryId === undefined
          ? found.candidates[0]!
          : found.candidates.find((c) => c.id === decided.entryId);
      if (!target)
        return {
          kind: 'refused',
          reason: `new-sense:${decided.entryId}: entry ${decided.entryId} is not written ${draft.lex}.`,
        };
      claim(target.id);
      duplicate.decision = `new-sense:${target.id}`;
      return { kind: 'new-senses', id: target.id };
    },
    /** Lists an entry written (or found unchanged) in its group of the report. */
    written(draft: DraftEntry, id: number, outcome: 'added' | 'updated' | 'unchanged') {
      const group =
        outcome === 'added' ? groups.new : outcome === 'updated' ? groups.changed : groups.unchanged;
      group.add(() => ({ where: draft.where, id, lex: draft.lex, senses: brief(draft) }));
    },
    /** Entry `id`, written `lex`, is number `order` of its homographs in the file. */
    numbered(id: number, lex: string, order: number) {
      wantedHomographs.set(id, order);
      renumber.add(lex);
    },
    /**
     * The homograph numbers to write once every entry is (adding and renaming entries changes their
     * headwords' groups): each headword a numbered entry has, renumbered by `homographNumbers`.
     */
    homographs(sameHeadword: (lex: string) => readonly HomographRow[]): HomographRow[] {
      return [...renumber].flatMap((lex) => homographNumbers(sameHeadword(lex), wantedHomographs));
    },
    /** The file declares the entry of `guid` deleted (a LIFT file's `dateDeleted`; no other format can). */
    declaredDeleted(guid: string) {
      declaredDeleted.push(guid);
    },
    /** The file holds the entry of `guid` (written, or refused): a declared deletion never removes it. */
    holds(guid: string) {
      held.add(guid);
    },
    /** The ids of the live entries the file deletes: declared deleted, not held again, live here. */
    removals(liveIdOfGuid: (guid: string) => number | undefined): number[] {
      return declaredDeleted
        .filter((guid) => !held.has(guid))
        .map(liveIdOfGuid)
        .filter((id): id is number => id !== undefined);
    },
    /** Whether a possible duplicate waits for the teacher's decision (the import then stops). */
    undecided: () => possibleDuplicates.some((d) => d.decision === null),
    rows: (): NonNullable<ImportReport['lexiconRows']> => ({
      new: groups.new.group,
      changed: groups.changed.group,
      unchanged: groups.unchanged.group,
      possibleDuplicates,
    }),
  };
}
