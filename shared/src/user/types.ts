import type { CurrencySettings } from '../money/formatMoney';

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

export interface NetworkEntry {
  network: string;
  address: string;
  qrCode: string;
}

export interface WalletEntry {
  currency: string;
  /** Decimal string. */
  totalBalance: string;
  /** Crypto wallets only: one deposit address per network. */
  networkList?: NetworkEntry[];
}

/** Wallet balances by currency code. */
export type WalletBalance = Record<string, WalletEntry>;

/** The `get-balance2` answer. */
export interface BalanceResponse {
  walletBalance: WalletBalance;
  /** Currency code of the active wallet. */
  activeWallet: string;
  walletSetting: CurrencySettings;
  brandUsername: string;
}
