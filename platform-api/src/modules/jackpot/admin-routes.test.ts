import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, close } = await startTestApp();
after(close);

const marketing = { key: await apiKey(app, 'marketing team', ['marketing']) };

test('marketing reads a brand’s jackpot rules with its pool, and changes them, audited', async () => {
  const read = await adminAs(app, marketing, 'GET', '/brands/croupier/jackpot');
  assert.equal(read.statusCode, 200, JSON.stringify(read.body));
  const { currency, pool: poolValue } = read.body.data;
  assert.equal(currency, 'IDR');
  assert.match(poolValue, /^\d+\.\d{2}$/);

  const changed = await adminAs(app, marketing, 'POST', '/brands/croupier/jackpot', {
    contributionRate: '0.02',
    seedAmount: '500000000',
    active: false,
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  assert.deepEqual(
    { ...changed.body.data, pool: undefined },
    {
      currency: 'IDR',
      contributionRate: '0.02',
      seedAmount: '500000000.00',
      active: false,
      maxPayout: read.body.data.maxPayout,
      providers: read.body.data.providers,
      pool: undefined,
    },
  );
  // The pool moves only through the ledger: changing the rules leaves its value alone.
  assert.equal(changed.body.data.pool, poolValue);
  const { rows } = await pool.query(
    `SELECT target, before->>'contributionRate' AS before, after->>'contributionRate' AS after
     FROM audit_log WHERE action = 'jackpot.change-rules' ORDER BY id DESC LIMIT 1`,
  );
  assert.deepEqual(rows[0], { target: 'jackpot:croupier', before: '0.01', after: '0.02' });
});

test("marketing caps a brand's jackpot win and names the providers allowed to pay it, audited", async () => {
  const read = await adminAs(app, marketing, 'GET', '/brands/croupier/jackpot');
  assert.equal(read.body.data.maxPayout, '5000000000.00');
  assert.ok(read.body.data.providers.includes('PP'), JSON.stringify(read.body.data.providers));

  const changed = await adminAs(app, marketing, 'POST', '/brands/croupier/jackpot', {
    maxPayout: '2000000000',
    providers: ['PP', 'HB'],
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  assert.deepEqual(
    [changed.body.data.maxPayout, changed.body.data.providers],
    ['2000000000.00', ['HB', 'PP']],
  );
  const { rows } = await pool.query(
    `SELECT after->'providers' AS providers FROM audit_log WHERE action = 'jackpot.change-rules'
     ORDER BY id DESC LIMIT 1`,
  );
  assert.deepEqual(rows[0], { providers: ['HB', 'PP'] });
  const none = await adminAs(app, marketing, 'POST', '/brands/croupier/jackpot', {
    providers: [],
  });
  assert.deepEqual(none.body.data.providers, [], 'no provider may pay it');
});

test('bad rules are errorCode 2 and change nothing', async () => {
  const before = (await adminAs(app, marketing, 'GET', '/brands/lagoon/jackpot')).body.data;
  for (const body of [
    {},
    { contributionRate: '0' },
    { contributionRate: '1' },
    { contributionRate: '0.123456789' },
    { seedAmount: '0' },
    { seedAmount: '10.001' },
    { currency: 'USD' },
    { maxPayout: '0' },
    { maxPayout: '10.001' },
    { providers: ['NOPE'] },
    { providers: ['PP', 'PP'] },
  ]) {
    const refused = await adminAs(app, marketing, 'POST', '/brands/lagoon/jackpot', body);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.equal(refused.body.errorCode, 2);
  }
  assert.deepEqual(
    (await adminAs(app, marketing, 'GET', '/brands/lagoon/jackpot')).body.data,
    before,
  );
});

test('only marketing of the brand reaches its jackpot', async () => {
  const payments = { key: await apiKey(app, 'payments team', ['payments']) };
  assert.equal((await adminAs(app, payments, 'GET', '/brands/croupier/jackpot')).statusCode, 403);
  const lagoonOnly = { key: await apiKey(app, 'lagoon marketing', ['marketing'], ['lagoon']) };
  const other = await adminAs(app, lagoonOnly, 'POST', '/brands/croupier/jackpot', {
    active: true,
  });
  assert.equal(other.statusCode, 403);
  assert.equal((await adminAs(app, marketing, 'GET', '/brands/nope/jackpot')).statusCode, 404);
});
