import type { OperatorTransaction, PaymentDeclineReason } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

/**
 * A pending deposit or withdrawal, or a held chain deposit (status HELD), as the admin API lists it,
 * with the player it belongs to.
 */
export type PendingTransaction = OperatorTransaction;

export const loadPendingTransactions = () => adminGet<PendingTransaction[]>('transactions/pending');

/** Answers the transaction's status: still PENDING after the first of two approvals. */
export const approveTransaction = (transactionId: string) =>
  adminPost<{ status: 'PENDING' | 'SUCCESS' }>(
    `transactions/${encodeURIComponent(transactionId)}/approve`,
  );

/** A reason from the closed list the player reads, and a note only staff read. */
export const declineTransaction = (
  transactionId: string,
  decline: { reason: PaymentDeclineReason; note: string | null },
) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/decline`, {
    reason: decline.reason,
    ...(decline.note === null ? {} : { note: decline.note }),
  });

/** A held chain deposit: released to its player, or recorded returned to its sender. */
export const releaseHeldDeposit = (transactionId: string) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/release`);

export const returnHeldDeposit = (transactionId: string, reason: string) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/return`, { reason });
