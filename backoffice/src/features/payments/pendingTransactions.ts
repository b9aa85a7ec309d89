import type {
  BulkDecisionResult,
  PaymentDeclineReason,
  PaymentPlayerContext,
  PaymentQueueItem,
  PendingPaymentCount,
  Transaction,
} from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

/**
 * A pending deposit or withdrawal, or a held chain deposit (status HELD), as the admin API lists it,
 * with the player it belongs to and its possible duplicates.
 */
export type PendingTransaction = PaymentQueueItem;

/** The queue's query parameters as the API takes them: text, absent when not filtered. */
export type QueueParams = Record<string, string>;

export const loadPendingTransactions = (params: QueueParams = {}) =>
  adminGet<PendingTransaction[]>('payments/pending', params);

export const loadPendingCount = () => adminGet<PendingPaymentCount>('payments/pending/count');

export const loadPlayerContext = (transactionId: string) =>
  adminGet<PaymentPlayerContext>(`payments/${encodeURIComponent(transactionId)}/player-context`);

/** Answers the transaction's status: still pending after the first of two approvals. */
export const approveTransaction = (transactionId: string) =>
  adminPost<Pick<Transaction, 'status'>>(`payments/${encodeURIComponent(transactionId)}/approve`);

/** A reason from the closed list the player reads, and a note only staff read. */
export interface Decline {
  reason: PaymentDeclineReason;
  note: string | null;
}

const declineBody = (decline: Decline) => ({
  reason: decline.reason,
  ...(decline.note === null ? {} : { note: decline.note }),
});

export const declineTransaction = (transactionId: string, decline: Decline) =>
  adminPost(`payments/${encodeURIComponent(transactionId)}/decline`, declineBody(decline));

/** Each payment decided on its own: the answer says, per payment, what became of it. */
export const decideInBulk = (
  transactionIds: string[],
  decision: { kind: 'approve' } | ({ kind: 'decline' } & Decline),
) =>
  adminPost<BulkDecisionResult>(
    'payments/bulk-decision',
    decision.kind === 'approve'
      ? { decision: 'approve', transactionIds }
      : { decision: 'decline', transactionIds, ...declineBody(decision) },
  );

/** A held chain deposit: released to its player, or recorded returned to its sender. */
export const releaseHeldDeposit = (transactionId: string) =>
  adminPost(`payments/${encodeURIComponent(transactionId)}/release`);

export const returnHeldDeposit = (transactionId: string, reason: string) =>
  adminPost(`payments/${encodeURIComponent(transactionId)}/return`, { reason });
