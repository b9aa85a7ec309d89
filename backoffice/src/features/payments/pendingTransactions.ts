import type { OperatorTransaction } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

/** A pending deposit or withdrawal as the admin API lists it, with the player it belongs to. */
export type PendingTransaction = OperatorTransaction;

export const loadPendingTransactions = () => adminGet<PendingTransaction[]>('transactions/pending');

/** Answers the transaction's status: still PENDING after the first of two approvals. */
export const approveTransaction = (transactionId: string) =>
  adminPost<{ status: 'PENDING' | 'SUCCESS' }>(
    `transactions/${encodeURIComponent(transactionId)}/approve`,
  );

export const declineTransaction = (transactionId: string, reason: string) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/decline`, { reason });
