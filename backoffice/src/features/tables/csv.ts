import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Column } from './columns';

const labelOf = (column: Column<unknown>) => (typeof column.label === 'string' ? column.label : '');

/**
 * The rows as a CSV file: a header of the columns' labels, then each row's values as the API gave
 * them (amounts plain decimals, dates ISO), an amount's currency in the column after it, headed
 * `currencyHeader(label)`. Columns without a value (buttons) are left out.
 */
export function csvOf<Item>(
  columns: Column<Item>[],
  items: Item[],
  currencyHeader: (label: string) => string,
): string {
  const exported = columns.filter((column) => column.value);
  const header = exported.flatMap((column) => {
    const label = labelOf(column as Column<unknown>);
    return column.currency ? [label, currencyHeader(label)] : [label];
  });
  const cellsOf = (item: Item) =>
    exported.flatMap((column) => {
      const value = column.value?.(item) ?? '';
      return column.currency ? [value, column.currency(item)] : [value];
    });
  return stringify([header, ...items.map(cellsOf)]);
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
