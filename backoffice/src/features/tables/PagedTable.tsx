import type { ReactNode } from 'react';
import type { Page } from '@croupier/contracts';
import { EmptyState, Loaded, Pager, type Request } from '@croupier/ui';
import { SortedTable, type TableProps } from './ListTable';
import { useSorting } from './useSorting';

/**
 * The page of rows a request loaded, with a pager under it, or `empty` when none. The API pages:
 * a header sorts the page shown, and "Download CSV" is the API's CSV (`csvHref`) or every page
 * asked of `loadPage`.
 */
export function PagedTable<Item>({
  request,
  page,
  onPage,
  loadPage,
  ...table
}: TableProps<Item> & {
  request: Request<Page<Item>>;
  page: number;
  onPage: (page: number) => void;
} & (
    | { csvHref: string; loadPage?: never }
    | { csvHref?: never; loadPage: (page: number) => Promise<Page<Item>> }
  )) {
  return (
    <Loaded request={request}>
      {({ items, total, pageSize }) => (
        <ServerPagedTable
          {...table}
          items={items}
          pager={<Pager page={page} pageCount={Math.ceil(total / pageSize)} onPage={onPage} />}
          allRows={loadPage && (() => everyPage(loadPage))}
        />
      )}
    </Loaded>
  );
}

/**
 * A page of rows the API paged, loaded by the page itself, with `pager` under it: a header sorts
 * the page shown; "Download CSV" is the API's (`csvHref`) or `allRows`.
 */
export function ServerPagedTable<Item>({
  items,
  columns,
  empty,
  rowOf,
  csvName,
  csvHref,
  phoneCards,
  pager,
  allRows,
}: TableProps<Item> & {
  items: Item[];
  pager: ReactNode;
  allRows?: () => Promise<Item[]>;
}) {
  const { sorted, headers } = useSorting(columns, items);
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <SortedTable
      headers={headers}
      csv={{
        name: csvName,
        href: csvHref,
        columns,
        rows: allRows ?? (() => Promise.resolve(items)),
      }}
      phoneCards={phoneCards}
      pager={pager}
    >
      {sorted.map(rowOf)}
    </SortedTable>
  );
}

/** The rows of every page, in the API's order. */
export async function everyPage<Item>(loadPage: (page: number) => Promise<Page<Item>>) {
  const first = await loadPage(1);
  const rows = [...first.items];
  const pageCount = Math.ceil(first.total / first.pageSize);
  for (let page = 2; page <= pageCount; page += 1) rows.push(...(await loadPage(page)).items);
  return rows;
}
