// The wallet wire contract (shared/src/wallet/types.ts) as TypeBox schemas, for validation,
// response serialization and OpenAPI. The assertions at the bottom fail the build on any drift.

import { Type, type Static } from '@sinclair/typebox';

import {
  TRANSACTION_CATEGORIES,
  type BalanceData,
  type Conversion,
  type CryptoAddress,
  type DepoWdRequest,
  type ExchangeRate,
  type PaymentAccount,
  type SwapQuote,
  type SwapRecord,
  type Transaction,
  type TransactionListRequest,
} from '../../../../shared/src/wallet/types.js';
import { PageFields } from '../../http/paging.js';
import { literals, type Assert, type Same } from '../../http/schemas.js';
import { AMOUNT_PATTERN } from '../../money/amounts.js';

export const CurrencyCodeSchema = Type.String({
  pattern: '^[A-Z0-9]{2,10}$',
  description: 'A currency code of currency-lists',
});

/** Amounts arrive as decimal strings; the currency's scale and limits are checked by the call. */
export const AmountSchema = Type.String({
  pattern: AMOUNT_PATTERN,
  description: 'Decimal string, e.g. "150000.50"; at most the currency\'s decimal places',
});

const DecimalStringSchema = Type.String({ description: 'Decimal string' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const DateTimeSchema = Type.String({ format: 'date-time' });

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{1,128}$',
      description: 'A fresh UUID per submit; a repeat answers the original result',
    }),
  ),
});

const NetworkEntrySchema = Type.Object({
  network: Type.String(),
  address: Type.String({ description: 'cryptoWallet/getAddress answers it with its QR code' }),
});

export const WalletEntrySchema = Type.Object({
  currency: Type.String(),
  totalBalance: DecimalStringSchema,
  heldBalance: DecimalStringSchema,
  networkList: Type.Optional(Type.Array(NetworkEntrySchema)),
});

const WalletSettingSchema = Type.Object({
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

export const BalanceDataSchema = Type.Object({
  walletBalance: Type.Record(Type.String(), WalletEntrySchema),
  activeWallet: Type.String(),
  walletSetting: Type.Record(Type.String(), WalletSettingSchema),
  brandUsername: Type.String(),
});

export const TransactionCategorySchema = literals(TRANSACTION_CATEGORIES);

export const TransactionSchema = Type.Object({
  transactionId: Type.String({ format: 'uuid' }),
  category: TransactionCategorySchema,
  transactionType: literals([
    'DEPOSIT',
    'WITHDRAW',
    'SWAP',
    'GAME_DEBIT',
    'GAME_CREDIT',
    'BONUS',
  ] as const),
  status: literals(['PENDING', 'SUCCESS', 'DECLINED'] as const),
  currency: Type.String(),
  amount: DecimalStringSchema,
  paymentChannel: NullableString,
  network: NullableString,
  toAddress: NullableString,
  reason: NullableString,
  hasReceipt: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});

export const DepoWdRequestSchema = Type.Object(
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
  },
  { additionalProperties: false },
);

export const TransactionListRequestSchema = Type.Object(
  {
    transactionType: TransactionCategorySchema,
    sort: literals(['asc', 'desc'] as const),
    ...PageFields,
  },
  { additionalProperties: false },
);

export const ExchangeRateSchema = Type.Object({
  currency: Type.String(),
  targetCurrency: Type.String(),
  rate: DecimalStringSchema,
  updatedAt: DateTimeSchema,
});

export const SwapQuoteSchema = Type.Object({
  quoteId: Type.String({ format: 'uuid' }),
  fromCurrency: Type.String(),
  toCurrency: Type.String(),
  fromAmount: DecimalStringSchema,
  toAmount: DecimalStringSchema,
  rate: DecimalStringSchema,
  spread: DecimalStringSchema,
  expiresAt: DateTimeSchema,
});

export const SwapRecordSchema = Type.Object({
  swapId: Type.String({ format: 'uuid' }),
  fromCurrency: Type.String(),
  toCurrency: Type.String(),
  fromAmount: DecimalStringSchema,
  toAmount: DecimalStringSchema,
  rate: DecimalStringSchema,
  createdAt: DateTimeSchema,
});

export const ConversionSchema = Type.Object({
  chain: Type.String(),
  amount: DecimalStringSchema,
  converted: DecimalStringSchema,
  rate: DecimalStringSchema,
});

export const CryptoAddressSchema = Type.Object({
  currency: Type.String(),
  network: Type.String(),
  address: Type.String(),
  qrCode: Type.String({ description: 'data: URL of a QR code image' }),
});

export const PaymentAccountSchema = Type.Object({
  accountId: Type.String({ format: 'uuid' }),
  type: literals(['bank', 'eWallet'] as const),
  channelCode: Type.String(),
  channelName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  createdAt: DateTimeSchema,
});

export type WalletSchemasMatchContract = [
  Assert<Same<Static<typeof BalanceDataSchema>, BalanceData>>,
  Assert<Same<Static<typeof TransactionSchema>, Transaction>>,
  Assert<Same<Static<typeof DepoWdRequestSchema>, DepoWdRequest>>,
  Assert<Same<Static<typeof TransactionListRequestSchema>, TransactionListRequest>>,
  Assert<Same<Static<typeof ExchangeRateSchema>, ExchangeRate>>,
  Assert<Same<Static<typeof SwapQuoteSchema>, SwapQuote>>,
  Assert<Same<Static<typeof SwapRecordSchema>, SwapRecord>>,
  Assert<Same<Static<typeof ConversionSchema>, Conversion>>,
  Assert<Same<Static<typeof CryptoAddressSchema>, CryptoAddress>>,
  Assert<Same<Static<typeof PaymentAccountSchema>, PaymentAccount>>,
];
