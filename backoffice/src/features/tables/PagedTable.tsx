import type { Page } from '@croupier/contracts';
import { Loaded, Pager, type Request } from '@croupier/ui';
import { TableOrEmpty, type TableProps } from './ListTable';

/** The page of rows a request loaded as a table with a pager under it, or `empty` when none. */
export function PagedTable<Item>({
  request,
  page,
  onPage,
  ...table
}: TableProps<Item> & {
  request: Request<Page<Item>>;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Loaded request={request}>
      {({ items, total, pageSize }) => (
        <>
          <TableOrEmpty items={items} {...table} />
          {items.length > 0 && (
            <Pager page={page} pageCount={Math.ceil(total / pageSize)} onPage={onPage} />
          )}
        </>
      )}
    </Loaded>
  );
}
