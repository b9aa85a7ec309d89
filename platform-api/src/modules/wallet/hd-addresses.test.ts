import assert from 'node:assert/strict';
import { test } from 'node:test';

import { sha256 } from '@noble/hashes/sha2.js';
import { base58check, bech32, hex } from '@scure/base';

import { DEMO_WALLET_XPUB } from '../../config.js';
import {
  checksummedEvmAddress,
  createAddressDeriver,
  encodeAddress,
  looksLikeAddress,
  NETWORKS,
} from './hd-addresses.js';

/** The secp256k1 generator point: the public key of private key 1. */
const GENERATOR = hex.decode('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');

const bech32Program = (address: string) => {
  const { prefix, words } = bech32.decode(address as `${string}1${string}`);
  return { prefix, version: words[0], program: Array.from(bech32.fromWords(words.slice(1))) };
};

test('encodings match published vectors', () => {
  // BIP-173's P2WPKH example.
  assert.equal(encodeAddress('BTC', GENERATOR), 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  // The well-known Ethereum and Tron addresses of private key 1.
  assert.equal(encodeAddress('ERC20', GENERATOR), '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  assert.equal(encodeAddress('TRC20', GENERATOR), 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  // EIP-55's own examples.
  for (const address of [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ]) {
    assert.equal(checksummedEvmAddress(hex.decode(address.slice(2).toLowerCase())), address);
  }
});

test('the demo xpub derives the public test wallet: m/0/0 is its first BIP-44 receive key', () => {
  const derive = createAddressDeriver(DEMO_WALLET_XPUB);
  const { address, derivationPath } = derive('BTC', 0);
  assert.equal(derivationPath, 'm/0/0');
  // "abandon … about" at m/44'/0'/0'/0/0 is 1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA (P2PKH): the
  // same HASH160 as our P2WPKH program.
  const legacy = base58check(sha256).decode('1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA');
  assert.deepEqual(bech32Program(address).program, Array.from(legacy.slice(1)));
});

test('addresses are deterministic, distinct per player and network, and well-formed', () => {
  const derive = createAddressDeriver(DEMO_WALLET_XPUB);
  const seen = new Set<string>();
  for (const playerIndex of [1, 2, 3, 1000, 2 ** 31 - 1]) {
    for (const network of NETWORKS) {
      const { address } = derive(network, playerIndex);
      assert.equal(derive(network, playerIndex).address, address, 'deterministic');
      assert.ok(!seen.has(address), `${network} ${playerIndex} is new`);
      seen.add(address);
      assert.ok(looksLikeAddress(network, address), address);
      if (network === 'BTC') {
        const decoded = bech32Program(address);
        assert.deepEqual([decoded.prefix, decoded.version], ['bc', 0]);
        assert.equal(decoded.program.length, 20);
      } else if (network === 'TRC20') {
        const payload = base58check(sha256).decode(address);
        assert.equal(payload.length, 21);
        assert.equal(payload[0], 0x41);
      } else {
        const bytes = hex.decode(address.slice(2).toLowerCase());
        assert.equal(checksummedEvmAddress(bytes), address, 'valid EIP-55 checksum');
      }
    }
  }
  assert.throws(() => derive('BTC', 2 ** 31), /non-hardened/);
});

test('the xpub must be a valid public extended key', () => {
  assert.throws(() => createAddressDeriver('xpub-not-a-key'));
  // BIP-32's published test vector 1 master key: a private key must never configure the API.
  const bip32TestVectorMaster =
    'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
  assert.throws(() => createAddressDeriver(bip32TestVectorMaster), /public key/);
});

test('withdrawal addresses are checked loosely per network', () => {
  assert.ok(looksLikeAddress('BTC', '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA'));
  assert.ok(looksLikeAddress('BEP20', '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf'));
  assert.ok(!looksLikeAddress('TRC20', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'));
  assert.ok(!looksLikeAddress('ERC20', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC'));
  assert.ok(!looksLikeAddress('BTC', 'bc1 not an address'));
});
