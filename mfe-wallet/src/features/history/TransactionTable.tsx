import { useTranslation } from 'react-i18next';
import type { Transaction } from '@croupier/shared';
import { StatusBadge } from '../../components/StatusBadge';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import styles from './HistoryPage.module.scss';

/** A table on wide screens; each row becomes a labelled card on phones (see the stylesheet). */
export function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  const { t, i18n } = useTranslation('wallet');
  const formatAmount = useFormatAmount();
  const columns = {
    type: t('transaction.type'),
    amount: t('transaction.amount'),
    status: t('transaction.status'),
    date: t('transaction.date'),
  };
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{columns.type}</th>
          <th scope="col">{columns.amount}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.date}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <tr key={transaction.transactionId}>
            <td data-label={columns.type}>{t(`transactionType.${transaction.transactionType}`)}</td>
            <td data-label={columns.amount} className={styles.amount}>
              {formatAmount(transaction.amount, transaction.currency)}
            </td>
            <td data-label={columns.status}>
              <StatusBadge transaction={transaction} />
            </td>
            <td data-label={columns.date}>
              <time dateTime={transaction.createdAt}>
                {new Date(transaction.createdAt).toLocaleString(i18n.language)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
