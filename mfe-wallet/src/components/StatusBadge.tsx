import { useTranslation } from 'react-i18next';
import type { Transaction } from '@croupier/shared';
import styles from './StatusBadge.module.scss';

/**
 * Pending, approved (SUCCESS, docs/glossary.md#money) or declined with the operator's reason; a
 * chain deposit held by a player-protection rule with that rule, or returned with the reason.
 */
export function StatusBadge({
  transaction,
}: {
  transaction: Pick<Transaction, 'status' | 'reason' | 'holdReason'>;
}) {
  const { t } = useTranslation('wallet');
  const { status, reason, holdReason } = transaction;
  const shownReason = (status === 'DECLINED' || status === 'RETURNED') && reason;
  return (
    <span>
      <span className={styles[status]}>{t(`status.${status}`)}</span>
      {shownReason && <span className={styles.reason}>{t('status.reason', { reason })}</span>}
      {status === 'HELD' && (
        <span className={styles.reason}>
          {t(`holdReason.${holdReason ?? 'other'}`, { defaultValue: t('holdReason.other') })}
        </span>
      )}
    </span>
  );
}
