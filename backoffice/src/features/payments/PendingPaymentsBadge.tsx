import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@croupier/ui';
import { loadPendingCount } from './pendingTransactions';
import styles from './payments.module.scss';

/** How often the navigation asks how many payments wait. */
export const PENDING_COUNT_REFRESH_MS = 5000;

/** The number of payments waiting for staff, beside the queue's link; nothing while none waits. */
export function PendingPaymentsBadge() {
  const { t } = useTranslation();
  const count = useRequest(loadPendingCount);
  const { reload } = count;

  useEffect(() => {
    const timer = window.setInterval(() => void reload(), PENDING_COUNT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

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
