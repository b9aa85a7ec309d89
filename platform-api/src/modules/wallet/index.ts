export { loadBalanceSnapshot } from './balances.js';
export { depositNetwork } from './crypto-addresses.js';
export { looksLikeAddress } from './hd-addresses.js';
export {
  type CurrencyWithLimits,
  findCryptoAddress,
  findCurrencyWithLimits,
  findWalletProfile,
} from './repository.js';
export { walletRoutes } from './routes.js';
export {
  AmountSchema,
  ConversionSchema,
  CurrencyCodeSchema,
  DepoWdRequestSchema,
  ExchangeRateSchema,
  IdempotencyHeadersSchema,
  PaymentAccountSchema,
  SwapQuoteSchema,
  SwapRecordSchema,
  TransactionListRequestSchema,
  TransactionSchema,
} from './schemas.js';
