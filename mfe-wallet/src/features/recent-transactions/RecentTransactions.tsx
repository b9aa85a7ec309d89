import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  eventBus,
  formatCurrencyAmount,
  getRecentPayments,
  useBrandStore,
} from '@croupier/shared';
import { useRequest } from '@croupier/ui';
import styles from './RecentTransactions.module.scss';

/** Others' deposits and withdrawals arrive without an event of ours, so the list also refreshes on a timer. */
export const REFRESH_INTERVAL_MS = 10_000;

/** Home "transactions": the brand's latest approved deposits and withdrawals, kept fresh. */
export function RecentTransactions() {
  const { t } = useTranslation('wallet');
  const brandId = useBrandStore((state) => state.config?.brandId ?? '');
  const load = useCallback(() => getRecentPayments(brandId), [brandId]);
  const recent = useRequest(load);
  const { reload } = recent;

  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_INTERVAL_MS);
    const off = eventBus.on('wallet:paymentDecided', () => void reload());
    return () => {
      clearInterval(timer);
      off();
    };
  }, [reload]);

  if (recent.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (recent.status === 'failed') return <p role="alert">{errorMessage(recent.error)}</p>;
  if (recent.data.length === 0) return <p>{t('recent.empty')}</p>;
  return (
    <ul className={styles.list} data-testid="recent-transactions">
      {recent.data.map((item, index) => (
        <li key={`${item.username}-${item.amount}-${index}`} className={styles.item}>
          <img src={item.currencyLogo} alt="" width={28} height={28} />
          <span className={styles.who}>{item.username}</span>
          <span className={styles.kind}>{t(`recent.${item.transactionType}`)}</span>
          <strong className={styles.amount}>
            {formatCurrencyAmount(item.amount, item.currency)} {item.currency}
          </strong>
        </li>
      ))}
    </ul>
  );
}
