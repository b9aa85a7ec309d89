// Manual balance adjustments: staff credit or debit a player's real money with a reason. Above the
// brand's four-eyes amount for the currency (the one payments use) the request waits until a
// second staff member approves it; the one who asked cannot. The money moves through the ledger's
// one writer, once per adjustment, and never takes the player below zero.

import type { BalanceAdjustment } from '@croupier/contracts';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { atCurrencyScale, Money, parsePositiveAmount } from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { listSecondApprovalAmounts } from '../payments/index.js';
import { deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import {
  type AdjustmentRow,
  findAdjustment,
  findAdjustmentByKey,
  findCurrencyScale,
  findPlayerBalance,
  insertAdjustment,
  lockAdjustment,
  storeDecision,
} from './adjustment-repository.js';

export interface AdjustmentRequest {
  playerId: string;
  brandId: string;
  /** Signed decimal text, as the body sends it. */
  amount: string;
  currency: string;
  reason: string;
  requestedBy: string;
  /** The Idempotency-Key: a repeat by the same requester answers the first request. */
  requestKey: string;
}

export const presentAdjustment = ({ scale, ...row }: AdjustmentRow): BalanceAdjustment => ({
  ...row,
  amount: atCurrencyScale(row.amount, scale),
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The signed amount of the request, at most the currency's decimals and never zero. */
async function signedAmount(db: Queryable, text: string, code: string): Promise<Decimal> {
  const currency = await findCurrencyScale(db, code);
  if (currency === null) throw badRequestError(`Unknown currency ${code}`);
  const isDebit = text.startsWith('-');
  const magnitude = parsePositiveAmount(isDebit ? text.slice(1) : text, currency);
  return isDebit ? magnitude.negated() : magnitude;
}

/** Whether the brand asks two approvals for an adjustment of this size in this currency. */
async function needsSecondApproval(
  db: Queryable,
  brandId: string,
  currency: string,
  amount: Decimal,
) {
  const rule = (await listSecondApprovalAmounts(db, brandId)).find(
    (amounts) => amounts.currency === currency,
  );
  return rule !== undefined && amount.abs().gt(rule.above);
}

/** A debit larger than the player's balance is refused before anything is stored. */
async function refuseOverdraft(db: Queryable, playerId: string, currency: string, amount: Decimal) {
  if (!amount.isNegative()) return;
  const balance = new Money((await findPlayerBalance(db, playerId, currency)) ?? '0');
  if (balance.plus(amount).isNegative()) {
    throw new ApiError(
      ErrorCode.insufficientFunds,
      `Insufficient ${currency} balance: ${balance.toFixed()} available, ` +
        `${amount.negated().toFixed()} to debit`,
    );
  }
}

/** Moves the adjustment's money (house ↔ player) and records it posted, approved by `by`. */
async function post(client: pg.PoolClient, row: AdjustmentRow, by: string | null) {
  const amount = new Money(row.amount);
  const [player, house] = await accountIds(client, [
    playerAccount(row.playerId, row.currency),
    houseAccount('manual_adjustments', row.currency),
  ]);
  const moved = await transfer(client, {
    idempotencyKey: `manual-adjustment:${row.adjustmentId}`,
    kind: 'manual_adjustment',
    postings: [
      { accountId: player, amount },
      { accountId: house, amount: amount.negated() },
    ],
    meta: { adjustmentId: row.adjustmentId, playerId: row.playerId },
  });
  await storeDecision(client, row.adjustmentId, {
    status: 'posted',
    by,
    transferId: moved.transferId,
  });
}

async function reread(db: Queryable, adjustmentId: string): Promise<AdjustmentRow> {
  const row = await findAdjustment(db, adjustmentId);
  if (row === null) throw new Error(`Adjustment ${adjustmentId} vanished`);
  return row;
}

const sameRequest = (row: AdjustmentRow, request: AdjustmentRequest, amount: Decimal) =>
  row.playerId === request.playerId &&
  row.currency === request.currency &&
  amount.eq(row.amount) &&
  row.reason === request.reason;

/**
 * Stores the request and, when the brand needs no second approval for it, posts it at once.
 * The same requester and key answer the first request and move nothing again.
 */
export async function requestAdjustment(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  request: AdjustmentRequest,
): Promise<BalanceAdjustment> {
  const amount = await signedAmount(pool, request.amount, request.currency);
  const row = await deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, async (client) => {
      const earlier = await findAdjustmentByKey(client, request.requestedBy, request.requestKey);
      if (earlier !== null) {
        if (sameRequest(earlier, request, amount)) return earlier;
        throw new ApiError(
          ErrorCode.idempotencyKeyReused,
          'This Idempotency-Key was already used for another adjustment; send a new key',
        );
      }
      await refuseOverdraft(client, request.playerId, request.currency, amount);
      const adjustmentId = await insertAdjustment(client, {
        ...request,
        amount: amount.toFixed(),
      });
      // A concurrent call with the same key stored it first: answer as a repeat.
      if (adjustmentId === null) return null;
      const stored = await reread(client, adjustmentId);
      if (!(await needsSecondApproval(client, request.brandId, request.currency, amount))) {
        await post(client, stored, null);
      }
      return reread(client, adjustmentId);
    }),
  );
  if (row !== null) return presentAdjustment(row);
  return requestAdjustment(pool, walletEvents, request);
}

async function lockedAdjustment(client: Queryable, playerId: string, adjustmentId: string) {
  const row = await lockAdjustment(client, playerId, adjustmentId);
  if (row === null) throw notFoundError(`No adjustment ${adjustmentId} of player ${playerId}`);
  return row;
}

/**
 * The second approval: posts a waiting adjustment. Approving a posted one answers it unchanged;
 * a declined one is errorCode 13; the requester's own approval is errorCode 31.
 */
export async function approveAdjustment(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  decision: { playerId: string; adjustmentId: string; by: string },
): Promise<BalanceAdjustment> {
  const row = await deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, async (client) => {
      const waiting = await lockedAdjustment(client, decision.playerId, decision.adjustmentId);
      if (waiting.status === 'posted') return waiting;
      if (waiting.status === 'declined') {
        throw new ApiError(ErrorCode.alreadyDecided, 'This adjustment was declined');
      }
      if (waiting.requestedBy === decision.by) {
        throw new ApiError(
          ErrorCode.secondApproverRequired,
          `${decision.by} asked for this adjustment; another staff member must approve it`,
        );
      }
      await post(client, waiting, decision.by);
      return reread(client, waiting.adjustmentId);
    }),
  );
  return presentAdjustment(row);
}

/**
 * Declines a waiting adjustment (its requester may withdraw it too): nothing moves. Declining a
 * declined one answers it unchanged; a posted one is errorCode 13.
 */
export async function declineAdjustment(
  pool: pg.Pool,
  decision: { playerId: string; adjustmentId: string; by: string },
): Promise<BalanceAdjustment> {
  const row = await withTransaction(pool, async (client) => {
    const waiting = await lockedAdjustment(client, decision.playerId, decision.adjustmentId);
    if (waiting.status === 'declined') return waiting;
    if (waiting.status === 'posted') {
      throw new ApiError(ErrorCode.alreadyDecided, 'This adjustment was posted already');
    }
    await storeDecision(client, waiting.adjustmentId, {
      status: 'declined',
      by: decision.by,
      transferId: null,
    });
    return reread(client, waiting.adjustmentId);
  });
  return presentAdjustment(row);
}
