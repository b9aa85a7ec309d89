import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAYMENT_DECLINE_REASONS } from '@croupier/contracts';
import { LocalTime, buttons, moneyText } from '@croupier/ui';
import { receiptUrl } from '../admin-api';
import { ListedReasonForm, ReasonForm } from '../forms';
import { AmountCell } from '../tables';
import { ConfirmDecision } from './ConfirmDecision';
import { HeldDepositRelease } from './HeldDepositRelease';
import {
  approveTransaction,
  declineTransaction,
  releaseHeldDeposit,
  returnHeldDeposit,
  type PendingTransaction,
} from './pendingTransactions';
import { PlayerContextPanel } from './PlayerContextPanel';
import { formatWait, minutesSince } from './waitTimes';
import styles from './payments.module.scss';

/** A decision to send: it answers the key of the outcome's text. */
export type Decide = (
  transaction: PendingTransaction,
  decision: () => Promise<string>,
) => Promise<boolean>;

/** A payment's kind in words; a held chain deposit names its network. */
export const typeNameOf = (t: TFunction, transaction: PendingTransaction) =>
  transaction.status === 'HELD'
    ? t('payments.heldType', { network: transaction.network })
    : t(`payments.types.${transaction.transactionType}`);

type Asking = 'approve' | 'decline' | 'release' | 'return' | null;

/**
 * One waiting payment: its row (with a tick for bulk decisions), the confirmation of a decision
 * right under it, and the player's context when opened. Nothing is sent before a confirmation.
 */
export function QueueRow({
  transaction,
  now,
  columnCount,
  canDecide,
  staffName,
  isNew,
  isSelected,
  onSelect,
  sendingId,
  onDecide,
  onOnlyThisPlayer,
}: {
  transaction: PendingTransaction;
  now: number;
  columnCount: number;
  canDecide: boolean;
  staffName: string | undefined;
  isNew: boolean;
  isSelected: boolean;
  onSelect: (selected: boolean) => void;
  sendingId: string | null;
  onDecide: Decide;
  onOnlyThisPlayer: (player: { playerId: string; username: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const [showContext, setShowContext] = useState(false);
  const id = transaction.transactionId;
  const { username } = transaction;
  const isHeld = transaction.status === 'HELD';
  const isSending = sendingId === id;
  const amount = moneyText(transaction.amount, transaction.currency);
  const send = (decision: () => Promise<string>) =>
    void onDecide(transaction, decision).then((done) => done && setAsking(null));
  const typeName = typeNameOf(t, transaction);
  const channel = transaction.paymentChannel ?? transaction.network ?? '—';

  return (
    <>
      <tr className={isNew ? styles.newRow : undefined}>
        {canDecide && (
          <td>
            {!isHeld && (
              <input
                type="checkbox"
                className={styles.tick}
                checked={isSelected}
                aria-label={t('queue.selectOf', { username, amount })}
                onChange={(event) => onSelect(event.target.checked)}
              />
            )}
          </td>
        )}
        <td>
          {username}
          {isNew && <strong className={styles.newTag}> {t('queue.new')}</strong>}
          <button
            type="button"
            className={styles.contextToggle}
            aria-expanded={showContext}
            aria-label={t('queue.contextOf', { username })}
            onClick={() => setShowContext((shown) => !shown)}
          >
            {showContext ? '▾' : '▸'} {t('queue.context')}
          </button>
        </td>
        <td>{transaction.brandId}</td>
        <td>
          {typeName}
          {transaction.possibleDuplicates.length > 0 && (
            <strong className={styles.duplicate} title={transaction.possibleDuplicates.join(', ')}>
              {' '}
              {t('queue.possibleDuplicate', { count: transaction.possibleDuplicates.length })}
            </strong>
          )}
          {/* Where the table folds (tablets), the channel stands under the type. */}
          <span className={styles.foldedDetail}>{channel}</span>
        </td>
        <AmountCell amount={transaction.amount} currency={transaction.currency} />
        <td className={styles.foldedColumn}>{channel}</td>
        <td className={styles.foldedColumn}>
          <LocalTime at={transaction.createdAt} withTime />
        </td>
        <td>
          {t('payments.waitedOf', {
            waited: formatWait(minutesSince(transaction.createdAt, now), i18n.language),
            limit: formatWait(transaction.timeLimitMinutes, i18n.language),
          })}
          {transaction.overdue && (
            <strong className={styles.overdue}> {t('payments.overdue')}</strong>
          )}
          {/* Where the table folds (tablets), the request's time stands under its age. */}
          <span className={styles.foldedDetail}>
            <LocalTime at={transaction.createdAt} withTime />
          </span>
        </td>
        <td>
          {transaction.hasReceipt ? (
            <a href={receiptUrl(id)} target="_blank" rel="noreferrer">
              {t('payments.viewReceipt')}
            </a>
          ) : (
            '—'
          )}
        </td>
        {canDecide && (
          <td className={styles.decisionCell}>
            {isHeld ? (
              <p className={styles.firstApproval}>
                {t('payments.heldBecause', { reason: transaction.reason })}
              </p>
            ) : (
              transaction.firstApprovedBy !== null && (
                <p className={styles.firstApproval}>
                  {t('payments.firstApprovalBy', { name: transaction.firstApprovedBy })}
                </p>
              )
            )}
            <div className={styles.actions}>
              <button
                type="button"
                className={buttons.compactPrimary}
                disabled={
                  sendingId !== null || (!isHeld && transaction.firstApprovedBy === staffName)
                }
                aria-label={t(isHeld ? 'payments.releaseOf' : 'payments.approveOf', { username })}
                onClick={() => setAsking(isHeld ? 'release' : 'approve')}
              >
                {t(isHeld ? 'payments.release' : 'payments.approve')}
              </button>
              <button
                type="button"
                className={buttons.compactSecondary}
                disabled={sendingId !== null}
                aria-label={t(isHeld ? 'payments.returnOf' : 'payments.declineOf', { username })}
                onClick={() => setAsking(isHeld ? 'return' : 'decline')}
              >
                {t(isHeld ? 'payments.return' : 'payments.decline')}
              </button>
            </div>
          </td>
        )}
      </tr>
      {asking !== null && (
        <tr>
          <td colSpan={columnCount} className={styles.confirmCell}>
            {asking === 'approve' && (
              <ConfirmDecision
                id={`approve-${id}`}
                title={t('queue.approveTitle')}
                question={t(
                  transaction.transactionType === 'DEPOSIT'
                    ? 'queue.approveDepositQuestion'
                    : 'queue.approveWithdrawalQuestion',
                  { amount, username },
                )}
                confirmLabel={t('queue.confirmApprove')}
                isSending={isSending}
                onCancel={() => setAsking(null)}
                onConfirm={() =>
                  send(async () => {
                    const { status } = await approveTransaction(id);
                    return status === 'PENDING' ? 'payments.firstApproved' : 'payments.approved';
                  })
                }
              />
            )}
            {asking === 'decline' && (
              <ListedReasonForm
                id={`decline-reason-${id}`}
                title={t('payments.declineTitle')}
                reasons={PAYMENT_DECLINE_REASONS}
                reasonLabel={(code) => t(`declineReasons.${code}`)}
                confirmLabel={t('payments.confirmDecline')}
                isSending={isSending}
                onCancel={() => setAsking(null)}
                onConfirm={(decline) =>
                  send(async () => {
                    await declineTransaction(id, decline);
                    return 'payments.declined';
                  })
                }
              >
                <p>
                  {t(
                    transaction.transactionType === 'DEPOSIT'
                      ? 'queue.declineDepositQuestion'
                      : 'queue.declineWithdrawalQuestion',
                    { amount, username },
                  )}
                </p>
              </ListedReasonForm>
            )}
            {asking === 'release' && (
              <HeldDepositRelease
                transaction={transaction}
                isSending={isSending}
                onCancel={() => setAsking(null)}
                onConfirm={() =>
                  send(async () => {
                    await releaseHeldDeposit(id);
                    return 'payments.released';
                  })
                }
              />
            )}
            {asking === 'return' && (
              <ReasonForm
                id={`return-reason-${id}`}
                title={t('payments.returnTitle')}
                label={t('payments.reason')}
                confirmLabel={t('payments.confirmReturn')}
                isSending={isSending}
                onCancel={() => setAsking(null)}
                onConfirm={(reason) =>
                  send(async () => {
                    await returnHeldDeposit(id, reason);
                    return 'payments.returned';
                  })
                }
              />
            )}
          </td>
        </tr>
      )}
      {showContext && (
        <tr>
          <td colSpan={columnCount}>
            <PlayerContextPanel transactionId={id} onOnlyThisPlayer={onOnlyThisPlayer} />
          </td>
        </tr>
      )}
    </>
  );
}
