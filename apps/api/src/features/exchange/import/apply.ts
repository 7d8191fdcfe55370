import { emptyImportCounts, emptyImportReport, sameSense, stoppedImport } from '@langapp/shared';
import type { AnnotatedWord, ImportKind, ImportReport, Visibility } from '@langapp/shared';
import type { Clock } from '../../../lib/clock';
import { importActor } from '../../history/content-history';
import type { Actor, ContentHistory } from '../../history/content-history';
import type { StoredEntry } from '../../lexicon/lexicon-io.repo';
import { targetOfStored, unchanged } from './entry-state';
import type { EntryTarget } from './entry-state';
import type { ExchangeDeps } from './exchange-deps';
import { addedLevelOf, createPlanner, levelOf } from './plan';
import type { DraftEntry, PlannerOptions, RowPlacement, StoredView } from './plan';

// The one apply step of every import (ADR 073): what the readers read and the planner placed is
// written here, in one transaction, with the history of what changes as one batch, and counted in
// the one report every format gives (added / changed / unchanged / removed, possible duplicates
// skipped or waiting, refusals in `rejected`). The formats differ only in how they read their files and how a
// file's entry meets the stored one (entry-state.ts); the writing and the counting are these.

export interface ApplyOptions {
  /** The kinds the file's format can carry (the report lists those). */
  kinds: readonly ImportKind[];
  /** Counts what the import would do, then rolls it back. */
  dryRun?: boolean;
  /** Writes what is good despite rejections (else a rejection stops the import). */
  skipInvalid?: boolean;
  /** Who imports, for the history (ADR 059); the command line's by default. */
  actor?: Actor;
  /** The level of what the import adds where the file gives none (ADR 062). */
  visibility?: Visibility;
  /** How entries without an identity the lexicon knows are placed (import/plan.ts), over what is stored. */
  planner: PlannerOptions;
  /**
   * Runs in the transaction once the import is to be written, before it commits (a bundle copies
   * its files beside their places: a failure rolls the rows back).
   */
  beforeCommit?: () => void;
  /** Whether the format can declare entries deleted (LIFT's dateDeleted): the report then counts removals. */
  declaresDeletions?: boolean;
  view: StoredView & {
    /** Entry `id`, written `lex`, was added: later drafts of the same file may match it. */
    added?: (id: number, lex: string) => void;
  };
}

/** An entry of a file, as its format gives it to the apply step. */
interface EntryStep {
  draft: DraftEntry;
  /** The entry the file names by its identity (its guid, else its id), live or deleted, if any. */
  known: number | undefined;
  /**
   * Whether the file's entry is the whole word (LIFT): found by headword and senses, it then takes
   * the file's content and guid. A spreadsheet row found within an entry leaves it as it is.
   */
  whole: boolean;
  /** The id a new entry asks for (the app's own, carried through a LIFT file), used when free. */
  newId?: number;
  /** The entry as the import leaves it, given what is stored under its id (live or deleted, or none). */
  target: (before: (StoredEntry & { deleted: boolean }) | undefined) => EntryTarget;
}

/** A sentence of a file, read and checked. */
interface SentenceStep {
  id: string;
  text: string;
  trans: string;
  anno: AnnotatedWord[];
  /** Its time; '' keeps the stored one's, else now. */
  timestamp: string;
  visibility: Visibility | undefined;
}

/** What a format's feed calls, inside the one transaction. */
export interface Applier {
  readonly report: ImportReport;
  /** The level of what the import adds (addedLevelOf). */
  readonly addedLevel: Visibility;
  reject(kind: ImportKind, where: string, reason: string): void;
  /**
   * Places and writes an entry; gives its id and what became of it, or undefined when nothing was
   * written for it (a possible duplicate skipped or waiting, a decision refused).
   */
  entry(step: EntryStep): { id: number; outcome: 'added' | 'updated' | 'unchanged' } | undefined;
  sentence(step: SentenceStep): void;
  /**
   * Counts and writes an item placed by its id (a bundle's text, lesson or recording: plan.ts's
   * placeRow) or by its bytes (a LIFT entry's recording: a take the entry has is the same).
   */
  row(kind: ImportKind, placement: RowPlacement, write: () => void): void;
  /** The history's snapshot of an item about to change, in the import's batch. */
  before: ReturnType<ContentHistory['batch']>['before'];
  /** The file carries a lexicon: the report lists its rows (new, changed, unchanged, possible duplicates). */
  listRows(): void;
  /** The file declares the entry of `guid` deleted; `holds`: the file holds the entry of `guid`. */
  declaredDeleted(guid: string): void;
  holds(guid: string): void;
}

class RollBack extends Error {}

/**
 * Runs one import: `feed` reads its file and gives each item to the applier; then the homograph
 * numbers, the declared deletions, and the end: with a rejection (unless `skipInvalid`) or a
 * possible duplicate waiting for a decision nothing is written; a dry run rolls back what it wrote
 * to count it. Gives the report, and whether the transaction committed (`report.written`).
 */
export function applyImport(
  deps: {
    repos: Pick<ExchangeDeps['repos'], 'entries' | 'lexiconIo' | 'sentences'>;
    history: ContentHistory;
    clock: Pick<Clock, 'now'>;
  },
  options: ApplyOptions,
  feed: (apply: Applier) => void,
): ImportReport {
  const { entries, lexiconIo: io } = deps.repos;
  const dryRun = options.dryRun ?? false;
  const addedLevel = addedLevelOf(options.visibility);
  const report = emptyImportReport(options.kinds, dryRun);
  const now = deps.clock.now();
  const run = () =>
    io.transaction(() => {
      const changes = deps.history.batch(options.actor ?? importActor(null));
      const planner = createPlanner(options.view, options.planner);
      let nextId = io.maxLexId() + 1;
      let listRows = false;
      const count = (kind: ImportKind, outcome: 'added' | 'updated' | 'unchanged') => {
        report[outcome][kind] += 1;
      };
      const reject = (kind: ImportKind, where: string, reason: string) =>
        report.rejected.push({ kind, where, reason });

      /**
       * Writes the entry whole: its row, its parts, its guid and what FieldWorks gave it. A new
       * entry is one INSERT, its first sense the one the database gives it; a stored one (live or
       * deleted) is updated, its guid and FieldWorks' parts only where they change.
       */
      function write(id: number, t: EntryTarget, stored: StoredEntry | undefined) {
        changes.before('entry', id);
        const [first, ...rest] = t.senses;
        const row = {
          id,
          lex: t.lex,
          pos: first!.pos,
          gloss: first!.gloss,
          notes: t.notes,
          visibility: t.visibility,
          lex_ws: t.lexWs,
        };
        if (!stored) {
          io.insertLex({ ...row, guid: t.guid === '' ? null : t.guid, lift_extra: t.extra });
          const parts = { senses: [{ ...first!, id: io.firstSense(id) }, ...rest], forms: t.forms };
          entries.writeParts(id, { ...parts, typedNotes: t.typedNotes });
          return;
        }
        io.upsertLex(row);
        entries.writeParts(id, { senses: t.senses, forms: t.forms, typedNotes: t.typedNotes });
        if (t.extra !== stored.lift_extra) io.setLiftExtra(id, t.extra);
        if (t.guid !== '' && t.guid !== stored.guid) io.setGuid(id, t.guid);
      }

      /** The teacher's choice for a possible duplicate: the step's senses entry `id` lacks, after its own. */
      function addSenses(id: number, step: EntryStep) {
        const stored = io.entry(id)!;
        const fresh = step
          .target(undefined)
          .senses.filter((x) => !stored.senses.some((y) => sameSense(x, y)))
          .map((x) => ({ ...x, id: undefined }));
        const t = targetOfStored(stored);
        write(id, { ...t, senses: [...t.senses, ...fresh] }, stored);
        count('lexicon', 'updated');
        return { id, outcome: 'updated' as const };
      }

      const applier: Applier = {
        report,
        addedLevel,
        reject,
        before: changes.before,
        entry(step) {
          let id = step.known;
          let listed = true;
          if (id === undefined) {
            const placed = planner.place(step.draft);
            switch (placed.kind) {
              case 'refused':
                reject('lexicon', step.draft.where, placed.reason);
                return undefined;
              case 'skip':
              case 'waiting': {
                const counted = placed.kind === 'skip' ? 'skipped' : 'waiting';
                report[counted] ??= emptyImportCounts();
                report[counted].lexicon += 1;
                return undefined;
              }
              case 'new-senses':
                return addSenses(placed.id, step);
              case 'same':
                if (!step.whole) {
                  count('lexicon', 'unchanged');
                  planner.written(step.draft, placed.id, 'unchanged');
                  return { id: placed.id, outcome: 'unchanged' };
                }
                id = placed.id;
                break;
              case 'new':
                // A possible duplicate the teacher made a new entry is listed with its decision.
                listed = placed.decided !== true;
                id = step.newId !== undefined && !io.idTaken(step.newId) ? step.newId : nextId;
            }
          }
          nextId = Math.max(nextId, id + 1);
          const stored = io.storedEntry(id);
          const live = stored && !stored.deleted ? stored : undefined;
          const target = step.target(stored);
          // A deleted entry the file brings back counts as added.
          const outcome = !live ? 'added' : unchanged(live, target) ? 'unchanged' : 'updated';
          if (outcome !== 'unchanged') write(id, target, stored);
          count('lexicon', outcome);
          if (listed) planner.written(step.draft, id, outcome);
          if (target.order !== undefined) planner.numbered(id, target.lex, target.order);
          if (!live) options.view.added?.(id, target.lex);
          return { id, outcome };
        },
        sentence(step) {
          const before = io.sentById(step.id);
          const row = {
            id: step.id,
            text: step.text,
            trans: step.trans,
            anno: step.anno,
            timestamp: step.timestamp || before?.timestamp || now.toISOString(),
            // The same rule as an entry's (ADR 062, 073): the file's, else the stored one's, else the import's.
            visibility: levelOf(step.visibility, before?.visibility, addedLevel),
          };
          if (
            before &&
            before.text === row.text &&
            before.trans === row.trans &&
            before.anno === JSON.stringify(row.anno) &&
            before.timestamp === row.timestamp &&
            before.visibility === row.visibility
          )
            return count('sentences', 'unchanged');
          changes.before('sentence', row.id);
          deps.repos.sentences.save(row);
          // The sentence's save keeps a stored sentence's level: a level the file changes is set here.
          if (before && before.visibility !== row.visibility)
            io.setSentenceVisibility(row.id, row.visibility);
          count('sentences', before ? 'updated' : 'added');
        },
        row(kind, placement, writeRow) {
          if (placement === 'same') return count(kind, 'unchanged');
          writeRow();
          count(kind, placement === 'new' ? 'added' : 'updated');
        },
        listRows() {
          listRows = true;
        },
        declaredDeleted: (guid) => planner.declaredDeleted(guid),
        holds: (guid) => planner.holds(guid),
      };

      feed(applier);

      // Homograph numbers last: adding and renaming entries changes their headwords' groups.
      for (const h of planner.homographs(io.sameHeadword)) io.setHomograph(h.id, h.homograph);
      if (options.declaresDeletions) {
        // Entries the file declares deleted that are live here (and not in the file again).
        let removed = 0;
        for (const id of planner.removals(io.idOfGuid)) {
          changes.before('entry', id);
          if (io.softDelete(id, now.toISOString())) removed += 1;
        }
        report.removed = { ...emptyImportCounts(), lexicon: removed };
      }
      if (listRows) report.lexiconRows = planner.rows();
      if ((report.rejected.length > 0 && !options.skipInvalid) || planner.undecided()) throw new RollBack();
      if (dryRun) throw new RollBack();
      options.beforeCommit?.();
      changes.commit();
      report.written = true;
    });
  try {
    run();
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
    return stoppedImport(report);
  }
  return report;
}
