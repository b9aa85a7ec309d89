import { applyBalances, getBalance, type BalanceData } from '@croupier/shared';
import { useRequest } from '@croupier/ui';

/** Fresh balances also update the site-wide user store (header balance, persisted wallets). */
async function loadBalances(): Promise<BalanceData> {
  const balances = await getBalance();
  applyBalances(balances);
  return balances;
}

/** The player's wallets and currency settings; `reload()` after money moved. */
export function useWalletBalances() {
  return useRequest(loadBalances);
}
