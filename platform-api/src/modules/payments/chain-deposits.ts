// Crypto deposits seen on chain: credited to the player the address was issued to, at once and
// once per (network, txHash), however often a watcher reports them; held when player protection
// would have refused them.

import assert from 'node:assert/strict';

import { WIRE_TRANSACTION_STATUS, type Transaction } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { brandUsername } from '../../identity/usernames.js';
import { Money, parsePositiveAmount, atCurrencyScale } from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { creditReferralCommission } from '../referral/index.js';
import { depositRefusal } from '../protection/index.js';
import {
  addOutboxEvent,
  deliverAfterCommit,
  type OutboxRelay,
  type WalletEvent,
} from '../wallet-events/index.js';
import {
  depositNetwork,
  findCryptoAddress,
  findCurrencyWithLimits,
  findWalletProfile,
} from '../wallet/index.js';
import { findAccountTransaction, findChainDeposit, insertChainDeposit } from './repository.js';
import { canonicalTxHash } from './tx-hashes.js';

export interface ChainDeposit {
  address: string;
  currency: string;
  network: string;
  /** Decimal string in `currency`. */
  amount: string;
  txHash: string;
}

/** Something that sees deposits confirmed on chain and reports each one, at least once. */
export interface ChainWatcher {
  /** Starts reporting to `credit`; the returned function stops it. */
  start(credit: (deposit: ChainDeposit) => Promise<Transaction>): () => Promise<void>;
}

/** The default watcher: people report deposits through POST /admin/v1/crypto/confirm-deposit. */
export class ManualChainWatcher implements ChainWatcher {
  #credit: ((deposit: ChainDeposit) => Promise<Transaction>) | null = null;

  start(credit: (deposit: ChainDeposit) => Promise<Transaction>) {
    this.#credit = credit;
    return async () => {
      this.#credit = null;
    };
  }

  report(deposit: ChainDeposit): Promise<Transaction> {
    if (this.#credit === null) throw new Error('The chain watcher is not running');
    return this.#credit(deposit);
  }
}

/**
 * Records `deposit` once per (network, txHash), and tells the player once that committed. Money
 * that arrived on chain cannot be refused, so a deposit player protection would refuse (a block,
 * a time-out or exclusion, a verification gate, a deposit limit) is held: it goes to the house's
 * chain_deposits_held account, not the player's, until staff release or return it
 * (held-deposits.ts). Any other is credited (deposits_clearing → player) as an approved deposit.
 */
export async function creditChainDeposit(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  deposit: ChainDeposit,
): Promise<Transaction> {
  const currency = await findCurrencyWithLimits(pool, deposit.currency);
  if (currency === null) throw badRequestError(`Unknown currency ${deposit.currency}`);
  const network = depositNetwork(currency, deposit.network);
  // Once per (network, hash) holds only for one spelling of the hash.
  const txHash = canonicalTxHash(network, deposit.txHash);
  const amount = parsePositiveAmount(deposit.amount, currency);
  const issued = await findCryptoAddress(pool, deposit.address);
  if (issued === null) throw notFoundError(`No player was given the address ${deposit.address}`);
  if (issued.network !== network) {
    throw badRequestError(`${deposit.address} is a ${issued.network} address, not ${network}`);
  }

  return deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, async (client) => {
      const record = {
        playerId: issued.playerId,
        currency: currency.currency,
        amount: atCurrencyScale(amount, currency.scale),
        network,
        txHash,
      };
      const hold = await depositRefusal(client, {
        playerId: issued.playerId,
        currency: currency.currency,
        amount,
      });
      const transactionId = await insertChainDeposit(client, record, hold);
      if (transactionId === null) return repeatedChainDeposit(client, record);

      const [clearingId, destinationId] = await accountIds(client, [
        houseAccount('deposits_clearing', currency.currency),
        hold === null
          ? playerAccount(issued.playerId, currency.currency)
          : houseAccount('chain_deposits_held', currency.currency),
      ]);
      await transfer(client, {
        idempotencyKey: `chain-deposit:${network}:${txHash}`,
        kind: hold === null ? 'chain_deposit' : 'chain_deposit_held',
        postings: [
          { accountId: clearingId, amount: amount.negated() },
          { accountId: destinationId, amount },
        ],
        meta: { transactionId, txHash },
      });
      if (hold === null) {
        await creditReferralCommission(client, { ...record, transactionId, scale: currency.scale });
        await announceDepositCredited(client, issued.playerId, record);
      }
      const transaction = await findAccountTransaction(client, issued.playerId, transactionId);
      assert.ok(
        transaction !== null &&
          transaction.status === WIRE_TRANSACTION_STATUS[hold === null ? 'approved' : 'held'],
      );
      return transaction;
    }),
  );
}

/** The player's news of a deposit credited to them: a paymentDecided event, in the outbox. */
export async function announceDepositCredited(
  client: pg.PoolClient,
  playerId: string,
  deposit: { currency: string; amount: string },
): Promise<void> {
  const profile = await findWalletProfile(client, playerId);
  assert.ok(profile !== null);
  await addOutboxEvent(client, paymentDecided(profile, deposit), playerId);
}

function paymentDecided(
  profile: { brandId: string; username: string },
  deposit: { currency: string; amount: string },
): WalletEvent {
  return {
    kind: 'paymentDecided',
    brandId: profile.brandId,
    brandUsername: brandUsername(profile.brandId, profile.username),
    amount: deposit.amount,
    currency: deposit.currency,
    transactionStatus: 'success',
    transactionType: 'deposit',
  };
}

/** The hash was credited before: the same deposit answers its transaction, another is refused. */
async function repeatedChainDeposit(
  client: pg.PoolClient,
  record: { playerId: string; currency: string; amount: string; network: string; txHash: string },
): Promise<Transaction> {
  const stored = await findChainDeposit(client, record.network, record.txHash);
  assert.ok(stored !== null, `chain deposit ${record.txHash}`);
  if (
    stored.playerId !== record.playerId ||
    stored.currency !== record.currency ||
    !new Money(stored.amount).eq(record.amount)
  ) {
    throw new ApiError(
      ErrorCode.idempotencyKeyReused,
      `${record.network} transaction ${record.txHash} was already credited with other details`,
    );
  }
  const transaction = await findAccountTransaction(client, stored.playerId, stored.id);
  assert.ok(transaction !== null);
  return transaction;
}
