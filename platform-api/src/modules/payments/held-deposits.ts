// Held chain deposits (chain-deposits.ts): staff release one to its player, or return it to its
// sender. Each moves the money out of the house's chain_deposits_held account once; doing it
// again the same way answers the stored result, the other way (or on anything not held) is
// errorCode 13.

import assert from 'node:assert/strict';

import type { Transaction } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode, notFoundError } from '../../http/errors.js';
import { Money } from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { creditReferralCommission } from '../referral/index.js';
import { deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import { announceDepositCredited } from './chain-deposits.js';
import { findAccountTransaction, lockPayment, updateHeldDeposit } from './repository.js';

/** `by`: the staff member or API key deciding. */
export type HeldDepositOutcome =
  { kind: 'release'; by: string } | { kind: 'return'; reason: string; by: string };

export async function settleHeldDeposit(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  transactionId: string,
  outcome: HeldDepositOutcome,
): Promise<Transaction> {
  return deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, async (client) => {
      const record = await lockPayment(client, transactionId);
      if (record === null) throw notFoundError(`No transaction ${transactionId}`);
      const status = outcome.kind === 'release' ? 'approved' : 'returned';
      const stored = async () => {
        const transaction = await findAccountTransaction(client, record.playerId, record.id);
        assert.ok(transaction !== null, `transaction ${record.id}`);
        return transaction;
      };
      if (record.holdReason === null) {
        throw new ApiError(
          ErrorCode.alreadyDecided,
          `Transaction ${transactionId} is not a held chain deposit`,
        );
      }
      if (record.status !== 'held') {
        if (record.status === status) return stored();
        throw new ApiError(
          ErrorCode.alreadyDecided,
          `Held deposit ${transactionId} was already ${record.status === 'approved' ? 'released' : 'returned'}`,
        );
      }

      const amount = new Money(record.amount);
      const [heldId, destinationId] = await accountIds(client, [
        houseAccount('chain_deposits_held', record.currency),
        outcome.kind === 'release'
          ? playerAccount(record.playerId, record.currency)
          : // Back to the outside world the deposit came from.
            houseAccount('deposits_clearing', record.currency),
      ]);
      await transfer(client, {
        idempotencyKey: `chain-deposit-${outcome.kind}:${record.id}`,
        kind: outcome.kind === 'release' ? 'chain_deposit_release' : 'chain_deposit_return',
        postings: [
          { accountId: heldId, amount: amount.negated() },
          { accountId: destinationId, amount },
        ],
        meta: { transactionId: record.id },
      });
      await updateHeldDeposit(client, record.id, {
        status,
        reason: outcome.kind === 'return' ? outcome.reason : null,
        by: outcome.by,
      });
      const transaction = await stored();
      if (outcome.kind === 'release') {
        // Released, it is a deposit like any other: the referrer's commission commits with it.
        await creditReferralCommission(client, { ...record, transactionId: record.id });
        await announceDepositCredited(client, record.playerId, transaction);
      }
      return transaction;
    }),
  );
}
