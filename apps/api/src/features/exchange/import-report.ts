import type { ImportReport } from '@langapp/shared';

/** The report as the CLI prints it: one line a kind the format carries, then the rejections' count. */
export function describeImportReport(report: ImportReport): string[] {
  return [
    ...report.kinds.map(
      (k) => `${k}: added ${report.added[k]}, updated ${report.updated[k]}, unchanged ${report.unchanged[k]}`,
    ),
    `rejected: ${report.rejected.length}`,
  ];
}
