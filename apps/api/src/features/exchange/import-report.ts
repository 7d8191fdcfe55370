import type { ImportReport } from '@langapp/shared';

/**
 * The report as the CLI prints it on stdout: one line a kind the format carries (with the entries
 * a LIFT file removed), the writing systems a LIFT import read, then the rejections' count.
 */
export function describeImportReport(report: ImportReport): string[] {
  const ws = report.writingSystems;
  return [
    ...report.kinds.map(
      (k) =>
        `${k}: added ${report.added[k]}, updated ${report.updated[k]}, unchanged ${report.unchanged[k]}` +
        (report.removed?.[k] ? `, removed ${report.removed[k]}` : ''),
    ),
    ...(ws
      ? [
          `writing systems: headwords ${ws.headwords}, glosses and definitions ${ws.glosses}` +
            (ws.others.length > 0 ? `; also in the file: ${ws.others.join(', ')}` : ''),
        ]
      : []),
    `rejected: ${report.rejected.length}`,
  ];
}

/** The report's warnings as the CLI prints them on stderr, one line each. */
export function describeImportWarnings(report: ImportReport): string[] {
  return (report.warnings ?? []).map(
    (w) =>
      `warning ${w.kind}: ${w.count} ${w.reason}, e.g. ${w.where.join('; ')}${w.count > w.where.length ? '; …' : ''}`,
  );
}
