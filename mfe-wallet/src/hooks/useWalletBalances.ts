import { useCallback } from 'react';
import { loadBalances, refreshBalances, useUserStore, type BalanceData } from '@croupier/shared';
import { useRequest, type Request } from '@croupier/ui';

/**
 * The player's wallets and currency settings: the page's one balance snapshot, shared with the
 * header and kept live by realtime pushes. `reload()` fetches them again after money moved.
 */
export function useWalletBalances(): Request<BalanceData> {
  const firstLoad = useRequest(loadBalances);
  const balances = useUserStore((state) => state.balances);
  const reload = useCallback(async () => {
    // A failed refresh keeps the balances on screen, like any failed reload.
    await refreshBalances().catch(() => undefined);
  }, []);
  if (firstLoad.status !== 'ready' || balances === null) return firstLoad;
  return { status: 'ready', data: balances, reload };
}
