import { Decimal } from 'decimal.js';
import { selectActiveWalletBalance, useUserStore } from '@croupier/shared';

export interface OriginalsWallet {
  currency: string;
  /** Real and bonus money: both can be staked. */
  playable: Decimal;
  /** The currency's decimal places: an amount's finest step. */
  scale: number;
}

/** The wallet the originals play from; its balance follows the header's (newBalance events). */
export function useOriginalsWallet(): OriginalsWallet | null {
  const wallet = useUserStore(selectActiveWalletBalance);
  const scale = useUserStore((state) =>
    wallet ? state.balances?.walletSetting[wallet.currency]?.scale : undefined,
  );
  if (!wallet) return null;
  return {
    currency: wallet.currency,
    playable: new Decimal(wallet.totalBalance).plus(wallet.bonusBalance),
    scale: scale ?? 2,
  };
}
