import { stringify as stringifyCsv } from 'csv-stringify/sync';
import type { DuplicateAction, ImportDecisions, ImportReport, Visibility } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { escapeSpreadsheetCell } from '../../lib/spreadsheet-cells';
import type { Repos } from '../../repos';
import { applyImport } from '../exchange/import/apply';
import { readTableFile, SENTENCE_COLUMNS } from '../exchange/import/read-table';
import type { ApostropheRule, DataKind } from '../exchange/import/read-table';
import type { Actor, ContentHistory } from '../history/content-history';
import { VISIBILITY_COLUMN } from './lexicon-file';
import { csvColumnsOf, csvRowOf, fileEntryOf } from './lexicon-file-write';
import { feedTable, tablePlanning } from './lexicon-io-feed';

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
  /** Who imports, for the history of what changes (ADR 059); the command line's by default. */
  actor?: Actor;
  /**
   * The level of what the import adds (ADR 062; default learners) when the file gives none: entries,
   * their examples and sentences. What it updates keeps its level unless the file gives one.
   */
  visibility?: Visibility;
}

/**
 * Loads and writes a community's lexicon and sentences (docs/decisions/009, 050). Import is one
 * transaction: with any rejected row nothing is written, unless `skipInvalid` is set; nor while a
 * possible duplicate waits for a decision.
 */
export function createLexiconIo(deps: {
  repos: Pick<Repos, 'entries' | 'lexiconIo' | 'sentences'>;
  history: ContentHistory;
  clock: Pick<Clock, 'now'>;
}) {
  const { lexiconIo: s } = deps.repos;

  function importData(content: string, options: ImportDataOptions): ImportReport {
    const rows = readTableFile(content, options.format, options.kind);
    return applyImport(
      deps,
      {
        kinds: ['lexicon', 'sentences'],
        dryRun: options.dryRun,
        skipInvalid: options.skipInvalid,
        actor: options.actor,
        visibility: options.visibility,
        ...tablePlanning(s, options),
      },
      (apply) => feedTable(apply, s, rows, options),
    );
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
