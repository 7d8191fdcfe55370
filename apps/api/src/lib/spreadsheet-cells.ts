// Cells a spreadsheet would run (ADR 050), for every CSV the app writes. OWASP's CSV-injection
// guidance: a cell that begins with =, +, -, @, a tab or a carriage return is read as a formula by
// Excel, LibreOffice and Google Sheets (Apple Numbers also takes the full-width ＝ ＋ － ＠); a single
// quote before it makes the spreadsheet show it as text. A cell that already begins with quotes
// before such a character gets one more, so that reading it back, which takes one quote off, gives
// the text as it was ("'-ek" is written "''-ek" and read back "'-ek"). csv-stringify's
// escape_formulas does not, so an import could not tell its escaped cells from such text.

/** Any number of quotes, then a character a spreadsheet starts a formula with. */
const RUNNABLE = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const ESCAPED = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell as the CSV export writes it: one quote before a cell a spreadsheet would run. */
export function escapeSpreadsheetCell(cell: string): string {
  return RUNNABLE.test(cell) ? `'${cell}` : cell;
}

/** A cell of an imported CSV as its text: the quote the export put before a runnable cell taken off. */
export function readSpreadsheetCell(cell: string): string {
  return ESCAPED.test(cell) ? cell.slice(1) : cell;
}
