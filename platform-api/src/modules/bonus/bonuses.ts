// Bonuses: money the house gives a player, each one ledger transfer from the house bonus account,
// applied once per idempotency key and recorded in the transaction that moves it.

import assert from 'node:assert/strict';

import type { Bonus } from '@croupier/contracts';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { parsePositiveAmount, atCurrencyScale } from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { checkBonus } from '../protection/index.js';
import { deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import { findCurrencyWithLimits } from '../wallet/index.js';
import {
  findBonusByTransferId,
  findBonusByTransferKey,
  findPlayerIdByUsername,
  insertBonus,
  type BonusRow,
  type BonusSource,
} from './repository.js';

export interface BonusCredit {
  playerId: string;
  source: BonusSource;
  /** The referee whose deposit earned a referral bonus; null for promotions. */
  refereeId: string | null;
  amount: Decimal;
  currency: string;
  description: string;
  /** The ledger transfer's key: a repeat credits nothing and answers the first bonus. */
  idempotencyKey: string;
}

/**
 * Credits `credit` on `client`, which must be inside a transaction; its transfer writes the
 * player's balanceChanged to the realtime outbox.
 */
export async function creditBonus(client: pg.PoolClient, credit: BonusCredit): Promise<BonusRow> {
  await checkBonus(client, credit.playerId);
  const [bonusAccountId, playerAccountId] = await accountIds(client, [
    houseAccount('bonus', credit.currency),
    playerAccount(credit.playerId, credit.currency),
  ]);
  const { transferId, applied } = await transfer(client, {
    idempotencyKey: credit.idempotencyKey,
    kind: 'bonus',
    postings: [
      { accountId: bonusAccountId, amount: credit.amount.negated() },
      { accountId: playerAccountId, amount: credit.amount },
    ],
    meta: { source: credit.source },
  });
  if (applied) {
    await insertBonus(client, {
      playerId: credit.playerId,
      source: credit.source,
      refereeId: credit.refereeId,
      amount: credit.amount.toFixed(),
      currency: credit.currency,
      description: credit.description,
      transferId,
    });
  }
  const bonus = await findBonusByTransferId(client, transferId);
  assert.ok(bonus !== null, `bonus of transfer ${transferId}`);
  return bonus;
}

export interface Promotion {
  brandId: string;
  username: string;
  amount: string;
  currency: string;
  description: string;
  /** The operator's Idempotency-Key. */
  idempotencyKey: string;
}

/**
 * An operator's promotion bonus, once per Idempotency-Key: a repeat answers the first bonus, the
 * same key for another promotion is errorCode 9. The player is told once it committed.
 */
export async function creditPromotion(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  promotion: Promotion,
): Promise<Bonus> {
  const currency = await findCurrencyWithLimits(pool, promotion.currency);
  if (currency === null) throw badRequestError(`Unknown currency ${promotion.currency}`);
  const amount = parsePositiveAmount(promotion.amount, currency);
  const playerId = await findPlayerIdByUsername(
    pool,
    promotion.brandId,
    promotion.username.toLowerCase(),
  );
  if (playerId === null) {
    throw notFoundError(`No player ${promotion.username} in brand ${promotion.brandId}`);
  }
  const idempotencyKey = `promotion-bonus:${promotion.idempotencyKey}`;

  return deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, async (client) => {
      const earlier = await findBonusByTransferKey(client, idempotencyKey);
      if (
        earlier !== null &&
        (earlier.playerId !== playerId ||
          earlier.currency !== currency.currency ||
          !amount.eq(earlier.amount) ||
          earlier.description !== promotion.description)
      ) {
        throw new ApiError(
          ErrorCode.idempotencyKeyReused,
          'This Idempotency-Key was already used for another promotion; send a new key',
        );
      }
      const bonus = await creditBonus(client, {
        playerId,
        source: 'promotion',
        refereeId: null,
        amount,
        currency: currency.currency,
        description: promotion.description,
        idempotencyKey,
      });
      return toBonus(bonus);
    }),
  );
}

export function toBonus(row: BonusRow): Bonus {
  return {
    bonusId: row.id,
    source: row.source,
    amount: atCurrencyScale(row.amount, row.scale),
    currency: row.currency,
    status: 'credited',
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
