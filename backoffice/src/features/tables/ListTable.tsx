import type { ReactNode } from 'react';
import { DataTable, EmptyState, Loaded, type DataColumn, type Request } from '@croupier/ui';

export interface TableProps<Item> {
  columns: DataColumn[];
  /** What stands instead of the table when there is no row. */
  empty: ReactNode;
  /** One row (or more, keyed) of the table. */
  rowOf: (item: Item) => ReactNode;
}

/** The rows a request loaded as a table, or `empty` when it found none. */
export function ListTable<Item>({
  request,
  ...table
}: TableProps<Item> & { request: Request<Item[]> }) {
  return <Loaded request={request}>{(items) => <TableOrEmpty items={items} {...table} />}</Loaded>;
}

/** Rows already loaded as a table, or `empty` when there is none. */
export function TableOrEmpty<Item>({
  items,
  columns,
  empty,
  rowOf,
}: TableProps<Item> & { items: Item[] }) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <DataTable columns={columns}>{items.map(rowOf)}</DataTable>;
}
