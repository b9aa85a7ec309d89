import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_DECLINE_REASONS } from '@croupier/contracts';
import { buttons, moneyText } from '@croupier/ui';
import { ListedReasonForm } from '../forms';
import { ConfirmDecision } from './ConfirmDecision';
import type { Decline, PendingTransaction } from './pendingTransactions';
import { totalsPerCurrency } from './totals';
import styles from './payments.module.scss';

/**
 * The requests ticked in the queue, decided together after one confirmation that states how many
 * and the total per currency; a decline takes one reason from the closed list for all of them.
 */
export function BulkDecisionBar({
  selected,
  isSending,
  onApprove,
  onDecline,
  onClearSelection,
}: {
  selected: readonly PendingTransaction[];
  isSending: boolean;
  onApprove: () => Promise<void>;
  onDecline: (decline: Decline) => Promise<void>;
  onClearSelection: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'approve' | 'decline' | null>(null);
  const total = totalsPerCurrency(selected)
    .map(({ amount, currency }) => moneyText(amount, currency))
    .join(' + ');
  const count = selected.length;

  return (
    <div className={styles.bulk} role="group" aria-label={t('queue.bulkTitle')}>
      <p>{t('queue.selected', { count, total })}</p>
      {asking === null && (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.compactPrimary}
            disabled={isSending}
            onClick={() => setAsking('approve')}
          >
            {t('queue.approveSelected', { count })}
          </button>
          <button
            type="button"
            className={buttons.compactSecondary}
            disabled={isSending}
            onClick={() => setAsking('decline')}
          >
            {t('queue.declineSelected', { count })}
          </button>
          <button type="button" className={buttons.compactSecondary} onClick={onClearSelection}>
            {t('queue.clearSelection')}
          </button>
        </div>
      )}
      {asking === 'approve' && (
        <ConfirmDecision
          id="bulk-approve"
          title={t('queue.bulkApproveTitle')}
          question={t('queue.bulkApproveQuestion', { count, total })}
          confirmLabel={t('queue.confirmBulkApprove', { count })}
          isSending={isSending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void onApprove().then(() => setAsking(null))}
        />
      )}
      {asking === 'decline' && (
        <ListedReasonForm
          id="bulk-decline"
          title={t('queue.bulkDeclineTitle')}
          reasons={PAYMENT_DECLINE_REASONS}
          reasonLabel={(code) => t(`declineReasons.${code}`)}
          confirmLabel={t('queue.confirmBulkDecline', { count })}
          isSending={isSending}
          onCancel={() => setAsking(null)}
          onConfirm={(decline) => void onDecline(decline).then(() => setAsking(null))}
        >
          <p>{t('queue.bulkDeclineQuestion', { count, total })}</p>
        </ListedReasonForm>
      )}
    </div>
  );
}
