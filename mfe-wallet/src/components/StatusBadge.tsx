import { useTranslation } from 'react-i18next';
import type { Transaction } from '@croupier/shared';
import styles from './StatusBadge.module.scss';

/** Pending, approved (SUCCESS, docs/glossary.md#money) or declined with the operator's reason. */
export function StatusBadge({
  transaction,
}: {
  transaction: Pick<Transaction, 'status' | 'reason'>;
}) {
  const { t } = useTranslation('wallet');
  const { status, reason } = transaction;
  return (
    <span>
      <span className={styles[status]}>{t(`status.${status}`)}</span>
      {status === 'DECLINED' && reason && (
        <span className={styles.reason}>{t('status.reason', { reason })}</span>
      )}
    </span>
  );
}
