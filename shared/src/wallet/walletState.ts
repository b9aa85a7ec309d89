import { useUserStore } from '../user/userStore';
import type { BalanceData, NewBalanceEvent, WalletEntry } from './types';

/** Stores a full `get-balance2` answer: balances, wallets by currency, the active wallet. */
export function applyBalances(data: BalanceData): void {
  const store = useUserStore.getState();
  store.setBalances(data);
  store.setCurrencySettings(data.walletSetting);
  store.setWalletBalance(data.walletBalance);
  store.setActiveWalletBalance(data.walletBalance[data.activeWallet] ?? null);
}

/**
 * Applies a realtime `newBalance` push. It carries amounts only, so deposit addresses already
 * known for a crypto wallet are kept.
 */
export function applyNewBalance(event: NewBalanceEvent): void {
  const store = useUserStore.getState();
  const walletBalance: Record<string, WalletEntry> = {};
  for (const [currency, entry] of Object.entries(event.walletBalance)) {
    const networkList = store.walletBalance[currency]?.networkList;
    walletBalance[currency] = networkList ? { ...entry, networkList } : entry;
  }
  store.setWalletBalance(walletBalance);
  store.setActiveWalletBalance(walletBalance[event.activeWallet] ?? null);
  if (store.balances)
    store.setBalances({ ...store.balances, walletBalance, activeWallet: event.activeWallet });
}
