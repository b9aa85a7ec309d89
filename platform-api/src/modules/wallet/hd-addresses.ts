// Deposit addresses derived from one account-level extended public key: the server can issue
// addresses but holds no key that could spend from them. Path m/<network index>/<player index>,
// non-hardened so the public key alone derives it.

import assert from 'node:assert/strict';
import { ECDH } from 'node:crypto';

import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check, bech32, hex } from '@scure/base';
import { HDKey } from '@scure/bip32';

export const NETWORKS = ['BTC', 'ERC20', 'BEP20', 'TRC20'] as const;
export type Network = (typeof NETWORKS)[number];

/** First path step per network; EVM chains get their own so their addresses differ too. */
const NETWORK_INDEX: Record<Network, number> = { BTC: 0, ERC20: 1, BEP20: 2, TRC20: 3 };
/** Non-hardened child indexes are below 2^31. */
const MAX_CHILD_INDEX = 0x7fffffff;
const TRON_PREFIX = 0x41;

export const isNetwork = (value: string): value is Network =>
  (NETWORKS as readonly string[]).includes(value);

export interface DerivedAddress {
  address: string;
  derivationPath: string;
}

export type AddressDeriver = (network: Network, playerIndex: number) => DerivedAddress;

/** Throws at start-up when `extendedPublicKey` is not a valid xpub. */
export function createAddressDeriver(extendedPublicKey: string): AddressDeriver {
  const account = HDKey.fromExtendedKey(extendedPublicKey);
  assert.equal(account.privateKey, null, 'WALLET_XPUB must be a public key, never a private one');
  return (network, playerIndex) => {
    assert.ok(Number.isSafeInteger(playerIndex) && playerIndex >= 0, 'player index');
    assert.ok(playerIndex <= MAX_CHILD_INDEX, 'player index beyond non-hardened range');
    const derivationPath = `m/${NETWORK_INDEX[network]}/${playerIndex}`;
    const publicKey = account.derive(derivationPath).publicKey;
    assert.ok(publicKey !== null);
    return { address: encodeAddress(network, publicKey), derivationPath };
  };
}

/** The address of a compressed secp256k1 public key on `network`. */
export function encodeAddress(network: Network, compressedPublicKey: Uint8Array): string {
  switch (network) {
    case 'BTC':
      return p2wpkhAddress(compressedPublicKey);
    case 'ERC20':
    case 'BEP20':
      return checksummedEvmAddress(evmAddressBytes(compressedPublicKey));
    case 'TRC20':
      return base58check(sha256).encode(
        Uint8Array.from([TRON_PREFIX, ...evmAddressBytes(compressedPublicKey)]),
      );
  }
}

/** Native SegWit v0: bech32 of HASH160(public key). */
function p2wpkhAddress(compressedPublicKey: Uint8Array): string {
  const hash160 = ripemd160(sha256(compressedPublicKey));
  return bech32.encode('bc', [0, ...bech32.toWords(hash160)]);
}

/** Last 20 bytes of keccak-256 of the uncompressed point without its 0x04 prefix. */
function evmAddressBytes(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = ECDH.convertKey(
    compressedPublicKey,
    'secp256k1',
    undefined,
    undefined,
    'uncompressed',
  ) as Buffer;
  assert.equal(uncompressed.length, 65);
  return keccak_256(uncompressed.subarray(1)).slice(-20);
}

/** EIP-55: a hex letter is upper case where the keccak of the lower-case address has a nibble ≥ 8. */
export function checksummedEvmAddress(addressBytes: Uint8Array): string {
  assert.equal(addressBytes.length, 20);
  const lower = hex.encode(addressBytes);
  const hash = hex.encode(keccak_256(new TextEncoder().encode(lower)));
  let checksummed = '0x';
  for (let index = 0; index < lower.length; index++) {
    const character = lower.charAt(index);
    checksummed += parseInt(hash.charAt(index), 16) >= 8 ? character.toUpperCase() : character;
  }
  return checksummed;
}

const ADDRESS_FORMATS: Record<Network, RegExp> = {
  // Legacy, P2SH and bech32 mainnet addresses.
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** A loose format check of a withdrawal destination; the chain has the final word. */
export function looksLikeAddress(network: Network, address: string): boolean {
  return ADDRESS_FORMATS[network].test(address);
}
