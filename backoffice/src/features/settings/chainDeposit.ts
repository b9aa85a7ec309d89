import type { Transaction } from '@croupier/contracts';
import { adminPost, DECIMAL_AMOUNT } from '../admin-api';

export interface ChainDeposit {
  currency: string;
  network: string;
  address: string;
  amount: string;
  txHash: string;
}

const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

/** Text keys of each field's problem, as the API would refuse it. */
export function chainDepositProblems(deposit: ChainDeposit) {
  const problems: Partial<Record<keyof ChainDeposit, string>> = {};
  if (!deposit.currency) problems.currency = 'validation.required';
  if (!deposit.network) problems.network = 'validation.required';
  if (!deposit.address) problems.address = 'validation.required';
  else if (deposit.address.length > 128) problems.address = 'settings.chainDeposit.addressFormat';
  if (!DECIMAL_AMOUNT.test(deposit.amount) || /^0(\.0*)?$/.test(deposit.amount)) {
    problems.amount = 'settings.positiveAmount';
  }
  if (!TX_HASH.test(deposit.txHash)) problems.txHash = 'settings.chainDeposit.txHashFormat';
  return problems;
}

/** Idempotent by network and hash: a repeat answers the same transaction. */
export const confirmChainDeposit = (deposit: ChainDeposit) =>
  adminPost<Transaction>('crypto/confirm-deposit', deposit);
