// The player's own bank or e-wallet account, under the brand's paymentAccountSettings.

import type { PaymentAccount, PaymentAccountSettings } from '@croupier/contracts';

import { uniqueViolation, type Queryable } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode } from '../../http/errors.js';
import { findPaymentChannel, isFiatCurrency } from '../catalog/index.js';
import { insertPaymentAccount, listPaymentAccounts, lockPlayer } from './repository.js';

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
  await lockPlayer(db, playerId);
  if (!settings.multipleAccount && (await listPaymentAccounts(db, playerId)).length > 0) {
    throw paymentAccountExists('You already have a payment account; it cannot be changed');
  }
  try {
    return await insertPaymentAccount(db, { playerId, ...input });
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
