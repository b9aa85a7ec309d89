import type { BonusReport } from '../offers';

/** The bonus report's columns, in the order of its table and CSV file; amounts line up right. */
export const BONUS_REPORT_COLUMNS = [
  { field: 'name' },
  { field: 'kind' },
  { field: 'currency' },
  { field: 'claims', amount: true },
  { field: 'granted', amount: true },
  { field: 'converted', amount: true },
  { field: 'forfeited', amount: true },
  { field: 'expired', amount: true },
  { field: 'outstanding', amount: true },
] as const;

// As the API's CSV reports: a spreadsheet runs a cell that starts like a formula, so such a cell
// (an offer's name) is quoted inert; numbers, negative ones too, stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

function cell(value: string | number): string {
  const text = String(value);
  const inert = FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The report as CSV text: a header row of the fields, then one line per offer and currency. */
export function bonusReportCsv(report: BonusReport): string {
  const fields = BONUS_REPORT_COLUMNS.map(({ field }) => field);
  const lines = [
    fields.join(','),
    ...report.items.map((row) => fields.map((field) => cell(row[field])).join(',')),
  ];
  return `${lines.join('\n')}\n`;
}

/** A link target that downloads the text as a CSV file, built in the browser from what is shown. */
export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
