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
}

export const loadPendingTransactions = () => adminGet<PendingTransaction[]>('transactions/pending');

export const approveTransaction = (transactionId: string) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/approve`);

export const declineTransaction = (transactionId: string, reason: string) =>
  adminPost(`transactions/${encodeURIComponent(transactionId)}/decline`, { reason });
