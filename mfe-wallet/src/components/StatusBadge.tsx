import { useTranslation } from 'react-i18next';
import type { Transaction } from '@croupier/shared';
import styles from './StatusBadge.module.scss';

type ShownTransaction = Pick<
  Transaction,
  'status' | 'reason' | 'reasonCode' | 'holdReason' | 'step' | 'stepSince' | 'dueAt'
>;

/**
 * Pending with the step it is at, since when and when a decision is due; approved (SUCCESS,
 * docs/glossary.md#money); declined with the reason from the closed list and what to do (an older
 * decline's own words); a chain deposit held by a player-protection rule with that rule, or
 * returned with the reason.
 */
export function StatusBadge({ transaction }: { transaction: ShownTransaction }) {
  const { t } = useTranslation('wallet');
  const { status, reason, reasonCode, holdReason } = transaction;
  return (
    <span>
      <span className={styles[status]}>{t(`status.${status}`)}</span>
      {status === 'PENDING' && <WaitingStep transaction={transaction} />}
      {status === 'DECLINED' && reasonCode !== null && (
        <>
          <span className={styles.reason}>{t(`declineReasons.${reasonCode}.reason`)}</span>
          <span className={styles.reason}>
            {t('status.whatToDo', { text: t(`declineReasons.${reasonCode}.whatToDo`) })}
          </span>
        </>
      )}
      {(status === 'DECLINED' || status === 'RETURNED') && reasonCode === null && reason && (
        <span className={styles.reason}>{t('status.reason', { reason })}</span>
      )}
      {status === 'HELD' && (
        <span className={styles.reason}>
          {t(`holdReason.${holdReason ?? 'other'}`, { defaultValue: t('holdReason.other') })}
        </span>
      )}
    </span>
  );
}

/** Where a pending payment stands: waiting for a decision or a second check, since when, due by. */
function WaitingStep({ transaction }: { transaction: ShownTransaction }) {
  const { t, i18n } = useTranslation('wallet');
  const { step, stepSince, dueAt } = transaction;
  if (step === null || step === 'held' || stepSince === null) return null;
  const at = (time: string) =>
    new Date(time).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <span className={styles.reason}>{t(`step.${step}`, { since: at(stepSince) })}</span>
      {dueAt !== null && (
        <span className={styles.reason}>{t('step.dueAt', { dueAt: at(dueAt) })}</span>
      )}
    </>
  );
}
