import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventBus, listAccountTransactions, type TransactionCategory } from '@croupier/shared';
import { EmptyState, Loaded, Pager, buttons, useRequest } from '@croupier/ui';
import { TransactionTable } from './TransactionTable';
import styles from './HistoryPage.module.scss';

const PAGE_SIZE = 10;

/** One tab's transactions, newest first unless the player flips the order. */
export function TransactionList({ category }: { category: TransactionCategory }) {
  const { t } = useTranslation('wallet');
  const [sort, setSort] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const load = useCallback(
    () => listAccountTransactions({ transactionType: category, sort, page, pageSize: PAGE_SIZE }),
    [category, sort, page],
  );
  const transactions = useRequest(load);
  const { reload } = transactions;
  // An operator's decision changes a listed deposit's or withdrawal's status.
  useEffect(() => eventBus.on('wallet:paymentDecided', () => void reload()), [reload]);

  function flipSort() {
    setSort((current) => (current === 'desc' ? 'asc' : 'desc'));
    setPage(1);
  }

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <button type="button" className={buttons.secondary} onClick={flipSort}>
          {sort === 'desc' ? t('history.newestFirst') : t('history.oldestFirst')}
        </button>
      </div>
      <Loaded request={transactions}>
        {(result) =>
          result.items.length === 0 ? (
            <EmptyState>{t('history.empty')}</EmptyState>
          ) : (
            <>
              <TransactionTable transactions={result.items} />
              <Pager
                page={result.page}
                pageCount={Math.ceil(result.total / result.pageSize)}
                onPage={setPage}
                className={styles.pager}
              />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
