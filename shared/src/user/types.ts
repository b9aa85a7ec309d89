import type { BalanceData, WalletEntry } from '../wallet/types';

/** The player as returned by `me` and by login-token verification. */
export interface UserData {
  playerId: string;
  brandId: string;
  username: string;
  brandUsername: string;
  email: string;
  phoneNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  currency: string;
  referralCode: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export type { NetworkEntry, WalletEntry } from '../wallet/types';

/** Wallet balances by currency code. */
export type WalletBalance = Record<string, WalletEntry>;

/** The `get-balance2` answer. */
export type BalanceResponse = BalanceData;
