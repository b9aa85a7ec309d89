// Issuing deposit addresses: derived once, recorded (so a chain deposit finds its player), and
// QR-coded on demand.

import assert from 'node:assert/strict';

import type { CryptoAddress } from '@croupier/contracts';
import QRCode from 'qrcode';

import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import type { Currency } from '../catalog/index.js';
import { isNetwork, NETWORKS, type AddressDeriver, type Network } from './hd-addresses.js';
import { insertCryptoAddresses, listCryptoAddressesOf, type WalletProfile } from './repository.js';

/** The player's address on every network: see `withEveryAddress`. */
export async function depositAddresses(
  db: Queryable,
  derive: AddressDeriver,
  profile: WalletProfile,
): Promise<Record<Network, string>> {
  return withEveryAddress(db, derive, profile, await listCryptoAddressesOf(db, profile.playerId));
}

/**
 * The player's `stored` addresses, completed. Deriving one costs milliseconds of elliptic-curve
 * work, so they are derived once, all together at first need, and read from storage afterwards.
 */
export async function withEveryAddress(
  db: Queryable,
  derive: AddressDeriver,
  profile: WalletProfile,
  stored: Partial<Record<string, string>>,
): Promise<Record<Network, string>> {
  const missing = NETWORKS.filter((network) => stored[network] === undefined);
  if (missing.length === 0) return stored as Record<Network, string>;
  const derived = missing.map((network) => ({
    network,
    ...derive(network, profile.addressIndex),
  }));
  await insertCryptoAddresses(db, profile.playerId, derived);
  const issued = await listCryptoAddressesOf(db, profile.playerId);
  for (const { network, address } of derived) {
    assertDerivedAddress(profile, network, issued[network], address);
  }
  return issued as Record<Network, string>;
}

/** A stored address other than the derived one means WALLET_XPUB changed: deposits would go astray. */
function assertDerivedAddress(
  profile: WalletProfile,
  network: Network,
  stored: string | undefined,
  derived: string,
) {
  assert.equal(
    stored,
    derived,
    `player ${profile.playerId} holds ${stored} on ${network}; WALLET_XPUB derives another`,
  );
}

/** Drawn QR codes by address: a player's deposit page asks for the same few again and again. */
const qrCodes = new Map<string, Promise<string>>();
const QR_CODES_KEPT = 10_000;

/** A data: URL of the address's QR code (PNG). */
export function qrCodeOf(address: string): Promise<string> {
  let qrCode = qrCodes.get(address);
  if (qrCode === undefined) {
    qrCode = QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    // Oldest first out: a Map iterates in insertion order.
    if (qrCodes.size >= QR_CODES_KEPT) qrCodes.delete(qrCodes.keys().next().value ?? '');
    qrCodes.set(address, qrCode);
    qrCode.catch(() => qrCodes.delete(address));
  }
  return qrCode;
}

/** The networks `currency` is deposited on; a 400 for a fiat currency or a foreign network. */
export function depositNetwork(currency: Currency, network: string): Network {
  if (currency.type !== 'crypto') {
    throw badRequestError(`${currency.currency} is not a crypto currency`);
  }
  if (!currency.networks.includes(network) || !isNetwork(network)) {
    throw badRequestError(
      `${currency.currency} travels on ${currency.networks.join(', ')}, not ${network}`,
    );
  }
  return network;
}

/** The address a player is about to pay to, checked against WALLET_XPUB, with its QR code. */
export async function cryptoAddressOf(
  db: Queryable,
  derive: AddressDeriver,
  profile: WalletProfile,
  currency: Currency,
  network: string,
): Promise<CryptoAddress> {
  const depositOn = depositNetwork(currency, network);
  const address = (await depositAddresses(db, derive, profile))[depositOn];
  assertDerivedAddress(
    profile,
    depositOn,
    address,
    derive(depositOn, profile.addressIndex).address,
  );
  return { currency: currency.currency, network, address, qrCode: await qrCodeOf(address) };
}
