// Crypto deposits seen on chain: credited to the player the address was issued to, at once and
// once per (network, txHash), however often a watcher reports them.

import assert from 'node:assert/strict';

import type { Transaction } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { brandUsername } from '../../identity/usernames.js';
import { Money, parsePositiveAmount, atCurrencyScale } from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { creditReferralCommission } from '../referral/index.js';
import { publishAfterCommit, type WalletEventBatcher } from '../wallet-events/index.js';
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
 * Credits `deposit` (deposits_clearing → player) as a SUCCESS deposit transaction, and tells the
 * player once that committed.
 */
export async function creditChainDeposit(
  pool: pg.Pool,
  walletEvents: WalletEventBatcher,
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

  return publishAfterCommit(walletEvents, (events) =>
    withTransaction(pool, async (client) => {
      const record = {
        playerId: issued.playerId,
        currency: currency.currency,
        amount: atCurrencyScale(amount, currency.scale),
        network,
        txHash,
      };
      const transactionId = await insertChainDeposit(client, record);
      if (transactionId === null) return repeatedChainDeposit(client, record);

      const [clearingId, playerId] = await accountIds(client, [
        houseAccount('deposits_clearing', currency.currency),
        playerAccount(issued.playerId, currency.currency),
      ]);
      await transfer(
        client,
        {
          idempotencyKey: `chain-deposit:${network}:${txHash}`,
          kind: 'chain_deposit',
          postings: [
            { accountId: clearingId, amount: amount.negated() },
            { accountId: playerId, amount },
          ],
          meta: { transactionId, txHash },
        },
        events,
      );
      await creditReferralCommission(
        client,
        { ...record, transactionId, scale: currency.scale },
        events,
      );
      const profile = await findWalletProfile(client, issued.playerId);
      assert.ok(profile !== null);
      events.push({
        kind: 'paymentDecided',
        brandId: profile.brandId,
        brandUsername: brandUsername(profile.brandId, profile.username),
        amount: record.amount,
        currency: currency.currency,
        transactionStatus: 'success',
        transactionType: 'deposit',
      });
      const transaction = await findAccountTransaction(client, issued.playerId, transactionId);
      assert.ok(transaction !== null && transaction.status === 'SUCCESS');
      return transaction;
    }),
  );
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
