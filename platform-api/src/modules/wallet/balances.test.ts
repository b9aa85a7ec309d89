import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { DEMO_WALLET_XPUB } from '../../config.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { balanceData } from './balances.js';
import { cryptoAddressOf } from './crypto-addresses.js';
import { createAddressDeriver, NETWORKS, type AddressDeriver } from './hd-addresses.js';
import { findCurrencyWithLimits, findWalletProfile } from './repository.js';

const { app, pool, close } = await startTestApp();
after(close);

const demoDeriver = createAddressDeriver(DEMO_WALLET_XPUB);

/** The demo deriver, counting its derivations: each costs milliseconds of elliptic-curve work. */
function countingDeriver() {
  const counted = { derivations: 0, derive: demoDeriver };
  counted.derive = (network, playerIndex) => {
    counted.derivations += 1;
    return demoDeriver(network, playerIndex);
  };
  return counted;
}

/** As if WALLET_XPUB had changed: every address it derives differs from those issued before. */
const changedDeriver: AddressDeriver = (network, playerIndex) => ({
  address: `changed-${network}-${playerIndex}`,
  derivationPath: `m/9/${playerIndex}`,
});

async function newProfile() {
  const { loginToken } = await registerPlayer(app);
  const me = await post(app, 'me', {}, loginToken);
  const profile = await findWalletProfile(pool, me.body.data.playerId);
  assert.ok(profile !== null);
  return profile;
}

async function storedAddresses(playerId: string) {
  const { rows } = await pool.query<{ network: string; address: string }>(
    'SELECT network, address FROM crypto_addresses WHERE player_id = $1 ORDER BY network',
    [playerId],
  );
  return Object.fromEntries(rows.map((row) => [row.network, row.address]));
}

test('balances derive and store every deposit address at first need, then only read them', async () => {
  const profile = await newProfile();
  const deriver = countingDeriver();

  const first = await balanceData(pool, deriver.derive, profile.playerId);
  assert.equal(deriver.derivations, NETWORKS.length);
  const stored = await storedAddresses(profile.playerId);
  assert.deepEqual(Object.keys(stored).sort(), [...NETWORKS].sort());

  const again = await balanceData(pool, deriver.derive, profile.playerId);
  assert.equal(deriver.derivations, NETWORKS.length, 'no derivation once stored');
  assert.deepEqual(again, first);
  for (const entry of Object.values(first.walletBalance)) {
    for (const networkEntry of entry.networkList ?? []) {
      assert.deepEqual(Object.keys(networkEntry).sort(), ['address', 'network']);
      assert.equal(networkEntry.address, stored[networkEntry.network]);
    }
  }
});

test('balances show the stored addresses even where the deriver would now give others', async () => {
  const profile = await newProfile();
  const issued = await balanceData(pool, demoDeriver, profile.playerId);
  const later = await balanceData(pool, changedDeriver, profile.playerId);
  assert.deepEqual(later.walletBalance, issued.walletBalance);
});

test('getAddress draws the QR code and refuses an address the current xpub does not derive', async () => {
  const profile = await newProfile();
  const usdt = await findCurrencyWithLimits(pool, 'USDT');
  assert.ok(usdt !== null);
  const address = await cryptoAddressOf(pool, demoDeriver, profile, usdt, 'TRC20');
  assert.equal(address.address, (await storedAddresses(profile.playerId)).TRC20);
  assert.match(address.qrCode, /^data:image\/png;base64,/);
  await assert.rejects(
    cryptoAddressOf(pool, changedDeriver, profile, usdt, 'TRC20'),
    /WALLET_XPUB derives another/,
  );
});
