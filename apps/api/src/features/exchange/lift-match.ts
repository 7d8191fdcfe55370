import type { ImportDecisions, DuplicateAction, ImportReport, PossibleDuplicate } from '@langapp/shared';
import type { Db } from '../../db/database';
import { createLexiconIoRepo } from '../lexicon/lexicon-io.repo';
import { decisionAt, headwordIndex, matchEntry, possibleDuplicateOf, rowGroup } from './import/entry-match';
import type { MatchCandidate } from './import/entry-match';
import type { PlannedEntry } from './lift-entry-plan';
import { createLiftRepo } from './lift.repo';

// A LIFT entry whose guid the lexicon does not know (ADR 068): words loaded from a spreadsheet, or
// typed here, are found again by headword, part of speech and gloss (the rule every importer
// shares, import/entry-match.ts) rather than added a second time: the same word takes the file's
// guid and its content; a word written alike with other senses is a possible duplicate for the
// teacher to decide, as a spreadsheet's row is.

const NEW = { kind: 'new' } as const;

/** Where a LIFT entry new by its guid goes. */
export type LiftPlacement =
  | { kind: 'new' }
  /** The same word as entry `id`: it takes the file's guid and is updated from the file. */
  | { kind: 'same'; id: number }
  /** The teacher chose to add the entry's senses to entry `id`. */
  | { kind: 'new-senses'; id: number }
  /** Skipped by the teacher, left waiting for a decision, or refused (a decision naming no such entry). */
  | { kind: 'none'; refusal?: string };

/**
 * The matcher of one LIFT import: the live entries as they were before it (those whose guid the
 * file carries left out: they are the file's own), and the report's rows by group.
 */
export function createLiftMatcher(
  db: Db,
  fileGuids: ReadonlySet<string>,
  options: { decisions?: ImportDecisions; duplicates?: DuplicateAction },
) {
  const io = createLexiconIoRepo(db);
  const index = headwordIndex(
    createLiftRepo(db)
      .liveHeadwords()
      .filter((e) => !fileGuids.has(e.guid)),
  );
  const claimed = new Set<number>();
  const groups = { new: rowGroup(), changed: rowGroup(), unchanged: rowGroup() };
  const possibleDuplicates: PossibleDuplicate[] = [];
  const brief = (plan: PlannedEntry) => plan.senses.map(({ pos, gloss }) => ({ pos, gloss }));

  return {
    place(plan: PlannedEntry): LiftPlacement {
      // Most entries of a large file meet no word written alike: nothing more is made for them
      // (a 20,000-entry import's peak memory follows what each entry allocates, ADR 049).
      const ids = index.idsOf(plan.lex);
      if (ids.length === 0) return NEW;
      const candidates = ids
        .filter((id) => !claimed.has(id))
        .map((id) => io.candidate(id))
        .filter((c): c is MatchCandidate => c !== undefined);
      const found = matchEntry(brief(plan), candidates, 'either-way');
      if (found.kind === 'new') return found;
      if (found.kind === 'same') {
        claimed.add(found.entry.id);
        return { kind: 'same', id: found.entry.id };
      }
      const duplicate = possibleDuplicateOf(plan.where, plan.lex, brief(plan), found.candidates);
      possibleDuplicates.push(duplicate);
      const decided = decisionAt(plan.where, options);
      if (!decided) return { kind: 'none' };
      if (decided.action === 'new-entry') {
        duplicate.decision = 'new-entry';
        return { kind: 'new' };
      }
      if (decided.action === 'skip') {
        duplicate.decision = 'skip';
        return { kind: 'none' };
      }
      const target =
        decided.entryId === undefined
          ? found.candidates[0]!
          : found.candidates.find((c) => c.id === decided.entryId);
      if (!target)
        return {
          kind: 'none',
          refusal: `new-sense:${decided.entryId}: entry ${decided.entryId} is not written ${plan.lex}.`,
        };
      claimed.add(target.id);
      duplicate.decision = `new-sense:${target.id}`;
      return { kind: 'new-senses', id: target.id };
    },
    /** Lists an entry written in its group of the report. */
    written(plan: PlannedEntry, id: number, outcome: 'added' | 'updated' | 'unchanged') {
      const group =
        outcome === 'added' ? groups.new : outcome === 'updated' ? groups.changed : groups.unchanged;
      group.add(() => ({ where: plan.where, id, lex: plan.lex, senses: brief(plan) }));
    },
    undecided: () => possibleDuplicates.some((d) => d.decision === null),
    rows: (): NonNullable<ImportReport['lexiconRows']> => ({
      new: groups.new.group,
      changed: groups.changed.group,
      unchanged: groups.unchanged.group,
      possibleDuplicates,
    }),
  };
}
