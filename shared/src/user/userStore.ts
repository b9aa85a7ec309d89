import { create } from 'zustand';
import type { CurrencySettings } from '../money/formatMoney';
import type { BalanceResponse, UserData, WalletBalance, WalletEntry } from './types';
import { clearPersistedWallets, loadPersistedWallets, persistWallets } from './walletStorage';

export const REFERRAL_CODE_STORAGE_KEY = 'referralCode';

export interface UserState {
  user: UserData | null;
  loading: boolean;
  referralCode: string | null;
  headerHeight: number;
  url: string;
  tsToken: string | null;
  tsTokenValid: boolean;
  isTokenValid: boolean;
  fingerprint: string | null;
  balances: BalanceResponse | null;
  /**
   * Whether `balances` were fetched since the page loaded (for this player), rather than restored
   * from an earlier visit: the header and the wallet pages share this one snapshot.
   */
  balancesFetched: boolean;
  currencySettings: CurrencySettings;
  walletBalance: WalletBalance;
  activeWalletBalance: WalletEntry | null;
  setUser: (user: UserData | null) => void;
  setLoading: (loading: boolean) => void;
  /** Also kept in localStorage so a referral link survives until registration. */
  setReferralCode: (referralCode: string | null) => void;
  setHeaderHeight: (headerHeight: number) => void;
  setUrl: (url: string) => void;
  setTsToken: (tsToken: string | null) => void;
  setTsTokenValid: (tsTokenValid: boolean) => void;
  setIsTokenValid: (isTokenValid: boolean) => void;
  setFingerprint: (fingerprint: string | null) => void;
  setBalances: (balances: BalanceResponse | null) => void;
  markBalancesFetched: () => void;
  setCurrencySettings: (currencySettings: CurrencySettings) => void;
  setWalletBalance: (walletBalance: WalletBalance) => void;
  setActiveWalletBalance: (activeWalletBalance: WalletEntry | null) => void;
  /** Forgets the player: user, balances and wallets, in memory and in localStorage. */
  clearUser: () => void;
}

export const useUserStore = create<UserState>()((set) => {
  const storedWallets = loadPersistedWallets();
  return {
    user: null,
    loading: false,
    referralCode: localStorage.getItem(REFERRAL_CODE_STORAGE_KEY),
    headerHeight: 0,
    url: '',
    tsToken: null,
    tsTokenValid: false,
    isTokenValid: false,
    fingerprint: null,
    balances: storedWallets.balances,
    balancesFetched: false,
    currencySettings: {},
    walletBalance: storedWallets.walletBalance ?? {},
    activeWalletBalance: storedWallets.activeWalletBalance,
    setUser: (user) => set({ user }),
    setLoading: (loading) => set({ loading }),
    setReferralCode: (referralCode) => {
      if (referralCode) localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, referralCode);
      else localStorage.removeItem(REFERRAL_CODE_STORAGE_KEY);
      set({ referralCode: referralCode || null });
    },
    setHeaderHeight: (headerHeight) => set({ headerHeight }),
    setUrl: (url) => set({ url }),
    setTsToken: (tsToken) => set({ tsToken }),
    setTsTokenValid: (tsTokenValid) => set({ tsTokenValid }),
    setIsTokenValid: (isTokenValid) => set({ isTokenValid }),
    setFingerprint: (fingerprint) => set({ fingerprint }),
    setBalances: (balances) => {
      persistWallets({ balances });
      set({ balances });
    },
    markBalancesFetched: () => set({ balancesFetched: true }),
    setCurrencySettings: (currencySettings) => set({ currencySettings }),
    setWalletBalance: (walletBalance) => {
      persistWallets({ walletBalance });
      set({ walletBalance });
    },
    setActiveWalletBalance: (activeWalletBalance) => {
      persistWallets({ activeWalletBalance });
      set({ activeWalletBalance });
    },
    clearUser: () => {
      clearPersistedWallets();
      set({
        user: null,
        balances: null,
        balancesFetched: false,
        walletBalance: {},
        activeWalletBalance: null,
      });
    },
  };
});
