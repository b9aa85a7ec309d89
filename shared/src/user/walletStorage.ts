import type { BalanceData, WalletBalance, WalletEntry } from '@croupier/contracts';

// Wallets survive a reload in localStorage so balances show before the first fetch. The product
// keeps them under three keys: the whole answer, the wallets by currency and the active wallet.

export const WALLET_STORAGE_KEYS = {
  balances: 'balances',
  walletBalance: 'userBalance',
  activeWalletBalance: 'balance',
} as const;

/** Writes the snapshot under the three keys; `null` removes them. */
export function persistBalances(balances: BalanceData | null): void {
  if (balances === null) {
    for (const key of Object.values(WALLET_STORAGE_KEYS)) localStorage.removeItem(key);
    return;
  }
  const walletBalance: WalletBalance = balances.walletBalance;
  const activeWalletBalance: WalletEntry | undefined = walletBalance[balances.activeWallet];
  writeJson(WALLET_STORAGE_KEYS.balances, balances);
  writeJson(WALLET_STORAGE_KEYS.walletBalance, walletBalance);
  writeJson(WALLET_STORAGE_KEYS.activeWalletBalance, activeWalletBalance ?? null);
}

/** The snapshot an earlier visit stored; the whole answer holds the other two keys. */
export function loadPersistedBalances(): BalanceData | null {
  return readJson<BalanceData>(WALLET_STORAGE_KEYS.balances);
}

function writeJson(key: string, value: unknown): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A corrupt entry is treated as absent; the next balance fetch rewrites it.
    return null;
  }
}
