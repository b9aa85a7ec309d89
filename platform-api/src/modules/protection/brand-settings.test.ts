// An owner reads and changes a brand's protection settings through the admin API: only owners,
// only their brands, only valid settings, and every change in the audit log.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

const PATH = '/brands/croupier/protection';

async function ownerOf(brandIds: string[] | null) {
  return { cookie: await staffSession(app, await staffMember(pool, ['owner'], brandIds)) };
}

const withdrawal = (loginToken: string) =>
  post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    loginToken,
  );

test('the seeded brands refuse an unverified first withdrawal; an owner turns the gate off and back on, each change audited', async () => {
  const owner = await ownerOf(['croupier']);
  const initial = await adminAs(app, owner, 'GET', PATH);
  assert.equal(initial.statusCode, 200);
  assert.deepEqual(initial.body.data, {
    baseCurrency: 'IDR',
    realityCheckMinutes: 60,
    realityCheckCanBeOff: true,
    promptDepositLimit: true,
    verifyBeforeWithdrawal: true,
    verifyBeforeDeposit: false,
    verifyBeforePlay: false,
    amlThreshold: '35000000.00',
    largeWinThreshold: '50000000.00',
    largeWagerThreshold: '20000000.00',
    largePaymentThreshold: '100000000.00',
    largeDailyWinThreshold: '100000000.00',
  });
  const lagoon = await adminAs(app, await ownerOf(['lagoon']), 'GET', '/brands/lagoon/protection');
  assert.equal(lagoon.body.data.verifyBeforeWithdrawal, true);
  const { loginToken } = await walletPlayer(app, '100000');
  const refused = await withdrawal(loginToken);
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 42]);
  assert.equal(refused.body.reason, 'verificationRequired');
  try {
    const changed = await adminAs(app, owner, 'PATCH', PATH, {
      verifyBeforeWithdrawal: false,
      amlThreshold: '20000000.5',
    });
    assert.equal(changed.statusCode, 200);
    const expected = {
      ...initial.body.data,
      verifyBeforeWithdrawal: false,
      amlThreshold: '20000000.50',
    };
    assert.deepEqual(changed.body.data, expected);
    assert.deepEqual((await adminAs(app, owner, 'GET', PATH)).body.data, expected);
    assert.equal((await withdrawal(loginToken)).statusCode, 200);

    const { rows } = await pool.query(
      `SELECT actor_kind, action, brand_id, target, before, after FROM audit_log
       WHERE action = 'brand.set-protection' ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(rows, [
      {
        actor_kind: 'staff',
        action: 'brand.set-protection',
        brand_id: 'croupier',
        target: 'brand:croupier',
        before: initial.body.data,
        after: expected,
      },
    ]);
  } finally {
    const restored = await adminAs(app, owner, 'PATCH', PATH, {
      verifyBeforeWithdrawal: true,
      amlThreshold: '35000000',
    });
    assert.deepEqual(restored.body.data, initial.body.data);
  }
  assert.equal((await withdrawal(loginToken)).statusCode, 403);
});

test("the deposit-limit prompt: an owner switches it off for the brand's players, audited", async () => {
  const owner = await ownerOf(['croupier']);
  const { loginToken } = await walletPlayer(app, '100000');
  const prompted = async () =>
    (await post(app, 'rg/limits', {}, loginToken)).body.data.promptDepositLimit;
  assert.equal(await prompted(), true);
  try {
    const changed = await adminAs(app, owner, 'PATCH', PATH, { promptDepositLimit: false });
    assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.data.promptDepositLimit, false);
    assert.equal((await adminAs(app, owner, 'GET', PATH)).body.data.promptDepositLimit, false);
    assert.equal(await prompted(), false);
    const { rows } = await pool.query(
      `SELECT before->'promptDepositLimit' AS before, after->'promptDepositLimit' AS after
       FROM audit_log WHERE action = 'brand.set-protection' ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(rows, [{ before: true, after: false }]);
    const refused = await adminAs(app, owner, 'PATCH', PATH, { promptDepositLimit: 'no' });
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2]);
  } finally {
    await adminAs(app, owner, 'PATCH', PATH, { promptDepositLimit: true });
  }
  assert.equal(await prompted(), true);
});

test("the significant events' thresholds: changed, switched off with null, refused when not positive", async () => {
  const owner = await ownerOf(['croupier']);
  const initial = (await adminAs(app, owner, 'GET', PATH)).body.data;
  try {
    const changed = await adminAs(app, owner, 'PATCH', PATH, {
      largeWinThreshold: '75000000.5',
      largePaymentThreshold: null,
    });
    assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.data.largeWinThreshold, '75000000.50');
    assert.equal(changed.body.data.largePaymentThreshold, null);
    assert.equal(changed.body.data.largeWagerThreshold, initial.largeWagerThreshold);
    for (const refused of [{ largeWinThreshold: '0' }, { largeWagerThreshold: '-1' }]) {
      const answer = await adminAs(app, owner, 'PATCH', PATH, refused);
      assert.equal(answer.body.errorCode, 2, JSON.stringify(refused));
    }
  } finally {
    const restored = await adminAs(app, owner, 'PATCH', PATH, {
      largeWinThreshold: '50000000',
      largePaymentThreshold: '100000000',
    });
    assert.deepEqual(restored.body.data, initial);
  }
});

test('only owners may read or change the settings', async () => {
  for (const role of ['support', 'payments', 'marketing', 'release']) {
    const caller = { cookie: await staffSession(app, await staffMember(pool, [role])) };
    for (const answer of [
      await adminAs(app, caller, 'GET', PATH),
      await adminAs(app, caller, 'PATCH', PATH, { verifyBeforePlay: true }),
    ]) {
      assert.deepEqual([answer.statusCode, answer.body.errorCode], [403, 30], role);
    }
  }
  const { rows } = await pool.query(
    "SELECT verify_before_play FROM brand_protection WHERE brand_id = 'croupier'",
  );
  assert.deepEqual(rows, [{ verify_before_play: false }]);
});

test('an owner of another brand gets 403; an unknown brand is 404', async () => {
  const lagoonOwner = await ownerOf(['lagoon']);
  for (const answer of [
    await adminAs(app, lagoonOwner, 'GET', PATH),
    await adminAs(app, lagoonOwner, 'PATCH', PATH, { verifyBeforeDeposit: true }),
  ]) {
    assert.deepEqual([answer.statusCode, answer.body.errorCode], [403, 30]);
  }
  assert.equal(
    (await adminAs(app, lagoonOwner, 'GET', '/brands/lagoon/protection')).statusCode,
    200,
  );
  const everyBrandOwner = await ownerOf(null);
  for (const answer of [
    await adminAs(app, everyBrandOwner, 'GET', '/brands/nowhere/protection'),
    await adminAs(app, everyBrandOwner, 'PATCH', '/brands/nowhere/protection', {
      verifyBeforePlay: true,
    }),
  ]) {
    assert.deepEqual([answer.statusCode, answer.body.errorCode], [404, 6]);
  }
});

test('invalid settings are 400 errorCode 2 and change nothing', async () => {
  const owner = await ownerOf(null);
  const before = (await adminAs(app, owner, 'GET', PATH)).body.data;
  const audited = async () =>
    (await pool.query("SELECT count(*)::int AS n FROM audit_log WHERE target = 'brand:croupier'"))
      .rows[0].n as number;
  const auditRows = await audited();
  const invalidBodies: Array<[object, RegExp]> = [
    [{}, /fewer than 1 properties/],
    [{ baseCurrency: 'USD' }, /additional properties/],
    [{ verifyBeforeWithdrawal: 'yes' }, /boolean/],
    [{ realityCheckMinutes: 20 }, /realityCheckMinutes/],
    [{ amlThreshold: '-5' }, /pattern/],
    [{ amlThreshold: '0' }, /greater than zero/],
    [{ amlThreshold: '1.005' }, /at most 2 decimal places/],
    [{ realityCheckCanBeOff: false, realityCheckMinutes: 0 }, /needs realityCheckMinutes > 0/],
  ];
  for (const [body, message] of invalidBodies) {
    const answer = await adminAs(app, owner, 'PATCH', PATH, body);
    assert.deepEqual([answer.statusCode, answer.body.errorCode], [400, 2], JSON.stringify(body));
    assert.match(answer.body.message, message, JSON.stringify(body));
  }
  assert.deepEqual((await adminAs(app, owner, 'GET', PATH)).body.data, before);
  assert.equal(await audited(), auditRows);
});
