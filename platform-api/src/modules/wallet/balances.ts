// The player's wallets as get-balance2 and the realtime service show them.

import assert from 'node:assert/strict';

import type { BalanceData, NewBalanceEvent, WalletEntry, WalletSetting } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { brandUsername } from '../../identity/usernames.js';
import { withEveryAddress } from './crypto-addresses.js';
import { isNetwork, type AddressDeriver } from './hd-addresses.js';
import {
  findBalanceSheet,
  findWalletProfile,
  listWallets,
  type Wallet,
  type WalletAmountField,
} from './repository.js';

/** An amount the database gave at its currency's scale; null only if it was stored beyond it. */
function atScale(wallet: Wallet, field: WalletAmountField): string {
  const amount = wallet[field];
  assert.ok(
    amount !== null,
    `${field} of ${wallet.currency} has more than ${wallet.scale} decimal places`,
  );
  return amount;
}

function entryOf(wallet: Wallet): WalletEntry {
  return {
    currency: wallet.currency,
    totalBalance: atScale(wallet, 'available'),
    heldBalance: atScale(wallet, 'held'),
    bonusBalance: atScale(wallet, 'bonus'),
  };
}

/** Available, held and bonus balance in every currency, keyed by currency. */
export async function walletEntries(
  db: Queryable,
  playerId: string,
): Promise<Record<string, WalletEntry>> {
  const wallets = await listWallets(db, playerId);
  return Object.fromEntries(wallets.map((wallet) => [wallet.currency, entryOf(wallet)]));
}

function walletSettingOf(wallet: Wallet): WalletSetting {
  return {
    currency: wallet.currency,
    name: wallet.name,
    type: wallet.type,
    isFiat: wallet.type === 'fiat',
    scale: wallet.scale,
    symbol: wallet.symbol,
    logo: wallet.logo,
    networks: wallet.networks,
    minDeposit: atScale(wallet, 'minDeposit'),
    maxDeposit: atScale(wallet, 'maxDeposit'),
    minWithdraw: atScale(wallet, 'minWithdraw'),
    maxWithdraw: atScale(wallet, 'maxWithdraw'),
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

/** What `subscription newBalance` sends: balances without deposit addresses. */
export async function loadBalanceSnapshot(
  db: Queryable,
  playerId: string,
): Promise<NewBalanceEvent> {
  const profile = await findWalletProfile(db, playerId);
  if (profile === null) throw new Error(`No player ${playerId}`);
  return {
    walletBalance: await walletEntries(db, playerId),
    activeWallet: profile.activeWallet,
    brandUsername: brandUsername(profile.brandId, profile.username),
  };
}
