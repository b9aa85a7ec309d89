import {
  ActiveWalletSchema,
  AddressActiveRequestSchema,
  AddressActiveSchema,
  BalanceDataSchema,
  BalanceRequestSchema,
  ChangeActiveWalletRequestSchema,
  CryptoAddressRequestSchema,
  CryptoAddressSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { badRequestError } from '../../http/errors.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute, type Player } from '../auth/index.js';
import { balanceData } from './balances.js';
import { cryptoAddressOf } from './crypto-addresses.js';
import { createAddressDeriver } from './hd-addresses.js';
import {
  findCryptoAddress,
  findCurrencyWithLimits,
  findWalletProfile,
  updateActiveWallet,
} from './repository.js';

export interface WalletRoutesOptions {
  db: pg.Pool;
  /** Account-level xpub that deposit addresses derive from. */
  walletXpub: string;
}

export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (
  app,
  { db, walletXpub },
) => {
  requirePlayerOnEveryRoute(app, db);
  const derive = createAddressDeriver(walletXpub);

  /** The player's wallet profile: every player has one. */
  const callerProfile = async (player: Player) => {
    const profile = await findWalletProfile(db, player.id);
    if (profile === null) throw new Error(`Player ${player.id} has no row`);
    return profile;
  };

  const getBalance = playerCall('wallet', BalanceDataSchema, {
    summary: 'Balances of every currency, deposit addresses, limits and the active wallet',
    description:
      'totalBalance is available to play and withdraw; heldBalance is held by pending ' +
      'withdrawals. Crypto entries list a deposit address per network; ' +
      'cryptoWallet/getAddress answers one with its QR code. ' +
      'Needs a login token: a session token is errorCode 1. get-balance (the older name) ' +
      'answers the same.',
    body: BalanceRequestSchema,
  });
  for (const path of ['/get-balance', '/get-balance2']) {
    app.post(path, getBalance, async (request) =>
      ok(await balanceData(db, derive, request.player.id)),
    );
  }

  const changeActiveWallet = playerCall('wallet', ActiveWalletSchema, {
    summary: 'Choose the wallet (currency) games play from',
    body: ChangeActiveWalletRequestSchema,
  });
  for (const path of ['/changeActiveWallet', '/changeActiveWallet2']) {
    app.post(path, changeActiveWallet, async (request) => {
      const profile = await callerProfile(request.player);
      const { selectedWallet } = request.body;
      if ((await findCurrencyWithLimits(db, selectedWallet)) === null) {
        throw badRequestError(`Unknown currency ${selectedWallet}`);
      }
      await updateActiveWallet(db, profile.playerId, selectedWallet);
      return ok({ activeWallet: selectedWallet });
    });
  }

  app.post(
    '/cryptoWallet/getAddress',
    playerCall('wallet', CryptoAddressSchema, {
      summary: "The player's deposit address for a crypto currency on a network",
      description:
        'Derived from the operator wallet xpub: the same player and network always get the ' +
        'same address. Currencies sharing a network (USDT and ETH on ERC20) share it. ' +
        'qrCode is a data: URL of a PNG image.',
      body: CryptoAddressRequestSchema,
    }),
    async (request) => {
      const profile = await callerProfile(request.player);
      const currency = await findCurrencyWithLimits(db, request.body.currency);
      if (currency === null) throw badRequestError(`Unknown currency ${request.body.currency}`);
      return ok(await cryptoAddressOf(db, derive, profile, currency, request.body.network));
    },
  );

  app.post(
    '/cryptoWallet/isAddressActive',
    playerCall('wallet', AddressActiveSchema, {
      summary: 'Whether an address is a deposit address issued to the calling player',
      body: AddressActiveRequestSchema,
    }),
    async (request) => {
      const profile = await callerProfile(request.player);
      const issued = await findCryptoAddress(db, request.body.address);
      return ok({ isActive: issued !== null && issued.playerId === profile.playerId });
    },
  );
};
