export { HeaderBalance } from './HeaderBalance';
export { useWalletSession } from './useWalletSession';
