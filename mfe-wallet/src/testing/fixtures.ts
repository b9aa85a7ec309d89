import type {
  BalanceData,
  PaymentAccount,
  PaymentChannel,
  SwapQuote,
  Transaction,
  WalletSetting,
} from '@croupier/shared';

// Test support: wire-contract answers of a player with an IDR (fiat) and a USDT (crypto) wallet.

const idrSetting: WalletSetting = {
  currency: 'IDR',
  name: 'Indonesian rupiah',
  type: 'fiat',
  isFiat: true,
  scale: 2,
  symbol: 'Rp',
  logo: '/assets/idr.svg',
  networks: [],
  minDeposit: '10000',
  maxDeposit: '5000000',
  minWithdraw: '50000',
  maxWithdraw: '2000000',
};

const usdtSetting: WalletSetting = {
  currency: 'USDT',
  name: 'Tether',
  type: 'crypto',
  isFiat: false,
  scale: 6,
  symbol: '₮',
  logo: '/assets/usdt.svg',
  networks: ['TRC20', 'ERC20'],
  minDeposit: '1',
  maxDeposit: '100000',
  minWithdraw: '10',
  maxWithdraw: '10000',
};

export function balancesWith(
  idrBalance: string,
  usdtBalance: string,
  idrHeld = '0.00',
): BalanceData {
  return {
    walletBalance: {
      IDR: { currency: 'IDR', totalBalance: idrBalance, heldBalance: idrHeld, bonusBalance: '0' },
      USDT: { currency: 'USDT', totalBalance: usdtBalance, heldBalance: '0', bonusBalance: '0' },
    },
    activeWallet: 'IDR',
    walletSetting: { IDR: idrSetting, USDT: usdtSetting },
    brandUsername: 'brand7_alice',
  };
}

export const paymentChannels: PaymentChannel[] = [
  {
    code: 'BCA',
    name: 'Bank Central Asia',
    type: 'bank',
    currency: 'IDR',
    logo: '',
    minAmount: '20000',
    maxAmount: '1000000',
  },
  {
    code: 'OVO',
    name: 'OVO',
    type: 'eWallet',
    currency: 'IDR',
    logo: '',
    minAmount: '10000',
    maxAmount: '2000000',
  },
  {
    code: 'USDT-TRC20',
    name: 'USDT TRC20',
    type: 'crypto',
    currency: 'USDT',
    logo: '',
    minAmount: '1',
    maxAmount: '100000',
  },
];

export const paymentAccount: PaymentAccount = {
  accountId: 'a-1',
  type: 'bank',
  channelCode: 'BCA',
  channelName: 'Bank Central Asia',
  accountName: 'Alice Liddell',
  accountNumber: '1234567890',
  createdAt: '2026-01-02T03:04:05.000Z',
};

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transactionId: 't-1',
    category: 'DEPOWD',
    transactionType: 'DEPOSIT',
    status: 'PENDING',
    currency: 'IDR',
    amount: '150000.00',
    paymentChannel: 'BCA',
    network: null,
    toAddress: null,
    reason: null,
    hasReceipt: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    holdReason: null,
    reasonCode: null,
    step: null,
    stepSince: null,
    dueAt: null,
    ...overrides,
  };
}

export function swapQuote(overrides: Partial<SwapQuote> = {}): SwapQuote {
  return {
    quoteId: 'q-1',
    fromCurrency: 'USDT',
    toCurrency: 'IDR',
    fromAmount: '10',
    toAmount: '158400.00',
    rate: '15840',
    spread: '0.01',
    expiresAt: new Date(Date.now() + 30_000).toISOString(),
    ...overrides,
  };
}
