import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Column } from './columns';

const labelOf = (column: Column<unknown>) =>
  typeof column.label === 'string' ? column.label : '';

/**
 * The rows as a CSV file: a header of the columns' labels, then each row's values as the API gave
 * them (amounts plain decimals, dates ISO). Columns without a value (buttons) are left out.
 */
export function csvOf<Item>(columns: Column<Item>[], items: Item[]): string {
  const exported = columns.filter((column) => column.value);
  return stringify([
    exported.map((column) => labelOf(column as Column<unknown>)),
    ...items.map((item) => exported.map((column) => column.value?.(item) ?? '')),
  ]);
}

/** Hands `csv` to the browser as a file called `<name>.csv`. */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
