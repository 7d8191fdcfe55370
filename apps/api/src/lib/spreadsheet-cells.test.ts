import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetCell, readSpreadsheetCell } from './spreadsheet-cells';

// Sample words, invented: not language material.
describe('escapeSpreadsheetCell and readSpreadsheetCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+tahak', "'+tahak"],
    ['-ek', "'-ek"],
    ['-ek (plural suffix)', "'-ek (plural suffix)"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ["'-ek", "''-ek"],
    ["''=x", "'''=x"],
    ['\uFF1D1+2', "'\uFF1D1+2"],
    // Cells a spreadsheet shows as they are: left alone, also on the way back.
    ['tahak', 'tahak'],
    ["'ak (a glottal stop first)", "'ak (a glottal stop first)"],
    ["''", "''"],
    ['a-b', 'a-b'],
    ['river = stream', 'river = stream'],
    ['', ''],
    ['42', '42'],
  ])('when the cell is %j, then the export writes %j and the import reads it back', (text, written) => {
    expect(escapeSpreadsheetCell(text)).toBe(written);
    expect(readSpreadsheetCell(written)).toBe(text);
  });

  it.each([
    ["'=1+2", '=1+2'],
    ["'-ek", '-ek'],
    ["'tahak", "'tahak"],
    ['-ek', '-ek'],
  ])('when a spreadsheet file holds %j, then the import reads %j', (cell, text) => {
    expect(readSpreadsheetCell(cell)).toBe(text);
  });
});
