import { useTranslation } from 'react-i18next';
import { ConfirmDecision } from './ConfirmDecision';
import type { PendingTransaction } from './pendingTransactions';

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
  return (
    <ConfirmDecision
      id={`release-${transaction.transactionId}`}
      title={t('payments.releaseTitle')}
      question={t('payments.releaseQuestion', {
        amount: `${transaction.amount} ${transaction.currency}`,
        username: transaction.username,
      })}
      confirmLabel={t('payments.confirmRelease')}
      isSending={isSending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
