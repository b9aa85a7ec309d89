import type { DataColumn } from '@croupier/ui';

/** What a cell holds, as the API gave it: text, a decimal string, an ISO instant or a count. */
export type CellValue = string | number | null | undefined;

/** How a column's values compare. */
export type SortKind = 'text' | 'decimal' | 'date' | 'number';

/**
 * A column of a list table. A column with a `value` sorts and goes into the CSV file (amounts as
 * plain decimals, dates ISO: the value as the API gave it); one without (buttons) does neither.
 * Values compare as `kind`: decimals in an amount column, text otherwise, unless said.
 */
export interface Column<Item> extends DataColumn {
  value?: (item: Item) => CellValue;
  kind?: SortKind;
  /** An amount's currency, which the CSV file puts in a column of its own after the amount. */
  currency?: (item: Item) => string;
}

export const kindOf = (column: Column<never>): SortKind =>
  column.kind ?? (column.amount ? 'decimal' : 'text');
