import { useTranslation } from 'react-i18next';
import type { Transaction } from '@croupier/shared';
import { useFormatAmount } from '../hooks/useFormatAmount';
import { StatusBadge } from './StatusBadge';
import { panels as styles } from '@croupier/ui';

/** One deposit or withdrawal as the server recorded it. */
export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const { t, i18n } = useTranslation('wallet');
  const formatAmount = useFormatAmount();
  return (
    <dl className={styles.details}>
      <dt>{t('transaction.reference')}</dt>
      <dd>{transaction.transactionId}</dd>
      <dt>{t('transaction.type')}</dt>
      <dd>{t(`transactionType.${transaction.transactionType}`)}</dd>
      <dt>{t('transaction.amount')}</dt>
      <dd>{formatAmount(transaction.amount, transaction.currency)}</dd>
      <dt>{t('transaction.status')}</dt>
      <dd>
        <StatusBadge transaction={transaction} />
      </dd>
      <dt>{t('transaction.date')}</dt>
      <dd>{new Date(transaction.createdAt).toLocaleString(i18n.language)}</dd>
    </dl>
  );
}
