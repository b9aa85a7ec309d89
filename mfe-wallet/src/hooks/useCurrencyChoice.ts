import { useState } from 'react';
import type { BalanceData } from '@croupier/shared';

/** The currency a form works in: the active wallet's by default, else the brand's first. */
export function useCurrencyChoice(balances: BalanceData) {
  const currencies = Object.values(balances.walletSetting);
  const [currency, setCurrency] = useState(() =>
    balances.walletSetting[balances.activeWallet]
      ? balances.activeWallet
      : (currencies[0]?.currency ?? ''),
  );
  return { currencies, currency, setting: balances.walletSetting[currency], setCurrency };
}
