// The player's wallets as get-balance2 and the realtime service show them.

import assert from 'node:assert/strict';

import type {
  BalanceData,
  WalletEntry,
  WalletSetting,
} from '../../../../shared/src/wallet/types.js';
import type { Queryable } from '../../db/pool.js';
import { brandUsername } from '../auth/user-data.js';
import { atCurrencyScale } from '../catalog/repository.js';
import { withEveryAddress } from './crypto-addresses.js';
import { isNetwork, type AddressDeriver } from './hd-addresses.js';
import {
  findBalanceSheet,
  listWallets,
  type CurrencyWithLimits,
  type Wallet,
} from './repository.js';

function entryOf(wallet: Wallet): WalletEntry {
  return {
    currency: wallet.currency,
    totalBalance: atCurrencyScale(wallet.available, wallet.scale),
    heldBalance: atCurrencyScale(wallet.held, wallet.scale),
  };
}

/** Available and held balance in every currency, keyed by currency. */
export async function walletEntries(
  db: Queryable,
  playerId: string,
): Promise<Record<string, WalletEntry>> {
  const wallets = await listWallets(db, playerId);
  return Object.fromEntries(wallets.map((wallet) => [wallet.currency, entryOf(wallet)]));
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

/**
 * get-balance2: balances, crypto deposit addresses, limits and the active wallet. QR codes are
 * left to cryptoWallet/getAddress: drawn for every balance answer they outweighed all the rest.
 */
export async function balanceData(
  db: Queryable,
  derive: AddressDeriver,
  playerId: string,
): Promise<BalanceData> {
  const sheet = await findBalanceSheet(db, playerId);
  if (sheet === null) throw new Error(`Player ${playerId} has no row`);
  const { profile, wallets } = sheet;
  const addresses = await withEveryAddress(db, derive, profile, sheet.addresses);
  const walletBalance: Record<string, WalletEntry> = {};
  const walletSetting: Record<string, WalletSetting> = {};
  for (const wallet of wallets) {
    walletSetting[wallet.currency] = walletSettingOf(wallet);
    const entry = entryOf(wallet);
    walletBalance[wallet.currency] =
      wallet.type === 'crypto'
        ? {
            ...entry,
            networkList: wallet.networks.map((network) => {
              // The catalogue lists only networks addresses derive on.
              assert.ok(isNetwork(network), `${wallet.currency} lists unknown network ${network}`);
              return { network, address: addresses[network] };
            }),
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
