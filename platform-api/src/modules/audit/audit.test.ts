// Every admin write appends one audit row naming the real actor; nobody, not even the API's own
// database role, changes or deletes a row; GET /admin/v1/audit filters and pages them.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, logIn, staffMember, staffSession, totpCode } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

const owner = await staffMember(pool, ['owner']);
const session = { cookie: await staffSession(app, owner) };
const as = (method: 'GET' | 'POST', path: string, body?: object) =>
  adminAs(app, session, method, path, body);

async function lastRow(action: string) {
  const { rows } = await pool.query(
    `SELECT actor, actor_kind AS "actorKind", brand_id AS "brandId", target, before, after, ip
     FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1`,
    [action],
  );
  assert.ok(rows[0] !== undefined, `a row of ${action}`);
  return rows[0];
}

test('money writes: decisions, chain deposits, bonuses and rates name actor, brand and target', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const depoWd = async () =>
    (
      await post(
        app,
        'depo-wd',
        { transactionType: 'DEPOSIT', currency: 'IDR', amount: '60000', paymentChannel: 'BCA' },
        loginToken,
      )
    ).body.data.transactionId as string;
  const approved = await depoWd();
  assert.equal((await as('POST', `/transactions/${approved}/approve`, {})).statusCode, 200);
  const declined = await depoWd();
  await as('POST', `/transactions/${declined}/decline`, { reason: 'payment_not_received' });
  for (const [action, id, status] of [
    ['payment.approve', approved, 'SUCCESS'],
    ['payment.decline', declined, 'DECLINED'],
  ] as const) {
    const row = await lastRow(action);
    assert.deepEqual(
      [row.actor, row.actorKind, row.brandId, row.target, row.after.status],
      [owner.username, 'staff', 'croupier', `transaction:${id}`, status],
    );
    assert.equal(row.ip, '127.0.0.1');
  }

  const address = (
    await post(app, 'cryptoWallet/getAddress', { currency: 'USDT', network: 'TRC20' }, loginToken)
  ).body.data.address;
  const txHash = 'ef'.repeat(32);
  await as('POST', '/crypto/confirm-deposit', {
    ...{ address, currency: 'USDT', network: 'TRC20', amount: '5', txHash },
  });
  const chain = await lastRow('payment.chain-deposit');
  assert.deepEqual([chain.brandId, chain.target], ['croupier', `chain:${txHash}`]);

  await as('POST', '/bonuses/promotion', {
    ...{ brandId: 'croupier', username, amount: '1000', currency: 'IDR', description: 'Gift' },
  });
  const bonus = await lastRow('bonus.promotion');
  assert.deepEqual(
    [bonus.brandId, bonus.target, bonus.after.amount],
    ['croupier', `player:${username.toLowerCase()}`, '1000.00'],
  );

  await as('POST', '/rates', { currency: 'USD', targetCurrency: 'MYR', rate: '4.4' });
  const rate = await lastRow('fx.set-rate');
  assert.deepEqual([rate.brandId, rate.target, rate.after.rate], [null, 'rate:USD/MYR', '4.4']);
});

test('settings, staff and key writes keep what changed, before and after', async () => {
  await as('POST', '/brands/lagoon/remotes/games', { enabled: false, reason: 'Supplier outage' });
  await as('POST', '/brands/lagoon/remotes/games', { enabled: true, reason: 'Supplier back' });
  const remote = await lastRow('brand.switch-remote');
  assert.deepEqual(
    [remote.brandId, remote.target, remote.after.enabled, remote.after.reason],
    ['lagoon', 'remote:games', true, 'Supplier back'],
  );

  const created = await as('POST', '/staff', {
    username: 'audited-one',
    roles: ['support'],
    brands: ['lagoon'],
  });
  const id = created.body.data.member.id as string;
  const createdRow = await lastRow('staff.create');
  assert.deepEqual([createdRow.target, createdRow.after.roles], ['audited-one', ['support']]);
  assert.ok(!JSON.stringify(createdRow).includes(created.body.data.password), 'no secret kept');
  assert.ok(!JSON.stringify(createdRow).includes(created.body.data.totpSecret));

  await as('POST', `/staff/${id}/access`, { roles: ['support', 'marketing'], brands: 'all' });
  const access = await lastRow('staff.change-access');
  assert.deepEqual(
    [access.before.roles, access.before.brands, access.after.roles, access.after.brands],
    [['support'], ['lagoon'], ['support', 'marketing'], 'all'],
  );
  for (const [path, action] of [
    ['disable', 'staff.disable'],
    ['enable', 'staff.enable'],
    ['reset-password', 'staff.reset-password'],
    ['reset-totp', 'staff.reset-totp'],
  ] as const) {
    assert.equal((await as('POST', `/staff/${id}/${path}`, {})).statusCode, 200, path);
    assert.equal((await lastRow(action)).target, 'audited-one', action);
  }
  assert.equal((await lastRow('staff.disable')).after.disabled, true);

  const key = await as('POST', '/api-keys', {
    name: 'audited key',
    roles: ['support'],
    brands: 'all',
  });
  await as('POST', `/api-keys/${key.body.data.apiKey.id}/revoke`, {});
  assert.equal((await lastRow('api-key.create')).target, 'api-key:audited key');
  assert.ok((await lastRow('api-key.revoke')).after.revokedAt !== null);
  assert.ok(!JSON.stringify(await lastRow('api-key.create')).includes(key.body.data.key));
});

test('logins, failed logins and logouts are recorded', async () => {
  const staff = await staffMember(pool, ['support']);
  await logIn(app, { username: staff.username, password: 'wrongPassw0rd', totp: '123456' });
  const failed = await lastRow('auth.login-refused');
  assert.deepEqual(
    [failed.actor, failed.actorKind, failed.target],
    ['anonymous', 'anonymous', staff.username],
  );
  const { cookie } = await logIn(app, {
    username: staff.username,
    password: staff.password,
    totp: await totpCode(staff.totpSecret),
  });
  const login = await lastRow('auth.login');
  assert.deepEqual([login.actor, login.actorKind], [staff.username, 'staff']);
  await adminAs(app, { cookie: cookie! }, 'POST', '/auth/logout', {});
  assert.equal((await lastRow('auth.logout')).actor, staff.username);
});

test('the audit log is append-only: the API’s role may not change it, its owner’s trigger refuses', async () => {
  for (const statement of [
    "UPDATE audit_log SET actor = 'someone else'",
    'DELETE FROM audit_log',
    'TRUNCATE audit_log',
  ]) {
    await assert.rejects(pool.query(statement), { code: '42501' }, statement);
    await assert.rejects(ownerPool.query(statement), { code: '23001' }, statement);
  }
  const { rows } = await pool.query('SELECT count(*)::int AS count FROM audit_log');
  assert.ok(rows[0].count > 0);
});

test('GET /audit filters by actor, action, brand, target and time, newest first, paged', async () => {
  const byAction = await as('GET', '/audit?action=staff.create');
  assert.equal(byAction.statusCode, 200, JSON.stringify(byAction.body));
  assert.ok(
    byAction.body.data.items.every((row: { action: string }) => row.action === 'staff.create'),
  );
  const byBrand = await as('GET', '/audit?brand=lagoon&target=remote%3Agames');
  assert.deepEqual(
    byBrand.body.data.items.map((row: { action: string }) => row.action),
    ['brand.switch-remote', 'brand.switch-remote'],
  );
  const byActor = await as('GET', `/audit?actor=${owner.username}&pageSize=2&page=1`);
  assert.equal(byActor.body.data.items.length, 2);
  assert.ok(byActor.body.data.total > 2);
  const [newest, older] = byActor.body.data.items;
  assert.ok(newest.at >= older.at);
  const secondPage = await as('GET', `/audit?actor=${owner.username}&pageSize=2&page=2`);
  assert.notEqual(secondPage.body.data.items[0].id, newest.id);
  const future = await as('GET', `/audit?from=${new Date(Date.now() + 60_000).toISOString()}`);
  assert.deepEqual([future.body.data.items, future.body.data.total], [[], 0]);
  const bounded = await as('GET', `/audit?to=2000-01-01T00:00:00.000Z`);
  assert.equal(bounded.body.data.total, 0);
  assert.equal((await as('GET', '/audit?pageSize=101')).statusCode, 400);

  const support = { cookie: await staffSession(app, await staffMember(pool, ['support'])) };
  assert.equal((await adminAs(app, support, 'GET', '/audit')).statusCode, 403);
});

test('GET /audit: failed logins hidden, shown alone or grouped per username; target by its start', async () => {
  const staff = await staffMember(pool, ['support']);
  for (let attempt = 0; attempt < 2; attempt++) {
    await logIn(app, { username: staff.username, password: 'wrongPassw0rd', totp: '123456' });
  }
  const failedActions = ['auth.login-code-used', 'auth.login-locked', 'auth.login-refused'];
  const isFailedLogin = (row: { action: string }) => failedActions.includes(row.action);
  const all = await as('GET', '/audit?pageSize=100');
  assert.ok(all.body.data.items.some(isFailedLogin), 'included unless asked otherwise');
  const hidden = await as('GET', '/audit?failedLogins=hide&pageSize=100');
  assert.equal(hidden.statusCode, 200, JSON.stringify(hidden.body));
  assert.ok(hidden.body.data.items.length > 0);
  assert.ok(!hidden.body.data.items.some(isFailedLogin));
  const only = await as('GET', `/audit?failedLogins=only&target=${staff.username}`);
  assert.deepEqual(
    only.body.data.items.map((row: { action: string }) => row.action),
    ['auth.login-refused', 'auth.login-refused'],
  );
  assert.equal((await as('GET', '/audit?failedLogins=some')).statusCode, 400);

  const grouped = await as('GET', '/audit/failed-logins');
  assert.equal(grouped.statusCode, 200, JSON.stringify(grouped.body));
  const mine = grouped.body.data.find(
    (group: { target: string }) => group.target === staff.username,
  );
  assert.deepEqual(
    { ...mine, lastAt: undefined },
    { target: staff.username, failures: 2, lastIp: '127.0.0.1', lastAt: undefined },
  );
  assert.equal(mine.lastAt, only.body.data.items[0].at);
  const later = await as(
    'GET',
    `/audit/failed-logins?from=${new Date(Date.now() + 60_000).toISOString()}`,
  );
  assert.deepEqual(later.body.data, []);

  const byStart = await as('GET', '/audit?target=remote%3A&brand=lagoon');
  assert.ok(byStart.body.data.total > 0);
  assert.ok(
    byStart.body.data.items.every((row: { target: string }) => row.target.startsWith('remote:')),
  );
  const likeCharacters = await as('GET', '/audit?target=%25');
  assert.equal(likeCharacters.body.data.total, 0, '% is a character, not a wildcard');
});

test('GET /audit/choices: every actor and action, for the filters’ pick-lists', async () => {
  const choices = await as('GET', '/audit/choices');
  assert.equal(choices.statusCode, 200, JSON.stringify(choices.body));
  const { rows } = await pool.query(
    `SELECT array_agg(DISTINCT actor ORDER BY actor) AS actors,
            array_agg(DISTINCT action ORDER BY action) AS actions FROM audit_log`,
  );
  assert.deepEqual(choices.body.data, rows[0]);
  assert.ok(choices.body.data.actors.includes(owner.username));
  const support = { cookie: await staffSession(app, await staffMember(pool, ['support'])) };
  assert.equal((await adminAs(app, support, 'GET', '/audit/choices')).statusCode, 403);
});

test('GET /audit?format=csv: the whole filter as a CSV file, before and after as JSON', async () => {
  const csv = await as('GET', '/audit?format=csv&action=staff.create');
  assert.equal(csv.statusCode, 200);
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.match(String(csv.headers['content-disposition']), /filename="audit-log.csv"/);
  const [header, ...lines] = String(csv.body).trim().split('\n');
  assert.equal(header, 'at,actor,actorKind,action,brandId,target,before,after,ip');
  const { rows } = await pool.query(
    "SELECT count(*)::int AS count FROM audit_log WHERE action = 'staff.create'",
  );
  assert.equal(lines.length, rows[0].count);
  assert.ok(lines.every((line) => line.includes(',staff.create,')));
  assert.equal((await as('GET', '/audit?format=xml')).statusCode, 400);
});
