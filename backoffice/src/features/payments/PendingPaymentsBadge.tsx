import { useTranslation } from 'react-i18next';
import { useRequest } from '@croupier/ui';
import { loadPendingCount } from './pendingTransactions';
import { useRefreshOnPush } from './queuePush';
import styles from './payments.module.scss';

/**
 * The number of payments waiting for staff, beside the queue's link; nothing while none waits.
 * Asked again when the realtime push says the queue changed (or, while it is down, every
 * FALLBACK_REFRESH_MS).
 */
export function PendingPaymentsBadge() {
  const { t } = useTranslation();
  const count = useRequest(loadPendingCount);
  const { reload } = count;
  useRefreshOnPush(() => void reload());

  if (count.status !== 'ready' || count.data.pending === 0) return null;
  const { pending, overdue } = count.data;
  const said = t('queue.waitingCount', { count: pending, overdue });
  return (
    <span
      className={overdue > 0 ? `${styles.badge} ${styles.badgeLate}` : styles.badge}
      title={said}
      data-testid="pending-payments-count"
    >
      <span aria-hidden="true">{pending}</span>
      <span className={styles.visuallyHidden}>{said}</span>
    </span>
  );
}
