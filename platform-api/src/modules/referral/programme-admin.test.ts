// The referral programme of a brand on the admin API: marketing reads it and sets its commission,
// within its brands; invalid terms change nothing; every change is audited.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';

const { app, pool, close } = await startTestApp();
after(close);

const PATH = '/brands/croupier/referral-programme';

async function memberOf(roles: string[], brandIds: string[] | null = null) {
  return { cookie: await staffSession(app, await staffMember(pool, roles, brandIds)) };
}

test('marketing reads the programme, changes the commission players see, and the change is audited', async () => {
  const marketing = await memberOf(['marketing'], ['croupier']);
  const initial = await adminAs(app, marketing, 'GET', PATH);
  assert.equal(initial.statusCode, 200, JSON.stringify(initial.body));
  assert.deepEqual(Object.keys(initial.body.data).sort(), ['commissionPercent', 'enabled']);
  try {
    const changed = await adminAs(app, marketing, 'POST', PATH, {
      enabled: true,
      commissionPercent: '2.75',
    });
    assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
    assert.deepEqual(changed.body.data, { enabled: true, commissionPercent: '2.75' });
    const { loginToken } = await registerPlayer(app, { brandId: 'croupier' });
    assert.deepEqual((await post(app, 'referral', {}, loginToken)).body.data, {
      enabled: true,
      commissionPercent: '2.75',
    });
    const { rows } = await pool.query(
      `SELECT actor_kind, brand_id, target, before, after FROM audit_log
       WHERE action = 'referral.set-programme' ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(rows, [
      {
        actor_kind: 'staff',
        brand_id: 'croupier',
        target: 'referral-programme:croupier',
        before: initial.body.data,
        after: { enabled: true, commissionPercent: '2.75' },
      },
    ]);
  } finally {
    await adminAs(app, marketing, 'POST', PATH, initial.body.data);
  }
});

test('terms the programme cannot run on are refused and change nothing', async () => {
  const marketing = await memberOf(['marketing']);
  const before = (await adminAs(app, marketing, 'GET', PATH)).body.data;
  for (const body of [
    { enabled: true, commissionPercent: '0' },
    { enabled: true, commissionPercent: '100.5' },
    { enabled: true, commissionPercent: '1.23456' },
    { enabled: true, commissionPercent: '-1' },
    { enabled: 'yes', commissionPercent: '1' },
    { enabled: true },
    { enabled: true, commissionPercent: '1', extra: 1 },
  ]) {
    const refused = await adminAs(app, marketing, 'POST', PATH, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], JSON.stringify(body));
  }
  const off = await adminAs(app, marketing, 'POST', PATH, {
    enabled: false,
    commissionPercent: '0',
  });
  assert.equal(off.statusCode, 200, 'a programme switched off may pay nothing');
  await adminAs(app, marketing, 'POST', PATH, before);
  assert.deepEqual((await adminAs(app, marketing, 'GET', PATH)).body.data, before);
});

test('roles and brands: marketing and owners change it, payments reads it, others are refused', async () => {
  const body = { enabled: true, commissionPercent: '1' };
  for (const role of ['support', 'release']) {
    const caller = await memberOf([role]);
    for (const answer of [
      await adminAs(app, caller, 'GET', PATH),
      await adminAs(app, caller, 'POST', PATH, body),
    ]) {
      assert.deepEqual([answer.statusCode, answer.body.errorCode], [403, 30], role);
    }
  }
  const payments = await memberOf(['payments']);
  assert.equal((await adminAs(app, payments, 'GET', PATH)).statusCode, 200);
  assert.equal((await adminAs(app, payments, 'POST', PATH, body)).statusCode, 403);
  const lagoonMarketing = await memberOf(['marketing'], ['lagoon']);
  assert.equal((await adminAs(app, lagoonMarketing, 'GET', PATH)).statusCode, 403);
  assert.equal((await adminAs(app, lagoonMarketing, 'POST', PATH, body)).statusCode, 403);
  const owner = await memberOf(['owner']);
  const unknown = await adminAs(app, owner, 'GET', '/brands/nope/referral-programme');
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
});
