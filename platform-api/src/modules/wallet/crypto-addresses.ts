// Issuing deposit addresses: derived, recorded (so a chain deposit finds its player), QR-coded.

import assert from 'node:assert/strict';

import QRCode from 'qrcode';

import type { CryptoAddress } from '../../../../shared/src/wallet/types.js';
import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';
import type { Currency } from '../catalog/repository.js';
import { isNetwork, type AddressDeriver, type Network } from './hd-addresses.js';
import { findCryptoAddressOf, insertCryptoAddress, type WalletProfile } from './repository.js';

/** The player's address on `network`: the same on every call, recorded on the first. */
export async function issueAddress(
  db: Queryable,
  derive: AddressDeriver,
  profile: WalletProfile,
  network: Network,
): Promise<string> {
  const derived = derive(network, profile.addressIndex);
  let stored = await findCryptoAddressOf(db, profile.playerId, network);
  if (stored === null) {
    await insertCryptoAddress(db, { ...derived, playerId: profile.playerId, network });
    stored = await findCryptoAddressOf(db, profile.playerId, network);
  }
  // A different stored address means WALLET_XPUB changed: deposits would go astray.
  assert.equal(
    stored,
    derived.address,
    `player ${profile.playerId} holds ${stored} on ${network}; WALLET_XPUB derives another`,
  );
  return derived.address;
}

/** Drawn QR codes by address: every get-balance2 shows the same few per player. */
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

export async function cryptoAddressOf(
  db: Queryable,
  derive: AddressDeriver,
  profile: WalletProfile,
  currency: Currency,
  network: string,
): Promise<CryptoAddress> {
  const address = await issueAddress(db, derive, profile, depositNetwork(currency, network));
  return { currency: currency.currency, network, address, qrCode: await qrCodeOf(address) };
}
