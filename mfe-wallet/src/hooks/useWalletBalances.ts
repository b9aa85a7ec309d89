import { refreshBalances } from '@croupier/shared';
import { useRequest } from '@croupier/ui';

/**
 * The player's wallets and currency settings; `reload()` after money moved. Fresh balances also
 * update the site-wide user store (header balance, persisted wallets).
 */
export function useWalletBalances() {
  return useRequest(refreshBalances);
}
