import type { BalanceData, NewBalanceEvent, WalletBalance } from '@croupier/contracts';
import { getBalance } from '../wallet/calls';
import { useUserStore } from './userStore';

/** Realtime pushes applied so far: tells an HTTP answer whether a push overtook it. */
let pushesApplied = 0;

/** Stores a full `get-balance2` answer as the page's snapshot. */
export function applyBalances(data: BalanceData): void {
  useUserStore.getState().setBalances(data, { fetched: true });
}

/**
 * Applies a realtime `newBalance` push to the snapshot. It carries amounts only, so settings and
 * deposit addresses already known are kept (until the next fetch brings them, if none are).
 */
export function applyBalanceChanged(event: NewBalanceEvent): void {
  pushesApplied += 1;
  const { balances, setBalances } = useUserStore.getState();
  const walletBalance: WalletBalance = {};
  for (const [currency, entry] of Object.entries(event.walletBalance)) {
    const networkList = balances?.walletBalance[currency]?.networkList;
    walletBalance[currency] = networkList ? { ...entry, networkList } : entry;
  }
  setBalances({
    walletSetting: balances?.walletSetting ?? {},
    brandUsername: event.brandUsername,
    walletBalance,
    activeWallet: event.activeWallet,
  });
}

/** The balance request in flight: whoever wants the page's snapshot meanwhile joins it. */
let balancesInFlight: Promise<BalanceData> | null = null;

/**
 * The page's balance snapshot, shared by the shell and the wallet pages: `get-balance2` is asked
 * once per page load (and player); realtime pushes keep the snapshot in the user store live.
 */
export function loadBalances(): Promise<BalanceData> {
  const { balances, balancesFetched } = useUserStore.getState();
  if (balancesFetched && balances) return Promise.resolve(balances);
  return balancesInFlight ?? refreshBalances();
}

/** Fetches `get-balance2` again, e.g. after money moved, and stores it as the page's snapshot. */
export function refreshBalances(): Promise<BalanceData> {
  const request = fetchBalances();
  balancesInFlight = request;
  const settled = () => {
    if (balancesInFlight === request) balancesInFlight = null;
  };
  request.then(settled, settled);
  return request;
}

/**
 * Fetches `get-balance2` into the store. A push that arrives while the request is in flight is
 * at least as new as its answer (and any later change brings another push), so the pushed amounts
 * are kept and the answer only adds settings and deposit addresses.
 */
async function fetchBalances(): Promise<BalanceData> {
  const pushesBefore = pushesApplied;
  const data = await getBalance();
  const store = useUserStore.getState();
  const fresh =
    pushesApplied === pushesBefore || !store.balances
      ? data
      : {
          ...data,
          activeWallet: store.balances.activeWallet,
          walletBalance: Object.fromEntries(
            Object.entries(data.walletBalance).map(([currency, entry]) => {
              const pushed = store.balances?.walletBalance[currency];
              const amounts = pushed
                ? { totalBalance: pushed.totalBalance, heldBalance: pushed.heldBalance }
                : {};
              return [currency, { ...entry, ...amounts }];
            }),
          ),
        };
  applyBalances(fresh);
  return fresh;
}
