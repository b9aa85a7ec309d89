import type { DataColumn } from '@croupier/ui';

/** What a cell holds, as the API gave it: text, a decimal string, an ISO instant or a count. */
export type CellValue = string | number | null | undefined;

/** How a column's values compare. */
export type SortKind = 'text' | 'decimal' | 'date' | 'number';

export interface ColumnValue<Item> {
  /** The cell's value, for sorting and for the CSV file (amounts plain decimals, dates ISO). */
  value: (item: Item) => CellValue;
  kind: SortKind;
}

/**
 * A column of a list table. A column with a value sorts and goes into the CSV file; one without
 * (a column of buttons) does neither.
 */
export type Column<Item> = DataColumn & Partial<ColumnValue<Item>>;

export const text = <Item>(value: (item: Item) => CellValue): ColumnValue<Item> => ({
  value,
  kind: 'text',
});
export const decimal = <Item>(value: (item: Item) => CellValue): ColumnValue<Item> => ({
  value,
  kind: 'decimal',
});
export const date = <Item>(value: (item: Item) => CellValue): ColumnValue<Item> => ({
  value,
  kind: 'date',
});
export const count = <Item>(value: (item: Item) => CellValue): ColumnValue<Item> => ({
  value,
  kind: 'number',
});
