// One payout account: the profile's bank fields are the player's payment account, the one
// withdrawals pay and the back office shows. The brand's paymentAccountSettings.updateAccount
// decides whether the player may change it; a change needs the password and is audited.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { admin } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const NEW_BANK = { bankName: 'BNI', bankAccountName: 'New Holder', bankAccountNumber: '555666777' };
const REGISTERED_BANK = {
  bankName: 'BCA',
  bankAccountName: 'Test Player',
  bankAccountNumber: '1234567890',
};

async function setUpdateAccount(updateAccount: boolean) {
  await pool.query(
    `UPDATE brands SET config = jsonb_set(config, '{paymentAccountSettings,updateAccount}', $1)
     WHERE id = 'croupier'`,
    [JSON.stringify(updateAccount)],
  );
}

/** The payout account as the player, the wallet and the back office each see it. */
async function payoutAccountSeenBy(loginToken: string) {
  const me = (await post(app, 'me', {}, loginToken)).body.data;
  const wallet = (await post(app, 'paymentAccount/get', {}, loginToken)).body.data;
  const backOffice = (await admin(app, 'GET', `/players/${me.playerId}`)).body.data;
  const { rows } = await pool.query(
    'SELECT count(*)::int AS accounts FROM payment_accounts WHERE player_id = $1',
    [me.playerId],
  );
  return {
    profile: [me.bankName, me.bankAccountName, me.bankAccountNumber],
    wallet: [wallet.channelCode, wallet.accountName, wallet.accountNumber],
    backOffice: [backOffice.bankName, backOffice.bankAccountName, backOffice.bankAccountNumber],
    accounts: rows[0].accounts as number,
  };
}

const seenEverywhere = (bank: typeof NEW_BANK, accounts = 1) => {
  const fields = [bank.bankName, bank.bankAccountName, bank.bankAccountNumber];
  return { profile: fields, wallet: fields, backOffice: fields, accounts };
};

test('where updates are off, edit-profile refuses a new payout account and changes nothing', async () => {
  const { loginToken } = await registerPlayer(app);
  const refused = await post(
    app,
    'edit-profile',
    { email: 'another@example.com', ...NEW_BANK },
    loginToken,
  );
  assert.equal(refused.statusCode, 409, JSON.stringify(refused.body));
  assert.equal(refused.body.errorCode, 11);
  assert.equal(refused.body.reason, 'payoutAccountLocked');
  assert.deepEqual(await payoutAccountSeenBy(loginToken), seenEverywhere(REGISTERED_BANK));
  const me = await post(app, 'me', {}, loginToken);
  assert.notEqual(me.body.data.email, 'another@example.com', 'the whole edit is refused');

  // The same account again is no change: the rest of the profile saves.
  const kept = await post(
    app,
    'edit-profile',
    { email: 'kept@example.com', ...REGISTERED_BANK },
    loginToken,
  );
  assert.equal(kept.statusCode, 200, JSON.stringify(kept.body));
  assert.equal(kept.body.data.email, 'kept@example.com');
});

test('where updates are on, a change needs the password, is the payout account everywhere, and is audited', async () => {
  await setUpdateAccount(true);
  try {
    const { loginToken } = await registerPlayer(app);
    const withoutPassword = await post(app, 'edit-profile', NEW_BANK, loginToken);
    assert.equal(withoutPassword.statusCode, 400, JSON.stringify(withoutPassword.body));
    assert.equal(withoutPassword.body.reason, 'passwordRequired');
    const wrongPassword = await post(
      app,
      'edit-profile',
      { ...NEW_BANK, currentPassword: 'wrongPassw0rd' },
      loginToken,
    );
    assert.equal(wrongPassword.statusCode, 401, JSON.stringify(wrongPassword.body));
    assert.equal(wrongPassword.body.errorCode, 4);
    assert.equal(wrongPassword.body.reason, 'wrongPassword');
    assert.deepEqual(await payoutAccountSeenBy(loginToken), seenEverywhere(REGISTERED_BANK));

    const changed = await post(
      app,
      'edit-profile',
      { ...NEW_BANK, currentPassword: 'goodPassw0rd' },
      loginToken,
    );
    assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.data.bankName, 'BNI');
    assert.deepEqual(await payoutAccountSeenBy(loginToken), seenEverywhere(NEW_BANK));

    const { playerId, username } = changed.body.data;
    const { rows } = await pool.query(
      `SELECT actor, actor_kind, action, brand_id, target, before, after FROM audit_log
       WHERE target = $1`,
      [`player:${playerId}`],
    );
    assert.deepEqual(rows, [
      {
        actor: `player:${username}`,
        actor_kind: 'player',
        action: 'player.change-payout-account',
        brand_id: 'croupier',
        target: `player:${playerId}`,
        before: {
          type: 'bank',
          channelCode: 'BCA',
          accountName: 'Test Player',
          accountNumber: '1234567890',
        },
        after: {
          type: 'bank',
          channelCode: 'BNI',
          accountName: 'New Holder',
          accountNumber: '555666777',
        },
      },
    ]);
  } finally {
    await setUpdateAccount(false);
  }
});

test('a bank of another currency is refused whatever the setting', async () => {
  await setUpdateAccount(true);
  try {
    const { loginToken } = await registerPlayer(app);
    const refused = await post(
      app,
      'edit-profile',
      { ...NEW_BANK, bankName: 'MAYBANK', currentPassword: 'goodPassw0rd' },
      loginToken,
    );
    assert.equal(refused.statusCode, 400, JSON.stringify(refused.body));
    assert.deepEqual(await payoutAccountSeenBy(loginToken), seenEverywhere(REGISTERED_BANK));
  } finally {
    await setUpdateAccount(false);
  }
});
