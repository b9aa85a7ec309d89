import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, Loaded, Pager, useRequest, type DataColumn } from '@croupier/ui';
import { loadHistory, type HistoryName } from './playersApi';

/** One paged history of the player, newest first. */
export function HistoryTable<Item>({
  playerId,
  name,
  columns,
  rowOf,
}: {
  playerId: string;
  name: HistoryName;
  columns: DataColumn[];
  rowOf: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const load = useCallback(() => loadHistory<Item>(playerId, name, page), [playerId, name, page]);
  const history = useRequest(load);
  return (
    <Loaded request={history}>
      {({ items, total, pageSize }) =>
        items.length === 0 ? (
          <EmptyState>{t(`players.empty.${name}`)}</EmptyState>
        ) : (
          <>
            <DataTable columns={columns}>{items.map(rowOf)}</DataTable>
            <Pager page={page} pageCount={Math.ceil(total / pageSize)} onPage={setPage} />
          </>
        )
      }
    </Loaded>
  );
}
