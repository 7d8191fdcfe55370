import type { ImportReport, PossibleDuplicate } from '@langapp/shared';

/** Senses as a line shows them: "(n) 'river'; (v) 'to flow'" (a sense without pos shows its gloss only). */
const sensesText = (senses: PossibleDuplicate['senses']) =>
  senses.map((s) => `${s.pos ? `(${s.pos}) ` : ''}'${s.gloss}'`).join('; ');

/** One possible duplicate, the entries written alike and the decision, on one line (ADR 050). */
function describeDuplicate(d: PossibleDuplicate): string {
  const entries = d.entries.map(
    (e) =>
      `entry ${e.id} ${e.lex}${e.homograph === null ? '' : ` (homograph ${e.homograph})`}: ${sensesText(e.senses)}`,
  );
  return [
    `possible duplicate ${d.where}: ${d.lex} ${sensesText(d.senses)}`,
    ...entries,
    `decision: ${d.decision ?? 'undecided'}`,
  ].join(' | ');
}

/**
 * The report as the CLI prints it: one line a kind the format carries, then the rejections' count;
 * for a spreadsheet, the lexicon's rows by group and one line a possible duplicate.
 */
export function describeImportReport(report: ImportReport): string[] {
  const rows = report.lexiconRows;
  const undecided = rows?.possibleDuplicates.filter((d) => d.decision === null).length ?? 0;
  return [
    ...report.kinds.map(
      (k) => `${k}: added ${report.added[k]}, updated ${report.updated[k]}, unchanged ${report.unchanged[k]}`,
    ),
    `rejected: ${report.rejected.length}`,
    ...(rows
      ? [
          `lexicon rows: new ${rows.new.total}, changed ${rows.changed.total}, unchanged ${rows.unchanged.total}, possible duplicates ${rows.possibleDuplicates.length}${undecided ? ` (${undecided} undecided)` : ''}`,
          ...rows.possibleDuplicates.map(describeDuplicate),
        ]
      : []),
  ];
}
