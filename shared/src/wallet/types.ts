// Wire contract of the wallet calls (docs/api.md#calls) and the realtime events, shared by
// platform-api, @croupier/shared's clients and mfe-wallet. Amounts are decimal strings, never
// numbers.

export type DecimalString = string;

export type TransactionCategory = 'DEPOWD' | 'SWAP' | 'GAMETRANSFER';
export const TRANSACTION_CATEGORIES: readonly TransactionCategory[] = [
  'DEPOWD',
  'SWAP',
  'GAMETRANSFER',
];

export type TransactionType =
  'DEPOSIT' | 'WITHDRAW' | 'SWAP' | 'GAME_DEBIT' | 'GAME_CREDIT' | 'BONUS';
export type TransactionStatus = 'PENDING' | 'SUCCESS' | 'DECLINED';

/** The player's deposit address on a network; `cryptoWallet/getAddress` draws its QR code. */
export interface NetworkEntry {
  network: string;
  address: string;
}

export interface WalletEntry {
  currency: string;
  /** Available to play and withdraw. */
  totalBalance: DecimalString;
  /** Held by pending withdrawals. */
  heldBalance: DecimalString;
  networkList?: NetworkEntry[];
}

export interface WalletSetting {
  currency: string;
  name: string;
  type: 'fiat' | 'crypto';
  isFiat: boolean;
  scale: number;
  symbol: string;
  logo: string;
  networks: string[];
  minDeposit: DecimalString;
  maxDeposit: DecimalString;
  minWithdraw: DecimalString;
  maxWithdraw: DecimalString;
}

/** A player's wallets by currency code. */
export type WalletBalance = Record<string, WalletEntry>;

/** `get-balance2` → data. Never served to a session token. */
export interface BalanceData {
  walletBalance: WalletBalance;
  activeWallet: string;
  walletSetting: Record<string, WalletSetting>;
  brandUsername: string;
}

export interface Transaction {
  transactionId: string;
  category: TransactionCategory;
  transactionType: TransactionType;
  status: TransactionStatus;
  currency: string;
  amount: DecimalString;
  paymentChannel: string | null;
  network: string | null;
  toAddress: string | null;
  /** Operator's reason for a decline. */
  reason: string | null;
  hasReceipt: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `depo-wd` body (JSON) and `depowd` fields (multipart, plus the `receipt` image file). */
export interface DepoWdRequest {
  transactionType: 'DEPOSIT' | 'WITHDRAW';
  currency: string;
  amount: DecimalString;
  /** Payment channel code (fiat); crypto uses `network` (and `toAddress` to withdraw). */
  paymentChannel?: string;
  network?: string;
  toAddress?: string;
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** `listAccountTransaction` body. */
export interface TransactionListRequest {
  transactionType: TransactionCategory;
  sort: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface ExchangeRate {
  currency: string;
  targetCurrency: string;
  /** targetCurrency per 1 currency, before spread. */
  rate: DecimalString;
  updatedAt: string;
}

/** `swap` with `{ action: 'quote', fromCurrency, toCurrency, amount }`. */
export interface SwapQuote {
  quoteId: string;
  fromCurrency: string;
  toCurrency: string;
  fromAmount: DecimalString;
  toAmount: DecimalString;
  /** Effective rate after the spread. */
  rate: DecimalString;
  /** Spread as a fraction, e.g. "0.01" for 1%. */
  spread: DecimalString;
  expiresAt: string;
}

/** `swap` with `{ action: 'execute', quoteId }`; also the items of `getSwapHistory`. */
export interface SwapRecord {
  swapId: string;
  fromCurrency: string;
  toCurrency: string;
  fromAmount: DecimalString;
  toAmount: DecimalString;
  rate: DecimalString;
  createdAt: string;
}

/** `convertUSDToCrypto` / `convertCryptoToUSD` body `{ chain, amount }` → data. */
export interface Conversion {
  chain: string;
  amount: DecimalString;
  converted: DecimalString;
  rate: DecimalString;
}

export interface CryptoAddress {
  currency: string;
  network: string;
  address: string;
  /** A data: URL of the address's QR code. */
  qrCode: string;
}

/** The player's payment account (brand paymentAccountSettings: one account, no update). */
export interface PaymentAccount {
  accountId: string;
  type: 'bank' | 'eWallet';
  channelCode: string;
  channelName: string;
  accountName: string;
  accountNumber: string;
  createdAt: string;
}

// Realtime (GraphQL over subscriptions-transport-ws), fanned out through PostgreSQL NOTIFY.

/** `subscription newBalance(brandUsername)`. */
export interface NewBalanceEvent {
  walletBalance: WalletBalance;
  activeWallet: string;
  brandUsername: string;
}

/** `subscription playerNotifDepoWd(brandUsername)`; status 'success' shows as approved. */
export interface DepoWdNotification {
  amount: DecimalString;
  brandUsername: string;
  currency: string;
  transactionStatus: 'success' | 'declined';
  transactionType: 'deposit' | 'withdraw';
}

/** `query getDepoWd(brandId)` items; the username is masked. */
export interface DepoWdReportItem {
  amount: DecimalString;
  currency: string;
  currencyLogo: string;
  username: string;
  transactionType: 'deposit' | 'withdraw';
}
