// The wallet calls (docs/api.md#calls): balances, deposits and withdrawals, history, swaps, rates,
// crypto addresses and the payment account. Amounts are decimal strings, never numbers.

import { Type, type Static } from '@sinclair/typebox';

import {
  AmountSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  DecimalStringSchema,
  NullableStringSchema,
  PageFields,
  literals,
} from './api';
import {
  PAYMENT_DECLINE_REASONS,
  PAYMENT_WAITING_STEPS,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
} from './codes';

/** The player's deposit address on a network; `cryptoWallet/getAddress` draws its QR code. */
export const NetworkEntrySchema = Type.Object({
  network: Type.String(),
  address: Type.String({ description: 'cryptoWallet/getAddress answers it with its QR code' }),
});
export type NetworkEntry = Static<typeof NetworkEntrySchema>;

export const WalletEntrySchema = Type.Object({
  currency: Type.String(),
  totalBalance: Type.String({ description: 'Decimal string: available to play and withdraw' }),
  heldBalance: Type.String({ description: 'Decimal string: held by pending withdrawals' }),
  bonusBalance: Type.String({
    description:
      "Decimal string: the active bonus grant's money (docs/bonus.md), playable, not withdrawable",
  }),
  networkList: Type.Optional(Type.Array(NetworkEntrySchema)),
});
export type WalletEntry = Static<typeof WalletEntrySchema>;

export const WalletSettingSchema = Type.Object({
  currency: Type.String(),
  name: Type.String(),
  type: literals(['fiat', 'crypto'] as const),
  isFiat: Type.Boolean(),
  scale: Type.Integer(),
  symbol: Type.String(),
  logo: Type.String(),
  networks: Type.Array(Type.String()),
  minDeposit: DecimalStringSchema,
  maxDeposit: DecimalStringSchema,
  minWithdraw: DecimalStringSchema,
  maxWithdraw: DecimalStringSchema,
});
export type WalletSetting = Static<typeof WalletSettingSchema>;

/** A player's wallets by currency code. */
export const WalletBalanceSchema = Type.Record(Type.String(), WalletEntrySchema);
export type WalletBalance = Static<typeof WalletBalanceSchema>;

/** `get-balance2` body. */
export const BalanceRequestSchema = Type.Object(
  { type: Type.Literal('all') },
  { additionalProperties: false },
);

/** `get-balance2` → data. Never served to a session token. */
export const BalanceDataSchema = Type.Object({
  walletBalance: WalletBalanceSchema,
  activeWallet: Type.String(),
  walletSetting: Type.Record(Type.String(), WalletSettingSchema),
  brandUsername: Type.String(),
});
export type BalanceData = Static<typeof BalanceDataSchema>;

/** `changeActiveWallet` / `changeActiveWallet2` body and answer. */
export const ChangeActiveWalletRequestSchema = Type.Object(
  { selectedWallet: CurrencyCodeSchema },
  { additionalProperties: false },
);
export const ActiveWalletSchema = Type.Object({ activeWallet: Type.String() });

export const TransactionCategorySchema = literals(TRANSACTION_CATEGORIES);

export const TransactionTypeSchema = literals([
  'DEPOSIT',
  'WITHDRAW',
  'SWAP',
  'GAME_DEBIT',
  'GAME_CREDIT',
  'BONUS',
] as const);
export type TransactionType = Static<typeof TransactionTypeSchema>;

export const PaymentDeclineReasonSchema = literals(PAYMENT_DECLINE_REASONS);

/**
 * A history entry's status in the wire's legacy words (TRANSACTION_STATUSES): the stored status
 * mapped by WIRE_TRANSACTION_STATUS.
 */
export const TransactionStatusSchema = literals(TRANSACTION_STATUSES);

export const TransactionSchema = Type.Object({
  transactionId: Type.String({ format: 'uuid' }),
  category: TransactionCategorySchema,
  transactionType: TransactionTypeSchema,
  status: TransactionStatusSchema,
  currency: Type.String(),
  amount: DecimalStringSchema,
  paymentChannel: NullableStringSchema,
  network: NullableStringSchema,
  toAddress: NullableStringSchema,
  reason: Type.Union([Type.String(), Type.Null()], {
    description:
      "Operator's reason for a decline or a return; a held chain deposit's: the rule's message",
  }),
  hasReceipt: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  holdReason: Type.Union([Type.String(), Type.Null()], {
    description:
      'The rule that held a chain deposit, as an error code name (playerBlocked, playerExcluded, ' +
      'verificationRequired, limitReached, badRequest); kept once it is released or returned',
  }),
  reasonCode: Type.Union([PaymentDeclineReasonSchema, Type.Null()], {
    description:
      "A decline's reason from the closed list (the player's texts translate it, with what to " +
      'do); null otherwise, and for declines recorded before the list',
  }),
  step: Type.Union([literals(PAYMENT_WAITING_STEPS), Type.Null()], {
    description: 'Where a payment waiting for staff stands; null once decided',
  }),
  stepSince: Type.Union([DateTimeSchema, Type.Null()], {
    description: 'Since when the payment is at its step',
  }),
  dueAt: Type.Union([DateTimeSchema, Type.Null()], {
    description: "When the brand's time limit for the staff decision ends",
  }),
});
export type Transaction = Static<typeof TransactionSchema>;

/** A decline's body: a reason from the closed list, and a note staff alone read. */
export const PaymentDeclineSchema = Type.Object(
  {
    reason: PaymentDeclineReasonSchema,
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** `depo-wd` body (JSON) and `depowd` fields (multipart, plus the `receipt` image file). */
export const PaymentRequestSchema = Type.Object(
  {
    transactionType: literals(['DEPOSIT', 'WITHDRAW'] as const),
    currency: CurrencyCodeSchema,
    amount: AmountSchema,
    paymentChannel: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, description: 'Fiat only: a channel code' }),
    ),
    network: Type.Optional(
      Type.String({ minLength: 1, maxLength: 16, description: 'Crypto only: e.g. TRC20' }),
    ),
    toAddress: Type.Optional(
      Type.String({ minLength: 1, maxLength: 128, description: 'Crypto withdrawals only' }),
    ),
    bonusOfferId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'Deposits only: the deposit-match offer chosen (bonus/offers, claimBy deposit); the ' +
          'grant is made when the deposit is approved, if the player is still eligible',
      }),
    ),
    forfeitBonus: Type.Optional(
      Type.Boolean({
        description:
          'Withdrawals only: true confirms forfeiting the active bonus grants. Without it a ' +
          'withdrawal while a grant is active is refused (reason bonusForfeitRequired, with the ' +
          'amount and currency that would be forfeited) and nothing moves',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PaymentRequest = Static<typeof PaymentRequestSchema>;

/** `listAccountTransaction` body. */
export const TransactionListRequestSchema = Type.Object(
  {
    transactionType: TransactionCategorySchema,
    sort: literals(['asc', 'desc'] as const),
    ...PageFields,
  },
  { additionalProperties: false },
);
export type TransactionListRequest = Static<typeof TransactionListRequestSchema>;

/** `get-transaction` body. */
export const TransactionRequestSchema = Type.Object(
  { transactionId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** `getExchangeRate` body. */
export const ExchangeRateRequestSchema = Type.Object(
  { currency: CurrencyCodeSchema, targetCurrency: CurrencyCodeSchema },
  { additionalProperties: false },
);

export const ExchangeRateSchema = Type.Object({
  currency: Type.String(),
  targetCurrency: Type.String(),
  rate: Type.String({
    description: 'Decimal string: targetCurrency per 1 currency, before spread',
  }),
  updatedAt: DateTimeSchema,
});
export type ExchangeRate = Static<typeof ExchangeRateSchema>;

/** `swap` body: a quote (`fromCurrency`, `toCurrency`, `amount`), then its execution. */
export const SwapRequestSchema = Type.Object(
  {
    action: literals(['quote', 'execute'] as const),
    fromCurrency: Type.Optional(CurrencyCodeSchema),
    toCurrency: Type.Optional(CurrencyCodeSchema),
    amount: Type.Optional(AmountSchema),
    quoteId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

/** `swap` with `{ action: 'quote', fromCurrency, toCurrency, amount }`. */
export const SwapQuoteSchema = Type.Object({
  quoteId: Type.String({ format: 'uuid' }),
  fromCurrency: Type.String(),
  toCurrency: Type.String(),
  fromAmount: DecimalStringSchema,
  toAmount: DecimalStringSchema,
  rate: Type.String({ description: 'Decimal string: the effective rate after the spread' }),
  spread: Type.String({ description: 'Spread as a fraction, e.g. "0.01" for 1%' }),
  expiresAt: DateTimeSchema,
});
export type SwapQuote = Static<typeof SwapQuoteSchema>;

/** `swap` with `{ action: 'execute', quoteId }`; also the items of `getSwapHistory`. */
export const SwapRecordSchema = Type.Object({
  swapId: Type.String({ format: 'uuid' }),
  fromCurrency: Type.String(),
  toCurrency: Type.String(),
  fromAmount: DecimalStringSchema,
  toAmount: DecimalStringSchema,
  rate: DecimalStringSchema,
  createdAt: DateTimeSchema,
});
export type SwapRecord = Static<typeof SwapRecordSchema>;

/** `convertUSDToCrypto` / `convertCryptoToUSD` body. */
export const ConversionRequestSchema = Type.Object(
  {
    chain: Type.String({
      pattern: '^[A-Z0-9]{2,10}$',
      description: 'The crypto currency, e.g. BTC or USDT',
    }),
    amount: AmountSchema,
  },
  { additionalProperties: false },
);

/** `convertUSDToCrypto` / `convertCryptoToUSD` → data. */
export const ConversionSchema = Type.Object({
  chain: Type.String(),
  amount: DecimalStringSchema,
  converted: DecimalStringSchema,
  rate: DecimalStringSchema,
});
export type Conversion = Static<typeof ConversionSchema>;

/** `cryptoWallet/getAddress` body. */
export const CryptoAddressRequestSchema = Type.Object(
  { currency: CurrencyCodeSchema, network: Type.String({ minLength: 1, maxLength: 16 }) },
  { additionalProperties: false },
);

export const CryptoAddressSchema = Type.Object({
  currency: Type.String(),
  network: Type.String(),
  address: Type.String(),
  qrCode: Type.String({ description: 'data: URL of a QR code image' }),
});
export type CryptoAddress = Static<typeof CryptoAddressSchema>;

/** `cryptoWallet/isAddressActive` body and answer. */
export const AddressActiveRequestSchema = Type.Object(
  { address: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export const AddressActiveSchema = Type.Object({ isActive: Type.Boolean() });

export const PaymentAccountTypeSchema = literals(['bank', 'eWallet'] as const);
export type PaymentAccountType = Static<typeof PaymentAccountTypeSchema>;

/** The player's payment account (brand paymentAccountSettings: one account, no update). */
export const PaymentAccountSchema = Type.Object({
  accountId: Type.String({ format: 'uuid' }),
  type: PaymentAccountTypeSchema,
  channelCode: Type.String(),
  channelName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  createdAt: DateTimeSchema,
});
export type PaymentAccount = Static<typeof PaymentAccountSchema>;

/** `paymentAccount/create` body. */
export const NewPaymentAccountSchema = Type.Object(
  {
    type: PaymentAccountTypeSchema,
    channelCode: Type.String({ minLength: 1, maxLength: 32 }),
    accountName: Type.String({ minLength: 2, maxLength: 60, pattern: '^\\S(.*\\S)?$' }),
    accountNumber: Type.String({ pattern: '^\\+?[0-9]{6,20}$' }),
  },
  { additionalProperties: false },
);
export type NewPaymentAccount = Static<typeof NewPaymentAccountSchema>;

/** Headers of the money calls: a repeated key answers the first call's result. */
export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{1,128}$',
      description: 'A fresh UUID per submit; a repeat answers the original result',
    }),
  ),
});

/**
 * `account/close` answer (GLI-19 A.3.10): when the account closed, the withdrawals its remaining
 * balance became (to the last withdrawal account of each currency), and what stays for staff to
 * pay out where there was none.
 */
export const AccountClosureSchema = Type.Object({
  closedAt: DateTimeSchema,
  withdrawals: Type.Array(TransactionSchema),
  remaining: Type.Array(Type.Object({ currency: Type.String(), amount: DecimalStringSchema })),
});
export type AccountClosure = Static<typeof AccountClosureSchema>;
