import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import type { PendingTransaction } from './pendingTransactions';
import styles from './payments.module.scss';

/** Asks before a held chain deposit becomes playable money of its player. */
export function HeldDepositRelease({
  transaction,
  isSending,
  onConfirm,
  onCancel,
}: {
  transaction: PendingTransaction;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `release-title-${transaction.transactionId}`;
  return (
    <div role="alertdialog" aria-labelledby={titleId} className={styles.confirm}>
      <h2 id={titleId}>{t('payments.releaseTitle')}</h2>
      <p>
        {t('payments.releaseQuestion', {
          amount: `${transaction.amount} ${transaction.currency}`,
          username: transaction.username,
        })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.compactPrimary}
          disabled={isSending}
          onClick={onConfirm}
        >
          {t('payments.confirmRelease')}
        </button>
        <button type="button" className={buttons.compactSecondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
