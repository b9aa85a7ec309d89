export { DEPOSIT_PATH, DepositButton } from './DepositButton';
export { HeaderBalance } from './HeaderBalance';
export { useWalletSession } from './useWalletSession';
