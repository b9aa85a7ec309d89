// The player's own bank or e-wallet account, under the brand's paymentAccountSettings.

import type { PaymentAccount, PaymentAccountSettings } from '@croupier/contracts';

import { uniqueViolation, type Queryable } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { findPaymentChannel, isFiatCurrency } from '../catalog/index.js';
import {
  insertPaymentAccount,
  listPaymentAccounts,
  lockPlayer,
  updatePaymentAccount,
} from './repository.js';

export interface PaymentAccountInput {
  type: PaymentAccount['type'];
  channelCode: string;
  accountName: string;
  accountNumber: string;
}

/** The player's account; with several allowed, the first one made. */
export async function findPaymentAccount(
  db: Queryable,
  playerId: string,
): Promise<PaymentAccount | null> {
  const [first] = await listPaymentAccounts(db, playerId);
  return first ?? null;
}

/** Adds an account; `db` must be inside a transaction (the player row is locked until it ends). */
export async function createPaymentAccount(
  db: Queryable,
  playerId: string,
  settings: PaymentAccountSettings,
  input: PaymentAccountInput,
): Promise<PaymentAccount> {
  await checkAccountChannel(db, settings, input);
  await lockPlayer(db, playerId);
  if (!settings.multipleAccount && (await listPaymentAccounts(db, playerId)).length > 0) {
    throw paymentAccountExists('You already have a payment account; it cannot be changed');
  }
  return insertOrExplain(() => insertPaymentAccount(db, { playerId, ...input }));
}

/**
 * Changes the account in place to `input`, where the brand's updateAccount allows it: withdrawals
 * pay the changed account, and no second copy of the old one stays behind.
 */
export async function changePaymentAccount(
  db: Queryable,
  accountId: string,
  settings: PaymentAccountSettings,
  input: PaymentAccountInput,
): Promise<PaymentAccount> {
  assertAccountUpdatable(settings);
  await checkAccountChannel(db, settings, input);
  return insertOrExplain(() => updatePaymentAccount(db, accountId, input));
}

/** Refuses (errorCode 11) where the brand does not let players change their account. */
export function assertAccountUpdatable(settings: PaymentAccountSettings): void {
  if (!settings.updateAccount) {
    throw new ApiError(
      ErrorCode.paymentAccountExists,
      'Your payout account cannot be changed here; contact support to change it',
      { reason: 'payoutAccountLocked', params: {} },
    );
  }
}

/** Whether `account` already is the account `input` describes. */
export function isSameAccount(account: PaymentAccount, input: PaymentAccountInput): boolean {
  return (
    account.type === input.type &&
    account.channelCode === input.channelCode &&
    account.accountName === input.accountName &&
    account.accountNumber === input.accountNumber
  );
}

/** The type is one the brand allows, and the channel a fiat channel of that type. */
async function checkAccountChannel(
  db: Queryable,
  settings: PaymentAccountSettings,
  input: PaymentAccountInput,
): Promise<void> {
  if (!settings.allowedTypes.includes(input.type)) {
    throw badRequestError(`Payment accounts of type ${input.type} are not allowed`);
  }
  const channel = await findPaymentChannel(db, input.channelCode);
  if (
    channel === null ||
    channel.type !== input.type ||
    !(await isFiatCurrency(db, channel.currency))
  ) {
    throw badRequestError(`${input.channelCode} is not a ${input.type} channel`);
  }
}

async function insertOrExplain(write: () => Promise<PaymentAccount>): Promise<PaymentAccount> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'payment_accounts_player_channel_number_key') {
      throw paymentAccountExists('You already have this payment account');
    }
    throw error;
  }
}

/**
 * Registration with bank details makes that bank the player's payment account, in the
 * registering transaction. Brands that allow no bank accounts get none.
 */
export async function addRegisteredBankAccount(
  db: Queryable,
  playerId: string,
  settings: PaymentAccountSettings,
  bank: { bankName?: string; bankAccountName?: string; bankAccountNumber?: string },
): Promise<void> {
  const { bankName, bankAccountName, bankAccountNumber } = bank;
  if (bankName === undefined || bankAccountName === undefined || bankAccountNumber === undefined) {
    return;
  }
  if (!settings.allowedTypes.includes('bank')) return;
  await insertPaymentAccount(db, {
    playerId,
    type: 'bank',
    channelCode: bankName,
    accountName: bankAccountName,
    accountNumber: bankAccountNumber,
  });
}

const paymentAccountExists = (message: string) =>
  new ApiError(ErrorCode.paymentAccountExists, message);
