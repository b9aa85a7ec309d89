export { loadBalanceSnapshot, walletEntries } from './balances.js';
export { depositNetwork } from './crypto-addresses.js';
export { looksLikeAddress } from './hd-addresses.js';
export {
  type CurrencyWithLimits,
  findCryptoAddress,
  findCurrencyWithLimits,
  findWalletProfile,
} from './repository.js';
export { walletRoutes } from './routes.js';
