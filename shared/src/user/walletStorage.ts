import type { BalanceResponse, WalletBalance, WalletEntry } from './types';

// Wallets survive a reload in localStorage so balances show before the first fetch.

export interface PersistedWallets {
  balances: BalanceResponse | null;
  walletBalance: WalletBalance | null;
  activeWalletBalance: WalletEntry | null;
}

export const WALLET_STORAGE_KEYS = {
  balances: 'balances',
  walletBalance: 'userBalance',
  activeWalletBalance: 'balance',
} as const satisfies Record<keyof PersistedWallets, string>;

/** Writes the given wallets; `null` removes the key. */
export function persistWallets(wallets: Partial<PersistedWallets>): void {
  for (const field of Object.keys(wallets) as (keyof PersistedWallets)[]) {
    const value = wallets[field];
    const key = WALLET_STORAGE_KEYS[field];
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  }
}

export function loadPersistedWallets(): PersistedWallets {
  return {
    balances: readJson<BalanceResponse>(WALLET_STORAGE_KEYS.balances),
    walletBalance: readJson<WalletBalance>(WALLET_STORAGE_KEYS.walletBalance),
    activeWalletBalance: readJson<WalletEntry>(WALLET_STORAGE_KEYS.activeWalletBalance),
  };
}

export function clearPersistedWallets(): void {
  persistWallets({ balances: null, walletBalance: null, activeWalletBalance: null });
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
