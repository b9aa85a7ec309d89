import { useState, type ReactNode } from 'react';
import { DataTable, EmptyState, Loaded, Pager, type Request } from '@croupier/ui';
import type { Column } from './columns';
import { CsvButton, type CsvSource } from './CsvButton';
import { useSorting } from './useSorting';
import styles from './tables.module.scss';

/** Rows a list table shows at once; the pager reaches the others. */
export const ROWS_PER_PAGE = 25;

export interface TableProps<Item> {
  columns: Column<Item>[];
  /** What stands instead of the table when there is no row. */
  empty: ReactNode;
  /** One row (or more, keyed) of the table. */
  rowOf: (item: Item) => ReactNode;
  /** The name of the CSV file, without ".csv". */
  csvName: string;
  /** The API's own CSV of the same list, downloaded instead of one made in the browser. */
  csvHref?: string;
  phoneCards?: boolean;
}

/** The rows a request loaded as a table, or `empty` when it found none. */
export function ListTable<Item>({
  request,
  ...table
}: TableProps<Item> & { request: Request<Item[]> }) {
  return <Loaded request={request}>{(items) => <TableOrEmpty items={items} {...table} />}</Loaded>;
}

/**
 * Rows already loaded as a table that sorts by any column with a value, shows ROWS_PER_PAGE rows a
 * page and downloads every row, in the order shown, as CSV; or `empty` when there is none.
 */
export function TableOrEmpty<Item>({
  items,
  columns,
  empty,
  rowOf,
  csvName,
  csvHref,
  phoneCards,
}: TableProps<Item> & { items: Item[] }) {
  const [page, setPage] = useState(1);
  const { sorted, headers } = useSorting(columns, items, () => setPage(1));
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  const pageCount = Math.ceil(sorted.length / ROWS_PER_PAGE);
  const shownPage = Math.min(page, pageCount);
  const rows = sorted.slice((shownPage - 1) * ROWS_PER_PAGE, shownPage * ROWS_PER_PAGE);
  return (
    <SortedTable
      headers={headers}
      csv={{ name: csvName, href: csvHref, columns, rows: () => Promise.resolve(sorted) }}
      phoneCards={phoneCards}
      pager={<Pager page={shownPage} pageCount={pageCount} onPage={setPage} />}
    >
      {rows.map(rowOf)}
    </SortedTable>
  );
}

/** A table with its "Download CSV" above it and its pager under it. */
export function SortedTable<Item>({
  headers,
  csv,
  phoneCards,
  pager,
  children,
}: {
  headers: Column<Item>[];
  csv: CsvSource<Item>;
  phoneCards?: boolean;
  pager: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.table}>
      <div className={styles.tools}>
        <CsvButton source={csv} />
      </div>
      <DataTable columns={headers} phoneCards={phoneCards}>
        {children}
      </DataTable>
      {pager}
    </div>
  );
}
