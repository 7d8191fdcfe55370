import { stringify as stringifyCsv } from 'csv-stringify/sync';
import {
  emptyImportReport,
  linkedLexIds,
  sameSense,
  sentenceAnnoSchema,
  stoppedImport,
  straightenApostrophes,
} from '@langapp/shared';
import type {
  AnnotatedWord,
  DuplicateAction,
  ImportDecisions,
  ImportReport,
  Visibility,
} from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { escapeSpreadsheetCell } from '../../lib/spreadsheet-cells';
import { describeIssues } from '../../lib/validate';
import type { Repos } from '../../repos';
import { headwordIndex } from '../exchange/import/entry-match';
import { addedLevelOf, createPlanner, levelOf } from '../exchange/import/plan';
import {
  draftOfRow,
  readTableFile,
  SENTENCE_COLUMNS,
  sentenceCsvRow,
  sentenceRow,
  wordForm,
} from '../exchange/import/read-table';
import type { ApostropheRule, DataKind } from '../exchange/import/read-table';
import { importActor } from '../history/content-history';
import type { Actor, ContentHistory } from '../history/content-history';
import { VISIBILITY_COLUMN } from './lexicon-file';
import type { IncomingEntry, IncomingSense } from './lexicon-file';
import { csvColumnsOf, csvRowOf, fileEntryOf } from './lexicon-file-write';
import type { FileEntry } from './lexicon-file-write';
import type { StoredEntry } from './lexicon-io.repo';
import { mergeSenses, senseIn } from './merge-senses';

export interface ImportDataOptions {
  format: 'csv' | 'json';
  kind?: DataKind;
  apostrophes?: ApostropheRule;
  skipInvalid?: boolean;
  /** Counts what the import would do, then rolls it back. */
  dryRun?: boolean;
  /** What to do with each possible duplicate, by the row's `where` (ADR 050). */
  decisions?: ImportDecisions;
  /** What to do with the possible duplicates `decisions` does not name; without it they wait. */
  duplicates?: DuplicateAction;
  /**
   * Whether a possible duplicate left undecided stops the import (the default). A caller that
   * writes more in the same transaction (the bundle) passes false and stops it itself.
   */
  stopWhenUndecided?: boolean;
  /** Who imports, for the history of what changes (ADR 059); the command line's by default. */
  actor?: Actor;
  /**
   * The level of what the import adds (ADR 062; default learners) when the file gives none: entries,
   * their examples and sentences. What it updates keeps its level unless the file gives one.
   */
  visibility?: Visibility;
}

const nfc = (t: string) => t.normalize('NFC');

/**
 * Loads and writes a community's lexicon and sentences (docs/decisions/009, 050). Import is one
 * transaction: with any rejected row nothing is written, unless `skipInvalid` is set; nor while a
 * possible duplicate waits for a decision.
 */
export function createLexiconIo(deps: {
  repos: Pick<Repos, 'entries' | 'lexiconIo' | 'sentences'>;
  contentHistory: ContentHistory;
  clock: Pick<Clock, 'now'>;
}) {
  const { sentences, entries, lexiconIo: s } = deps.repos;
  const history = deps.contentHistory;
  const now = () => deps.clock.now();

  function importData(content: string, options: ImportDataOptions): ImportReport {
    const rows = readTableFile(content, options.format, options.kind);
    const rule: ApostropheRule = options.apostrophes ?? rows.apostrophes ?? 'straighten';
    const dryRun = options.dryRun ?? false;
    const addedLevel = addedLevelOf(options.visibility);
    const report = emptyImportReport(['lexicon', 'sentences'], dryRun);
    const reject = (kind: DataKind, index: number, reason: string) =>
      report.rejected.push({ kind, where: rows.where(index), reason });

    const run = () =>
      s.transaction(() => {
        // Each entry and sentence about to change is snapshotted once; its version is kept at the end.
        const changes = history.batch(options.actor ?? importActor(null));
        let nextId = s.maxLexId() + 1;
        const seenLexIds = new Set<number>();
        // The live entries by folded headword, kept up to date as rows add entries.
        const byHeadword = headwordIndex(s.headwords());
        const planner = createPlanner(
          { idsWrittenAs: (lex) => byHeadword.idsOf(lex), candidate: (id) => s.candidate(id) },
          {
            rule: 'within-entry',
            claimOnce: false,
            decisions: options.decisions,
            duplicates: options.duplicates,
          },
        );
        // Homograph numbers the file gives, set once every row is in.

        /** Writes the row as entry `id` (added or changed); unchanged when it says what the entry says. */
        function write(id: number, row: IncomingEntry): 'added' | 'updated' | 'unchanged' {
          const before = s.entry(id);
          const senses = mergeSenses(before?.senses ?? [], row.senses, row.keepFrom, addedLevel);
          const first = senses[0]!;
          const lex = wordForm(row.lex, rule);
          const after: FileEntry = fileEntryOf({
            id,
            lex,
            lex_ws: row.lexWs ?? before?.lex_ws ?? null,
            pos: first.pos,
            gloss: first.gloss,
            notes: nfc(row.notes ?? before?.notes ?? ''),
            homograph: row.homograph ?? before?.homograph ?? null,
            guid: row.guid ?? before?.guid ?? '',
            lift_extra: row.liftExtra ?? before?.lift_extra ?? null,
            senses,
            typedNotes: (row.typedNotes ?? before?.typedNotes ?? []).map((n) => ({
              type: nfc(n.type),
              text: nfc(n.text),
            })),
            forms: (row.forms ?? before?.forms ?? []).map((f) => ({ ...f, text: nfc(f.text) })),
            visibility: levelOf(row.visibility, before?.visibility, addedLevel),
          });
          if (before && JSON.stringify(fileEntryOf(before)) === JSON.stringify(after)) return 'unchanged';
          changes.before('entry', id);
          // A level the file changes is part of this entry's new version (the history above).
          s.upsertLex({
            id,
            lex,
            pos: after.pos,
            gloss: after.gloss,
            notes: after.notes,
            visibility: after.visibility,
            lex_ws: after.lexWs ?? null,
          });
          entries.writeParts(id, {
            senses: senses.map(senseIn),
            forms: after.forms,
            typedNotes: after.typedNotes,
          });
          if (row.liftExtra !== undefined) s.setLiftExtra(id, row.liftExtra);
          if (row.guid !== undefined) s.setGuid(id, row.guid);
          if (!before) byHeadword.add(id, lex);
          if (row.homograph !== undefined) planner.numbered(id, lex, row.homograph);
          return before ? 'updated' : 'added';
        }

        /** A row without id: new, the entry it is, or a possible duplicate of the entries written alike (import/plan.ts). */
        function place(where: string, i: number, row: IncomingEntry) {
          const draft = draftOfRow(row, where, rule);
          const senses = draft.senses;
          const placed = planner.place(draft);
          const addNew = () => {
            const id = nextId++;
            seenLexIds.add(id);
            write(id, row);
            report.added.lexicon += 1;
            return id;
          };
          if (placed.kind === 'new' && !placed.decided) planner.written(draft, addNew(), 'added');
          else if (placed.kind === 'new') addNew();
          else if (placed.kind === 'same') {
            report.unchanged.lexicon += 1;
            planner.written(draft, placed.id, 'unchanged');
          } else if (placed.kind === 'refused') reject('lexicon', i, placed.reason);
          else if (placed.kind === 'new-senses') {
            addSenses(s.entry(placed.id)!, senses);
            report.updated.lexicon += 1;
          }
        }

        /** The row's senses the entry does not have, added after its own. */
        function addSenses(entry: StoredEntry, senses: readonly IncomingSense[]) {
          changes.before('entry', entry.id);
          const added = mergeSenses(
            [],
            senses.filter((x) => !entry.senses.some((y) => sameSense(x, y))),
            undefined,
            addedLevel,
          );
          entries.writeParts(entry.id, {
            senses: [...entry.senses, ...added].map(senseIn),
            forms: entry.forms,
            typedNotes: entry.typedNotes,
          });
        }

        rows.lexicon.forEach((row, i) => {
          if (typeof row === 'string') return reject('lexicon', i, row);
          const where = rows.where(i);
          if (Number.isNaN(row.id)) return reject('lexicon', i, 'id must be a positive whole number');
          // A row is the entry of its id, else of its guid (an entry whole a LIFT import or an
          // export gave it), else it is placed by headword and senses (ADR 073).
          const id = row.id ?? (row.guid === undefined ? undefined : s.idOfGuid(row.guid));
          if (id === undefined) return place(where, i, row);
          if (seenLexIds.has(id)) return reject('lexicon', i, `id ${id} appears twice in the file`);
          seenLexIds.add(id);
          nextId = Math.max(nextId, id + 1);
          const outcome = write(id, row);
          report[outcome].lexicon += 1;
          planner.written(draftOfRow(row, where, rule), id, outcome);
        });
        for (const h of planner.homographs(s.sameHeadword)) s.setHomograph(h.id, h.homograph);

        const seenSentIds = new Set<string>();
        const sentenceSchema = options.format === 'csv' ? sentenceCsvRow : sentenceRow;
        rows.sentences.forEach((raw, i) => {
          const r = sentenceSchema.safeParse(raw);
          if (!r.success) return reject('sentences', i, describeIssues(r.error));
          if (seenSentIds.has(r.data.id))
            return reject('sentences', i, `id ${r.data.id} appears twice in the file`);
          seenSentIds.add(r.data.id);
          let annoValue: unknown = r.data.anno ?? [];
          if (typeof annoValue === 'string') {
            try {
              annoValue = annoValue.trim() === '' ? [] : JSON.parse(annoValue);
            } catch {
              return reject('sentences', i, 'anno is not valid JSON');
            }
          }
          const anno = sentenceAnnoSchema.safeParse(annoValue);
          if (!anno.success) return reject('sentences', i, `anno: ${describeIssues(anno.error)}`);
          const words: AnnotatedWord[] = anno.data.map((w) => ({
            text: w.text.normalize('NFC'),
            gloss: w.gloss.normalize('NFC'),
            morphs: w.morphs.map((m) => ({
              ...m,
              text: rule === 'keep' ? m.text.normalize('NFC') : straightenApostrophes(m.text),
            })),
          }));
          const missing = linkedLexIds(words).filter((id) => !s.candidate(id));
          if (missing.length > 0)
            return reject('sentences', i, `anno links lexical ids that do not exist: ${missing.join(', ')}`);
          const before = s.sentById(r.data.id);
          const sentence = {
            id: r.data.id,
            text: r.data.text.normalize('NFC'),
            trans: r.data.trans.normalize('NFC'),
            anno: words,
            timestamp: r.data.timestamp || before?.timestamp || now().toISOString(),
            // A sentence the file adds gets its level, else the import's; one it updates keeps its
            // own unless the file gives one.
            visibility: r.data.visibility ?? (before ? undefined : addedLevel),
          };
          if (
            before &&
            before.text === sentence.text &&
            before.trans === sentence.trans &&
            before.anno === JSON.stringify(words) &&
            before.timestamp === sentence.timestamp &&
            (sentence.visibility === undefined || before.visibility === sentence.visibility)
          ) {
            report.unchanged.sentences += 1;
            return;
          }
          changes.before('sentence', sentence.id);
          sentences.save(sentence);
          report[before ? 'updated' : 'added'].sentences += 1;
        });

        if (rows.lexicon.length > 0) report.lexiconRows = planner.rows();
        const undecided = planner.undecided();
        if (
          (report.rejected.length > 0 && !options.skipInvalid) ||
          (undecided && !dryRun && options.stopWhenUndecided !== false)
        ) {
          // Rolls the whole import back.
          throw new RejectedImport();
        }
        // A dry run keeps its counts and rolls back what it did to count them.
        if (dryRun) throw new DryRunDone();
        changes.commit();
        report.written = true;
      });

    try {
      run();
    } catch (err) {
      if (err instanceof DryRunDone) return report;
      if (!(err instanceof RejectedImport)) throw err;
      return stoppedImport(report);
    }
    return report;
  }

  function exportData(format: 'csv' | 'json', kind: DataKind = 'lexicon'): string {
    const lexicon = format === 'json' || kind === 'lexicon' ? s.allEntries().map(fileEntryOf) : [];
    const sents = s.allSents();
    if (format === 'json') {
      return `${JSON.stringify(
        {
          apostrophes: 'keep',
          lexicon,
          sentences: sents.map((x) => ({ ...x, anno: JSON.parse(x.anno) as unknown })),
        },
        null,
        2,
      )}\n`;
    }
    // A cell a spreadsheet would run is written with a quote before it (OWASP; ADR 050).
    const cast = { string: (value: string) => escapeSpreadsheetCell(value) };
    return kind === 'lexicon'
      ? stringifyCsv(lexicon.map(csvRowOf), { header: true, columns: csvColumnsOf(lexicon), cast })
      : stringifyCsv(sents, { header: true, columns: [...SENTENCE_COLUMNS, VISIBILITY_COLUMN], cast });
  }

  return { importData, exportData };
}

class RejectedImport extends Error {}
class DryRunDone extends Error {}
