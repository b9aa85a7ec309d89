// Reports as CSV files: a header row of the fields, then one line per row.

import { stringify } from 'csv-stringify/sync';

// A spreadsheet runs a cell that starts like a formula; numbers (negative ones too) stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

const inert = (value: unknown) => {
  const text = String(value);
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
};

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]) {
  return stringify(
    rows.map((row) => columns.map((column) => inert(row[column]))),
    { header: true, columns: [...columns] },
  );
}
