// The player's wallets as get-balance2 and the realtime service show them.

import type {
  BalanceData,
  WalletEntry,
  WalletSetting,
} from '../../../../shared/src/wallet/types.js';
import type { Queryable } from '../../db/pool.js';
import { brandUsername } from '../auth/user-data.js';
import { atCurrencyScale } from '../catalog/repository.js';
import { cryptoAddressOf } from './crypto-addresses.js';
import type { AddressDeriver } from './hd-addresses.js';
import {
  listCurrenciesWithLimits,
  listWalletRows,
  type CurrencyWithLimits,
  type WalletProfile,
} from './repository.js';

/** Available and held balance in every currency, keyed by currency. */
export async function walletEntries(
  db: Queryable,
  playerId: string,
): Promise<Record<string, WalletEntry>> {
  const rows = await listWalletRows(db, playerId);
  return Object.fromEntries(
    rows.map((row) => [
      row.currency,
      {
        currency: row.currency,
        totalBalance: atCurrencyScale(row.available, row.scale),
        heldBalance: atCurrencyScale(row.held, row.scale),
      },
    ]),
  );
}

export function walletSettingOf(currency: CurrencyWithLimits): WalletSetting {
  const atScale = (amount: string) => atCurrencyScale(amount, currency.scale);
  return {
    currency: currency.currency,
    name: currency.name,
    type: currency.type,
    isFiat: currency.type === 'fiat',
    scale: currency.scale,
    symbol: currency.symbol,
    logo: currency.logo,
    networks: currency.networks,
    minDeposit: atScale(currency.minDeposit),
    maxDeposit: atScale(currency.maxDeposit),
    minWithdraw: atScale(currency.minWithdraw),
    maxWithdraw: atScale(currency.maxWithdraw),
  };
}

/** get-balance2: balances, crypto deposit addresses, limits and the active wallet. */
export async function balanceData(
  db: Queryable,
  derive: AddressDeriver,
  profile: WalletProfile,
): Promise<BalanceData> {
  const [entries, currencies] = await Promise.all([
    walletEntries(db, profile.playerId),
    listCurrenciesWithLimits(db),
  ]);
  const walletBalance: Record<string, WalletEntry> = {};
  const walletSetting: Record<string, WalletSetting> = {};
  for (const currency of currencies) {
    const entry = entries[currency.currency];
    if (entry === undefined) throw new Error(`No wallet row for ${currency.currency}`);
    walletSetting[currency.currency] = walletSettingOf(currency);
    walletBalance[currency.currency] =
      currency.type === 'crypto'
        ? {
            ...entry,
            networkList: await Promise.all(
              currency.networks.map(async (network) => {
                const { address, qrCode } = await cryptoAddressOf(
                  db,
                  derive,
                  profile,
                  currency,
                  network,
                );
                return { network, address, qrCode };
              }),
            ),
          }
        : entry;
  }
  return {
    walletBalance,
    activeWallet: profile.activeWallet,
    walletSetting,
    brandUsername: brandUsername(profile.brandId, profile.username),
  };
}
