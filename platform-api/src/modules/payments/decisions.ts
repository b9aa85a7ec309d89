// Operator decisions on pending deposits and withdrawals, and what each one moves.

import assert from 'node:assert/strict';

import {
  WIRE_TRANSACTION_STATUS,
  type PaymentDeclineReason,
  type Transaction,
} from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode, notFoundError } from '../../http/errors.js';
import { brandUsername } from '../../identity/usernames.js';
import { Money, atCurrencyScale } from '../../money/amounts.js';
import type { HouseRole, TransferKind } from '../../money/ledger-lists.js';
import {
  accountIds,
  houseAccount,
  lockPlayerAccount,
  playerAccount,
  transfer,
} from '../ledger/index.js';
import { grantDepositMatch } from '../bonus/index.js';
import { creditReferralCommission } from '../referral/index.js';
import { addOutboxEvent, deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import {
  findAccountTransaction,
  lockPayment,
  updatePaymentDecision,
  type PaymentType,
  type LockedPayment,
} from './repository.js';
import { approvalBy } from './second-approval.js';

/**
 * `by`: the staff member or API key deciding. A decline's reason is from the closed list the
 * player reads; its note is for staff only.
 */
export type Decision =
  | { kind: 'approve'; by: string }
  | { kind: 'decline'; reason: PaymentDeclineReason; note: string | null; by: string };

type Party = 'player' | HouseRole;

export interface Movement {
  kind: TransferKind;
  from: Party;
  to: Party;
}

/**
 * The money a decision moves. A deposit's money arrives from outside (deposits_clearing); a
 * withdrawal's was held in withdrawals_in_flight and leaves (to deposits_clearing, which stands for
 * the outside world) or goes back to the player. A declined deposit never moved anything.
 */
export function movementOf(
  transactionType: PaymentType,
  decision: Decision['kind'],
): Movement | null {
  if (transactionType === 'DEPOSIT') {
    return decision === 'approve'
      ? { kind: 'deposit', from: 'deposits_clearing', to: 'player' }
      : null;
  }
  return decision === 'approve'
    ? { kind: 'withdraw_payout', from: 'withdrawals_in_flight', to: 'deposits_clearing' }
    : { kind: 'withdraw_release', from: 'withdrawals_in_flight', to: 'player' };
}

/**
 * Approves or declines a pending transaction, and tells the player once that committed. Deciding
 * it again the same way answers the stored result; the other way is errorCode 13. Above the
 * brand's second-approval amount, the first approval leaves the transaction pending.
 */
export async function decidePayment(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  transactionId: string,
  decision: Decision,
): Promise<Transaction> {
  return deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, (client) => applyDecision(client, transactionId, decision)),
  );
}

/** The decision in `client`'s transaction, with its events written to the realtime outbox. */
async function applyDecision(
  client: pg.PoolClient,
  transactionId: string,
  decision: Decision,
): Promise<Transaction> {
  const record = await lockPayment(client, transactionId);
  if (record === null) throw notFoundError(`No transaction ${transactionId}`);
  const status = decision.kind === 'approve' ? 'approved' : 'declined';
  if (record.status !== 'pending') {
    if (record.status !== status) {
      throw new ApiError(
        ErrorCode.alreadyDecided,
        `Transaction ${transactionId} was already ${record.status}`,
      );
    }
    return storedTransaction(client, record);
  }
  if (decision.kind === 'approve' && (await approvalBy(client, record, decision.by)) !== 'final') {
    return storedTransaction(client, record);
  }

  const movement = movementOf(record.transactionType, decision.kind);
  if (movement !== null) await moveForDecision(client, record, movement);
  // A declined deposit moves nothing, yet changes the player's deposit totals and events: it holds
  // the player's account first, as the player's money movements do, so it never deadlocks them.
  else await lockPlayerAccount(client, record.playerId, record.currency);
  // The referrer's commission commits with the approval, or neither does.
  if (movement?.kind === 'deposit') {
    await creditReferralCommission(client, { ...record, transactionId: record.id });
    // The deposit match the player chose, if they are still eligible: with the approval, or not.
    if (record.bonusOfferId !== null) {
      await grantDepositMatch(client, {
        ...record,
        depositId: record.id,
        offerId: record.bonusOfferId,
      });
    }
  }
  await updatePaymentDecision(client, record.id, {
    status,
    reason: decision.kind === 'decline' ? decision.reason : null,
    staffNote: decision.kind === 'decline' ? decision.note : null,
    by: decision.by,
  });
  await addOutboxEvent(
    client,
    {
      kind: 'paymentDecided',
      brandId: record.brandId,
      brandUsername: brandUsername(record.brandId, record.username),
      amount: atCurrencyScale(record.amount, record.scale),
      currency: record.currency,
      transactionStatus: status === 'approved' ? 'success' : 'declined',
      transactionType: record.transactionType === 'DEPOSIT' ? 'deposit' : 'withdraw',
    },
    record.playerId,
  );
  const decided = await storedTransaction(client, record);
  assert.equal(decided.status, WIRE_TRANSACTION_STATUS[status]);
  return decided;
}

async function moveForDecision(client: pg.PoolClient, record: LockedPayment, movement: Movement) {
  assert.equal(record.status, 'pending', 'only a pending transaction moves money');
  const accountOf = (party: Party) =>
    party === 'player'
      ? playerAccount(record.playerId, record.currency)
      : houseAccount(party, record.currency);
  const amount = new Money(record.amount);
  assert.ok(amount.isPositive() && !amount.isZero());
  const [fromId, toId] = await accountIds(client, [
    accountOf(movement.from),
    accountOf(movement.to),
  ]);
  await transfer(client, {
    idempotencyKey: `${movement.kind}:${record.id}`,
    kind: movement.kind,
    postings: [
      { accountId: fromId, amount: amount.negated() },
      { accountId: toId, amount },
    ],
    meta: { transactionId: record.id },
  });
}

async function storedTransaction(client: pg.PoolClient, record: LockedPayment) {
  const transaction = await findAccountTransaction(client, record.playerId, record.id);
  assert.ok(transaction !== null, `transaction ${record.id}`);
  return transaction;
}
