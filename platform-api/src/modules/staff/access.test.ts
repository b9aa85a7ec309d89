// Every /admin/v1 route declares its roles; each role gets what the declaration says and a 403
// otherwise; a route without a declaration stops the start; brand scope keeps staff to their brands.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import Fastify from 'fastify';

import { post, startTestApp } from '../../../test/harness.js';
import { operationsOf, sampleProbe, urlOf } from '../../../test/openapi.js';
import { apiKey, adminAs } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';
import { STAFF_ROLES, type StaffRole } from '../../http/admin-access.js';
import { OperatorKeyCheck } from '../../http/operator-key.js';
import { installAdminAccess } from './access-hook.js';
import { createStaff } from './accounts.js';
import { startStaffSession, STAFF_SESSION_COOKIE } from './sessions.js';

const { app, pool, close } = await startTestApp();

interface OpenApiOperation {
  security?: unknown;
  description?: string;
}
after(close);

/** A staff member with `roles`; each call gets a session of its own (some calls end theirs). */
async function staffWith(roles: StaffRole[], brandIds: string[] | null = null) {
  const { member } = await createStaff(pool, {
    username: `${roles.join('-')}-${randomUUID().slice(0, 8)}`,
    roles,
    brandIds,
    password: 'staffPassw0rd',
  });
  return async () => ({
    cookie: `${STAFF_SESSION_COOKIE}=${await startStaffSession(pool, member.id)}`,
  });
}

test('a route without declared roles, or a write without an audit action, stops the start', async () => {
  const cases: Array<[object, RegExp]> = [
    [{}, /POST \/admin\/thing declares no roles/],
    [{ roles: ['owner'] }, /POST \/admin\/thing writes but declares no audit action/],
  ];
  for (const [config, refusal] of cases) {
    const bare = Fastify();
    const start = async () => {
      await bare.register(
        async (admin) => {
          installAdminAccess(admin, {
            db: pool,
            operatorKeyCheck: new OperatorKeyCheck('key-of-the-test', 10),
            declaredRoutes: [],
          });
          admin.post('/thing', { config }, async () => 'ok');
        },
        { prefix: '/admin' },
      );
      await bare.ready();
    };
    await assert.rejects(start, refusal);
  }
});

test('every admin route answers each role as it declares, and 403 otherwise', async () => {
  const operations = operationsOf(app);
  const routes = app.adminRoutes.filter((route) => route.method !== 'HEAD');
  assert.ok(routes.length >= 25, `only ${routes.length} admin routes`);
  const sessions = Object.fromEntries(
    await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffWith([role])] as const)),
  );
  for (const route of routes) {
    const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = operations.find(
      (candidate) => candidate.method === route.method && candidate.path === openApiPath,
    );
    assert.ok(operation !== undefined, `${route.method} ${route.url} is documented`);
    const probe = sampleProbe(operation);
    for (const role of STAFF_ROLES) {
      const label = `${route.method} ${route.url} as ${role}`;
      const allowed =
        typeof route.roles === 'string' || role === 'owner' || route.roles.includes(role);
      const answer = await adminAs(
        app,
        await sessions[role]!(),
        route.method as 'GET' | 'POST' | 'PATCH' | 'PUT',
        urlOf(operation, probe).slice('/admin/v1'.length),
        probe.body as object | undefined,
      );
      assert.ok(answer.statusCode < 500, `${label}: ${JSON.stringify(answer.body)}`);
      if (allowed) {
        assert.notEqual(answer.statusCode, 403, `${label}: ${JSON.stringify(answer.body)}`);
      } else {
        assert.deepEqual(
          [answer.statusCode, answer.body.errorCode],
          [403, 30],
          `${label}: ${JSON.stringify(answer.body)}`,
        );
      }
    }
  }
});

test('OpenAPI names how each admin route authenticates and the roles it needs', () => {
  const paths = (app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> })
    .paths;
  const staffList = paths['/admin/v1/staff']?.get;
  assert.deepEqual(staffList?.security, [{ operatorKey: [] }, { staffSession: [] }]);
  assert.match(staffList?.description ?? '', /Access:\*\* the role owner .*scope of every brand/);
  assert.match(paths['/admin/v1/auth/me']?.get?.description ?? '', /any staff session/);
  assert.equal(paths['/admin/v1/auth/login']?.post?.security, undefined);
});

test('API keys reach the routes of their roles, never the staff session routes', async () => {
  const key = { key: await apiKey(app, 'payments robot', ['payments']) };
  assert.equal((await adminAs(app, key, 'GET', '/transactions/pending')).statusCode, 200);
  assert.equal((await adminAs(app, key, 'GET', '/auth/me')).statusCode, 403);
  assert.equal((await adminAs(app, key, 'GET', '/staff')).statusCode, 403);
});

test("a lagoon-only staff member gets nothing of croupier's players, money or settings", async () => {
  const lagoon = await staffWith(['owner'], ['lagoon']);
  const croupier = await staffWith(['payments'], ['croupier']);
  const { loginToken } = await walletPlayer(app);
  const deposit = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    loginToken,
  );
  const id = deposit.body.data.transactionId as string;
  const pending = await adminAs(app, await lagoon(), 'GET', '/transactions/pending');
  assert.equal(pending.statusCode, 200);
  assert.ok(!pending.body.data.some((item: { brandId: string }) => item.brandId === 'croupier'));
  for (const [method, path, body] of [
    ['POST', `/transactions/${id}/approve`, {}],
    ['POST', `/transactions/${id}/decline`, { reason: 'duplicate_request' }],
    ['GET', `/transactions/${id}/receipt`, undefined],
  ] as const) {
    const refused = await adminAs(app, await lagoon(), method, path, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [404, 6], path);
  }
  const address = (
    await post(app, 'cryptoWallet/getAddress', { currency: 'USDT', network: 'TRC20' }, loginToken)
  ).body.data.address;
  const chainDeposit = { address, currency: 'USDT', network: 'TRC20', amount: '1' };
  const unseen = await adminAs(app, await lagoon(), 'POST', '/crypto/confirm-deposit', {
    ...chainDeposit,
    txHash: 'cd'.repeat(32),
  });
  assert.deepEqual([unseen.statusCode, unseen.body.errorCode], [404, 6]);
  for (const [path, body] of [
    [
      '/bonuses/promotion',
      { username: 'x', brandId: 'croupier', amount: '1', currency: 'IDR', description: 'd' },
    ],
    ['/brands/croupier/remotes/referral', { enabled: false, reason: 'Out of scope' }],
    ['/rates', { currency: 'USD', targetCurrency: 'IDR', rate: '1' }],
    ['/remotes/games/rollback', { brandIds: ['croupier'] }],
    ['/staff', { username: 'lagoon-made', roles: ['support'], brands: ['lagoon'] }],
  ] as const) {
    const refused = await adminAs(app, await lagoon(), 'POST', path, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30], path);
  }
  const history = await adminAs(
    app,
    await lagoon(),
    'GET',
    '/remotes/games/history?brandId=croupier',
  );
  assert.equal(history.statusCode, 403);

  const approved = await adminAs(app, await croupier(), 'POST', `/transactions/${id}/approve`, {});
  assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
  const { rows } = await pool.query('SELECT decided_by FROM payments WHERE id = $1', [id]);
  assert.match(rows[0].decided_by, /^payments-/);
});
