import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@croupier/ui';
import { PagedTable, type Column } from '../tables';
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
  columns: Column<Item>[];
  rowOf: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const load = useCallback(() => loadHistory<Item>(playerId, name, page), [playerId, name, page]);
  const history = useRequest(load);
  return (
    <PagedTable
      request={history}
      page={page}
      onPage={setPage}
      empty={t(`players.empty.${name}`)}
      columns={columns}
      rowOf={rowOf}
      csvName={name}
      loadPage={(anyPage) => loadHistory<Item>(playerId, name, anyPage)}
    />
  );
}
