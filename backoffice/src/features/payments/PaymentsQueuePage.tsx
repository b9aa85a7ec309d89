import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, buttons, useRequest } from '@croupier/ui';
import { AmountCell, ListTable, TimeCell } from '../tables';
import { receiptUrl } from '../admin-api';
import { hasRole, useSessionStore } from '../session';
import { PAYMENT_DECLINE_REASONS } from '@croupier/contracts';
import { ListedReasonForm, ReasonForm } from '../forms';
import { HeldDepositRelease } from './HeldDepositRelease';
import {
  approveTransaction,
  declineTransaction,
  loadPendingTransactions,
  releaseHeldDeposit,
  returnHeldDeposit,
  type PendingTransaction,
} from './pendingTransactions';
import styles from './payments.module.scss';
import { formatWait, minutesSince } from './waitTimes';

/**
 * Pending deposits and withdrawals, and held chain deposits: those past their brand's time limit
 * first, then oldest first, each with its wait against the limit. Only the payments role decides
 * them: a request is approved or declined (with a reason from the closed list), a held deposit
 * released or returned.
 */
export function PaymentsQueuePage() {
  const { t, i18n } = useTranslation();
  const now = Date.now();
  const session = useSessionStore((state) => state.session);
  const canDecide = session ? hasRole(session, ['payments']) : false;
  const pending = useRequest(loadPendingTransactions);
  // The decision whose confirmation is open, under its row.
  const [confirming, setConfirming] = useState<{
    id: string;
    kind: 'decline' | 'release' | 'return';
  } | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** `decision` answers the key of the outcome's text. */
  async function decide(transaction: PendingTransaction, decision: () => Promise<string>) {
    setSendingId(transaction.transactionId);
    setFailure(null);
    setOutcome(null);
    try {
      const done = await decision();
      setConfirming(null);
      setOutcome(t(done, { username: transaction.username }));
      await pending.reload();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSendingId(null);
    }
  }

  const columns = [
    { label: t('payments.player') },
    { label: t('payments.brand') },
    { label: t('payments.type') },
    { label: t('payments.amount'), amount: true },
    { label: t('payments.channel') },
    { label: t('payments.requestedAt') },
    { label: t('payments.waiting') },
    { label: t('payments.receipt') },
    ...(canDecide ? [{ label: t('payments.decision') }] : []),
  ];

  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">{t('payments.title')}</h1>
      <FormError message={failure} />
      {outcome && (
        <p role="status" className={styles.outcome}>
          {outcome}
        </p>
      )}
      <ListTable
        request={pending}
        empty={t('payments.empty')}
        columns={columns}
        rowOf={(transaction) => (
          <Fragment key={transaction.transactionId}>
            <tr>
              <td>{transaction.username}</td>
              <td>{transaction.brandId}</td>
              <td>
                {transaction.status === 'HELD'
                  ? t('payments.heldType', { network: transaction.network })
                  : t(`payments.types.${transaction.transactionType}`)}
              </td>
              <AmountCell amount={transaction.amount} currency={transaction.currency} />
              <td>{transaction.paymentChannel ?? '—'}</td>
              <TimeCell at={transaction.createdAt} />
              <td>
                {t('payments.waitedOf', {
                  waited: formatWait(minutesSince(transaction.createdAt, now), i18n.language),
                  limit: formatWait(transaction.timeLimitMinutes, i18n.language),
                })}
                {transaction.overdue && (
                  <strong className={styles.overdue}> {t('payments.overdue')}</strong>
                )}
              </td>
              <td>
                {transaction.hasReceipt ? (
                  <a href={receiptUrl(transaction.transactionId)} target="_blank" rel="noreferrer">
                    {t('payments.viewReceipt')}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              {canDecide && transaction.status === 'HELD' && (
                <td>
                  <p className={styles.firstApproval}>
                    {t('payments.heldBecause', { reason: transaction.reason })}
                  </p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={buttons.compactPrimary}
                      disabled={sendingId !== null}
                      aria-label={t('payments.releaseOf', { username: transaction.username })}
                      onClick={() =>
                        setConfirming({ id: transaction.transactionId, kind: 'release' })
                      }
                    >
                      {t('payments.release')}
                    </button>
                    <button
                      type="button"
                      className={buttons.compactSecondary}
                      disabled={sendingId !== null}
                      aria-label={t('payments.returnOf', { username: transaction.username })}
                      onClick={() =>
                        setConfirming({ id: transaction.transactionId, kind: 'return' })
                      }
                    >
                      {t('payments.return')}
                    </button>
                  </div>
                </td>
              )}
              {canDecide && transaction.status !== 'HELD' && (
                <td>
                  {transaction.firstApprovedBy !== null && (
                    <p className={styles.firstApproval}>
                      {t('payments.firstApprovalBy', { name: transaction.firstApprovedBy })}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={buttons.compactPrimary}
                      disabled={
                        sendingId !== null || transaction.firstApprovedBy === session?.username
                      }
                      aria-label={t('payments.approveOf', { username: transaction.username })}
                      onClick={() =>
                        void decide(transaction, async () => {
                          const { status } = await approveTransaction(transaction.transactionId);
                          return status === 'PENDING'
                            ? 'payments.firstApproved'
                            : 'payments.approved';
                        })
                      }
                    >
                      {t('payments.approve')}
                    </button>
                    <button
                      type="button"
                      className={buttons.compactSecondary}
                      disabled={sendingId !== null}
                      aria-label={t('payments.declineOf', { username: transaction.username })}
                      onClick={() =>
                        setConfirming({ id: transaction.transactionId, kind: 'decline' })
                      }
                    >
                      {t('payments.decline')}
                    </button>
                  </div>
                </td>
              )}
            </tr>
            {confirming?.id === transaction.transactionId && confirming.kind === 'release' && (
              <tr>
                <td colSpan={columns.length}>
                  <HeldDepositRelease
                    transaction={transaction}
                    isSending={sendingId === transaction.transactionId}
                    onCancel={() => setConfirming(null)}
                    onConfirm={() =>
                      void decide(transaction, async () => {
                        await releaseHeldDeposit(transaction.transactionId);
                        return 'payments.released';
                      })
                    }
                  />
                </td>
              </tr>
            )}
            {confirming?.id === transaction.transactionId && confirming.kind === 'return' && (
              <tr>
                <td colSpan={columns.length}>
                  <ReasonForm
                    id={`return-reason-${transaction.transactionId}`}
                    title={t('payments.returnTitle')}
                    label={t('payments.reason')}
                    confirmLabel={t('payments.confirmReturn')}
                    isSending={sendingId === transaction.transactionId}
                    onCancel={() => setConfirming(null)}
                    onConfirm={(reason) =>
                      void decide(transaction, async () => {
                        await returnHeldDeposit(transaction.transactionId, reason);
                        return 'payments.returned';
                      })
                    }
                  />
                </td>
              </tr>
            )}
            {confirming?.id === transaction.transactionId && confirming.kind === 'decline' && (
              <tr>
                <td colSpan={columns.length}>
                  <ListedReasonForm
                    id={`decline-reason-${transaction.transactionId}`}
                    title={t('payments.declineTitle')}
                    reasons={PAYMENT_DECLINE_REASONS}
                    reasonLabel={(code) => t(`declineReasons.${code}`)}
                    confirmLabel={t('payments.confirmDecline')}
                    isSending={sendingId === transaction.transactionId}
                    onCancel={() => setConfirming(null)}
                    onConfirm={(decline) =>
                      void decide(transaction, async () => {
                        await declineTransaction(transaction.transactionId, decline);
                        return 'payments.declined';
                      })
                    }
                  />
                </td>
              </tr>
            )}
          </Fragment>
        )}
      />
    </section>
  );
}
