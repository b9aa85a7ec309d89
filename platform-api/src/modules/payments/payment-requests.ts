// Deposit and withdrawal requests. A deposit waits for an operator and moves nothing; a
// withdrawal holds its amount at once (player → withdrawals_in_flight) until it is decided.

import assert from 'node:assert/strict';

import {
  WIRE_TRANSACTION_STATUS,
  type PaymentAccountSettings,
  type PaymentRequest,
  type Transaction,
} from '@croupier/contracts';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { Money, parsePositiveAmount, atCurrencyScale } from '../../money/amounts.js';
import { findPaymentChannel } from '../catalog/index.js';
import { checkDepositOffer, forfeitOpenGrants, openBonusMoney } from '../bonus/index.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { findPaymentAccount } from '../payment-accounts/index.js';
import { checkDeposit, checkWithdrawal } from '../protection/index.js';
import {
  depositNetwork,
  looksLikeAddress,
  findCurrencyWithLimits,
  type CurrencyWithLimits,
} from '../wallet/index.js';
import type { StoredReceipt } from '../../http/uploads.js';
import { findAccountTransaction, insertPayment } from './repository.js';

export interface Destination {
  paymentChannel: string | null;
  network: string | null;
  toAddress: string | null;
}

/**
 * Records the request on `client` (inside a transaction); a withdrawal's hold writes its
 * balanceChanged to the realtime outbox. `saveReceipt`, given with a
 * receipt, runs only once the request passed every check, so a refused request stores no file.
 */
export async function requestPayment(
  client: pg.PoolClient,
  player: { id: string; settings: PaymentAccountSettings },
  request: PaymentRequest,
  saveReceipt?: () => Promise<StoredReceipt>,
): Promise<Transaction> {
  const currency = await findCurrencyWithLimits(client, request.currency);
  if (currency === null) throw badRequestError(`Unknown currency ${request.currency}`);
  const amount = parsePositiveAmount(request.amount, currency);
  checkLimits(currency, request.transactionType, amount);
  const destination =
    currency.type === 'fiat'
      ? await fiatDestination(client, player, currency, request)
      : cryptoDestination(currency, request);
  if (saveReceipt !== undefined && request.transactionType !== 'DEPOSIT') {
    throw badRequestError('A receipt goes with a deposit, not a withdrawal');
  }
  // Player protection, in this transaction: a deposit holds the player's protection lock until
  // it commits, so concurrent requests never pass a deposit limit together.
  if (request.transactionType === 'DEPOSIT') {
    await checkDeposit(client, { playerId: player.id, currency: currency.currency, amount });
    if (request.forfeitBonus !== undefined) {
      throw badRequestError('forfeitBonus goes with a withdrawal, not a deposit');
    }
    if (request.bonusOfferId !== undefined) {
      await checkDepositOffer(client, {
        playerId: player.id,
        offerId: request.bonusOfferId,
        currency: currency.currency,
        amount,
      });
    }
  } else {
    await checkWithdrawal(client, player.id);
    if (request.bonusOfferId !== undefined) {
      throw badRequestError('bonusOfferId goes with a deposit, not a withdrawal');
    }
    await forfeitBonusForWithdrawal(client, player.id, currency, request);
  }

  const atScale = atCurrencyScale(amount, currency.scale);
  if (request.transactionType === 'WITHDRAW') {
    return holdWithdrawal(
      client,
      player.id,
      { currency: currency.currency, amount: atScale },
      destination,
    );
  }
  const receipt = saveReceipt === undefined ? null : await saveReceipt();
  const transactionId = await insertPayment(client, {
    playerId: player.id,
    transactionType: 'DEPOSIT',
    status: 'pending',
    currency: currency.currency,
    amount: atScale,
    ...destination,
    receipt,
    bonusOfferId: request.bonusOfferId ?? null,
  });
  return pendingTransaction(client, player.id, transactionId);
}

/**
 * Records a pending withdrawal of `amount` (at its currency's scale) to `destination` and holds
 * it at once (player → withdrawals_in_flight), in `client`'s transaction.
 */
export async function holdWithdrawal(
  client: pg.PoolClient,
  playerId: string,
  { currency, amount }: { currency: string; amount: string },
  destination: Destination,
): Promise<Transaction> {
  const transactionId = await insertPayment(client, {
    playerId,
    transactionType: 'WITHDRAW',
    status: 'pending',
    currency,
    amount,
    ...destination,
    receipt: null,
  });
  const held = new Money(amount);
  const [playerAccountId, inFlightId] = await accountIds(client, [
    playerAccount(playerId, currency),
    houseAccount('withdrawals_in_flight', currency),
  ]);
  await transfer(client, {
    idempotencyKey: `withdraw-hold:${transactionId}`,
    kind: 'withdraw_hold',
    postings: [
      { accountId: playerAccountId, amount: held.negated() },
      { accountId: inFlightId, amount: held },
    ],
    meta: { transactionId },
  });
  return pendingTransaction(client, playerId, transactionId);
}

async function pendingTransaction(client: pg.PoolClient, playerId: string, transactionId: string) {
  const transaction = await findAccountTransaction(client, playerId, transactionId);
  assert.ok(transaction !== null && transaction.status === WIRE_TRANSACTION_STATUS.pending);
  return transaction;
}

/**
 * Real money is always withdrawable, but not beside open bonus grants of its currency: unless the
 * player confirmed (forfeitBonus), the withdrawal is refused with what it would forfeit, and
 * nothing moves; confirmed, those grants are forfeited first.
 */
async function forfeitBonusForWithdrawal(
  client: pg.PoolClient,
  playerId: string,
  currency: CurrencyWithLimits,
  request: PaymentRequest,
): Promise<void> {
  if (request.forfeitBonus !== true) {
    const atStake = await openBonusMoney(client, playerId, currency.currency);
    if (atStake.isZero()) return;
    const amount = atCurrencyScale(atStake, currency.scale);
    throw new ApiError(
      ErrorCode.bonusForfeitRequired,
      `This withdrawal forfeits ${amount} ${currency.currency} of bonus money: send it again ` +
        'with forfeitBonus true to confirm',
      { reason: 'bonusForfeitRequired', params: { amount, currency: currency.currency } },
    );
  }
  await forfeitOpenGrants(client, playerId, currency.currency, 'withdrawal');
}

function checkLimits(
  currency: CurrencyWithLimits,
  transactionType: PaymentRequest['transactionType'],
  amount: Decimal,
) {
  const [min, max] =
    transactionType === 'DEPOSIT'
      ? [currency.minDeposit, currency.maxDeposit]
      : [currency.minWithdraw, currency.maxWithdraw];
  if (amount.lt(min) || amount.gt(max)) {
    const atScale = (limit: string) => atCurrencyScale(limit, currency.scale);
    throw badRequestError(
      `${transactionType === 'DEPOSIT' ? 'Deposits' : 'Withdrawals'} of ${currency.currency} ` +
        `must be between ${atScale(min)} and ${atScale(max)}`,
    );
  }
}

async function fiatDestination(
  client: pg.PoolClient,
  player: { id: string; settings: PaymentAccountSettings },
  currency: CurrencyWithLimits,
  request: PaymentRequest,
): Promise<Destination> {
  if (request.network !== undefined || request.toAddress !== undefined) {
    throw badRequestError('network and toAddress are for crypto currencies');
  }
  if (request.paymentChannel === undefined) {
    throw badRequestError(`paymentChannel is required for ${currency.currency}`);
  }
  const channel = await findPaymentChannel(client, request.paymentChannel);
  if (channel === null || channel.type === 'crypto' || channel.currency !== currency.currency) {
    throw badRequestError(`${request.paymentChannel} is not a ${currency.currency} channel`);
  }
  if (player.settings.requireAccount && (await findPaymentAccount(client, player.id)) === null) {
    throw new ApiError(
      ErrorCode.paymentAccountRequired,
      'Add your payment account (Wallet → Account) before depositing or withdrawing',
    );
  }
  return { paymentChannel: channel.code, network: null, toAddress: null };
}

function cryptoDestination(currency: CurrencyWithLimits, request: PaymentRequest): Destination {
  if (request.paymentChannel !== undefined) {
    throw badRequestError('paymentChannel is for fiat currencies; crypto uses network');
  }
  if (request.network === undefined) {
    throw badRequestError(`network is required for ${currency.currency}`);
  }
  const network = depositNetwork(currency, request.network);
  if (request.transactionType === 'DEPOSIT') {
    if (request.toAddress !== undefined) throw badRequestError('toAddress is for withdrawals');
    return { paymentChannel: null, network, toAddress: null };
  }
  if (request.toAddress === undefined || !looksLikeAddress(network, request.toAddress)) {
    throw badRequestError(`toAddress must be a ${network} address`);
  }
  return { paymentChannel: null, network, toAddress: request.toAddress };
}
