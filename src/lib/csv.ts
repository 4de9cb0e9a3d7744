// The one CSV writer of the portal (issue 16, point 5): money reports, open data and statistics all write through
// it. csv-stringify quotes what RFC 4180 needs; before that, a cell that a spreadsheet would read as a formula
// (beginning with =, +, -, @, tab or carriage return; OWASP "CSV injection") is neutralised by a leading
// apostrophe, so `=HYPERLINK(...)` typed as a name is shown as text. Numbers are written as numbers (a negative
// amount stays -12.50); only strings are neutralised, and a string that is a plain number (e.g. "-12.50", an amount
// already formatted) is left as it is.

import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | bigint | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A cell as text a spreadsheet shows and never evaluates. */
export function neutralise(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  return FORMULA.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** Rows to CSV text: CRLF line ends, fields quoted when they hold a comma, quote or line break. */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((r) => r.map(neutralise)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
