import { adminGet, adminPost } from '../admin-api';

/** A pending deposit or withdrawal as the admin API lists it, with the player it belongs to. */
export interface PendingTransaction {
  transactionId: string;
  transactionType: 'DEPOSIT' | 'WITHDRAW';
  /** A decimal string: money never becomes a JavaScript number. */
  amount: string;
  currency: string;
  paymentChannel: string | null;
  hasReceipt: boolean;
  createdAt: string;
  username: string;
  brandId: string;
  /** Who gave the first of the two approvals a large payment needs; null before it. */
  firstApprovedBy: string | null;
}

export const loadPendingTransactions = () => adminGet<PendingTransaction[]>('transactions/pending');

/** Answers the transaction's status: still PENDING after the first of two approvals. */
export const approveTransaction = (transactionId: string) =>
  adminPost<{ status: 'PENDING' | 'SUCCESS' }>(
    `transactions/${encodeURIComponent(transactionId)}/approve`,
  );

export const declineTransaction = (transactionId: string, reason: string) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/decline`, { reason });
