import { create } from 'zustand';
import type { BalanceData, UserData, WalletBalance, WalletEntry } from '@croupier/contracts';
import type { AuthState } from '../auth/authStore';
import { isLoggedIn } from '../auth/tokens';
import type { CurrencySettings } from '../money/formatMoney';
import { loadPersistedBalances, persistBalances } from './walletStorage';

export const REFERRAL_CODE_STORAGE_KEY = 'referralCode';

export interface UserState {
  user: UserData | null;
  loading: boolean;
  referralCode: string | null;
  headerHeight: number;
  url: string;
  /**
   * The player's one balance snapshot, shared by the header and the wallet pages; the wallets by
   * currency, the active wallet and the currency settings are read from it by the selectors below.
   */
  balances: BalanceData | null;
  /** Whether `balances` were fetched since the page loaded (for this player), not restored. */
  balancesFetched: boolean;
  setUser: (user: UserData | null) => void;
  setLoading: (loading: boolean) => void;
  /** Also kept in localStorage so a referral link survives until registration. */
  setReferralCode: (referralCode: string | null) => void;
  setHeaderHeight: (headerHeight: number) => void;
  setUrl: (url: string) => void;
  /** Stores (and persists) the snapshot; `fetched` says it came from the server on this page. */
  setBalances: (balances: BalanceData | null, options?: { fetched: boolean }) => void;
  /** Forgets the player: user, balances and wallets, in memory and in localStorage. */
  clearUser: () => void;
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  loading: false,
  referralCode: localStorage.getItem(REFERRAL_CODE_STORAGE_KEY),
  headerHeight: 0,
  url: '',
  balances: loadPersistedBalances(),
  balancesFetched: false,
  setUser: (user) => set({ user }),
  setLoading: (loading) => set({ loading }),
  setReferralCode: (referralCode) => {
    if (referralCode) localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, referralCode);
    else localStorage.removeItem(REFERRAL_CODE_STORAGE_KEY);
    set({ referralCode: referralCode || null });
  },
  setHeaderHeight: (headerHeight) => set({ headerHeight }),
  setUrl: (url) => set({ url }),
  setBalances: (balances, options) => {
    persistBalances(balances);
    set(options ? { balances, balancesFetched: options.fetched } : { balances });
  },
  clearUser: () => {
    persistBalances(null);
    set({ user: null, balances: null, balancesFetched: false });
  },
}));

// Selectors for the user store's derived names. They return values held in the snapshot (or
// constants), so components re-render only when the snapshot changes.

const NO_WALLETS: WalletBalance = {};
const NO_CURRENCY_SETTINGS: CurrencySettings = {};

/** The player's wallets by currency. */
export function selectWalletBalance(state: UserState): WalletBalance {
  return state.balances?.walletBalance ?? NO_WALLETS;
}

/** The wallet games play from. */
export function selectActiveWalletBalance(state: UserState): WalletEntry | null {
  const balances = state.balances;
  return balances ? (balances.walletBalance[balances.activeWallet] ?? null) : null;
}

/**
 * The currency the player thinks in: the one registered with, else (user data not loaded yet)
 * the active wallet's. Limit forms take amounts in it.
 */
export function selectPlayerCurrency(state: UserState): string | null {
  return state.user?.currency ?? state.balances?.activeWallet ?? null;
}

/** Per currency: fiat or crypto, and its scale. */
export function selectCurrencySettings(state: UserState): CurrencySettings {
  return state.balances?.walletSetting ?? NO_CURRENCY_SETTINGS;
}

// The product names the visitor's tokens among the user store's fields too; they live in the
// auth store (their one home), and these read them under those names.

export const selectTsToken = (auth: AuthState): string | null => auth.sessionToken;
export const selectTsTokenValid = (auth: AuthState): boolean => auth.isSessionValid;
export const selectIsTokenValid = (auth: AuthState): boolean => isLoggedIn(auth);
export const selectFingerprint = (auth: AuthState): string | null => auth.fingerprint;
