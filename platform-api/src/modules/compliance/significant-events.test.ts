import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import Fastify from 'fastify';

import {
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
  uniqueUsername,
} from '../../../test/harness.js';
import { adminAs, apiKey, logIn, staffMember } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';
import { recordProgramErrors } from './recorders.js';

const { app, pool, close } = await startTestApp();
after(close);

interface EventRow {
  type: string;
  component: string;
  brand_id: string | null;
  player_id: string | null;
  actor: string;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

async function eventsSince(since: Date, type?: string): Promise<EventRow[]> {
  const { rows } = await pool.query<EventRow>(
    `SELECT type, component, brand_id, player_id, actor, reason, before, after, ip
     FROM significant_events WHERE at >= $1 AND ($2::text IS NULL OR type = $2) ORDER BY id`,
    [since, type ?? null],
  );
  return rows;
}

const owner = { key: await apiKey(app, 'compliance owner', ['owner']) };

test('a refused player login is recorded with the username tried, the brand and the IP', async () => {
  const since = new Date();
  const username = uniqueUsername('lab');
  await registerPlayer(app, { username, password: 'goodPassw0rd' });
  const tryLogIn = async (password: string) =>
    post(
      app,
      'login3',
      { brandId: 'croupier', username, password },
      await newSessionToken(app),
      '203.0.113.9',
    );

  assert.equal((await tryLogIn('wrongPassw0rd')).body.errorCode, 4);
  assert.equal((await tryLogIn('goodPassw0rd')).body.errorCode, 0);

  const events = await eventsSince(since, 'login_failed');
  assert.equal(events.length, 1);
  assert.deepEqual(
    { ...events[0], ip: events[0]!.ip },
    {
      type: 'login_failed',
      component: 'auth',
      brand_id: 'croupier',
      player_id: null,
      actor: `player:${username}`,
      reason: 'Wrong username or password',
      before: null,
      after: null,
      ip: '203.0.113.9',
    },
  );
});

test('a refused staff login is recorded without a brand', async () => {
  const since = new Date();
  const staff = await staffMember(pool, ['support']);
  const { response } = await logIn(app, {
    username: staff.username,
    password: 'not-the-password',
    totp: '000000',
  });
  assert.equal(response.body.errorCode, 4);
  const [event, ...more] = await eventsSince(since, 'login_failed');
  assert.equal(more.length, 0);
  assert.equal(event?.actor, `staff:${staff.username}`);
  assert.equal(event?.component, 'admin');
  assert.equal(event?.brand_id, null);
});

test('wagers, wins and approved payments at or above the brand thresholds are recorded once', async () => {
  await pool.query(
    `UPDATE brand_protection SET large_wager_threshold = 5000, large_win_threshold = 5000,
       large_payment_threshold = 1000000 WHERE brand_id = 'croupier'`,
  );
  const since = new Date();
  const { loginToken } = await walletPlayer(app, '2000000');
  const payments = await eventsSince(since, 'large_payment');
  assert.equal(payments.length, 1);
  assert.equal(payments[0]?.after?.amount, '2000000');
  assert.equal(payments[0]?.before?.status, 'pending');

  const bet = (amount: string) =>
    post(
      app,
      'originals/bet',
      { game: 'dice', currency: 'IDR', amount, params: { target: '50', condition: 'over' } },
      loginToken,
    );
  const small = await bet('1000');
  assert.equal(small.body.errorCode, 0);
  assert.equal((await eventsSince(since, 'large_wager')).length, 0);
  // A bet refused (above the balance) moves nothing and records nothing.
  assert.notEqual((await bet('9000000')).body.errorCode, 0);
  assert.equal((await eventsSince(since, 'large_wager')).length, 0);

  const large = await bet('6000');
  assert.equal(large.body.errorCode, 0, JSON.stringify(large.body));
  const wagers = await eventsSince(since, 'large_wager');
  assert.equal(wagers.length, 1);
  assert.equal(wagers[0]?.actor, 'provider:ORIG');
  assert.equal(wagers[0]?.after?.amount, '6000');
  assert.equal(wagers[0]?.after?.roundId, large.body.data.roundId);
  // Paid 11,880 when it won; 1,000's win of 1,980 stays below the threshold.
  const wins = await eventsSince(since, 'large_win');
  assert.equal(wins.length, large.body.data.payout === '0' ? 0 : 1);

  await pool.query(
    `UPDATE brand_protection SET large_wager_threshold = NULL, large_win_threshold = NULL,
       large_payment_threshold = NULL WHERE brand_id = 'croupier'`,
  );
});

test('significant audited writes: a parameter change, a block and a changed email', async () => {
  const since = new Date();
  const changed = await adminAs(app, owner, 'POST', '/brands/croupier/originals/limbo', {
    edge: '0.02',
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  const [parameter] = await eventsSince(since, 'parameter_change');
  assert.equal(parameter?.reason, 'originals.change-settings originals:croupier:limbo');
  assert.equal(parameter?.before?.edge, '0.01');
  assert.equal(parameter?.after?.edge, '0.02');
  assert.equal(parameter?.actor, 'key:compliance owner');

  const { loginToken } = await walletPlayer(app);
  const email = `${uniqueUsername('mail')}@example.com`;
  const edited = await post(app, 'edit-profile', { email }, loginToken);
  assert.equal(edited.body.errorCode, 0, JSON.stringify(edited.body));
  const [personal] = await eventsSince(since, 'personal_data_change');
  assert.equal(personal?.after?.email, email);
  assert.ok(personal?.player_id);

  const blocked = await adminAs(app, owner, 'POST', `/players/${personal.player_id}/block`, {
    reason: 'lab check',
  });
  assert.equal(blocked.statusCode, 200, JSON.stringify(blocked.body));
  const [deactivated] = await eventsSince(since, 'account_deactivated');
  assert.equal(deactivated?.player_id, personal.player_id);
});

test('the report: period views, filters, brand scope, CSV, and no activity', async () => {
  const since = new Date();
  await post(
    app,
    'login3',
    { brandId: 'croupier', username: 'nobody-here', password: 'x' },
    await newSessionToken(app),
  );
  const today = await adminAs(app, owner, 'GET', '/significant-events?type=login_failed');
  assert.equal(today.statusCode, 200, JSON.stringify(today.body));
  assert.equal(today.body.data.items[0].actor, 'player:nobody-here');
  assert.ok(today.body.data.counts.login_failed >= 1);
  assert.deepEqual(Object.keys(today.body.data.counts), ['login_failed']);

  for (const period of ['month', 'year', 'life']) {
    const view = await adminAs(app, owner, 'GET', `/significant-events?period=${period}`);
    assert.ok(view.body.data.total >= today.body.data.total, period);
  }
  const lagoonOnly = { key: await apiKey(app, 'lagoon support', ['support'], ['lagoon']) };
  const scoped = await adminAs(app, lagoonOnly, 'GET', '/significant-events?type=login_failed');
  assert.equal(scoped.body.data.total, 0);
  assert.equal(
    (await adminAs(app, lagoonOnly, 'GET', '/significant-events?brandId=croupier')).body.errorCode,
    30,
  );
  const marketing = { key: await apiKey(app, 'compliance marketing', ['marketing']) };
  assert.equal((await adminAs(app, marketing, 'GET', '/significant-events')).body.errorCode, 30);

  const future = new Date(Date.now() + 86_400_000).toISOString();
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const empty = await adminAs(app, owner, 'GET', `/significant-events?from=${future}&to=${later}`);
  assert.deepEqual(empty.body.data.counts, {});
  assert.equal(empty.body.data.total, 0);
  assert.equal(
    (
      await adminAs(
        app,
        owner,
        'GET',
        `/significant-events?from=${future}&to=${since.toISOString()}`,
      )
    ).body.errorCode,
    2,
  );
  assert.equal((await adminAs(app, owner, 'GET', '/significant-events?type=nope')).statusCode, 400);

  const csv = await adminAs(
    app,
    owner,
    'GET',
    `/significant-events?format=csv&type=login_failed&from=${since.toISOString()}`,
  );
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  const lines = String(csv.body).trim().split('\n');
  assert.equal(lines[0], 'at,type,component,brandId,playerId,actor,reason,before,after,ip');
  assert.match(lines[1] ?? '', /,login_failed,auth,croupier,,player:nobody-here,/);
});

test('significant events are never changed or deleted', async () => {
  await assert.rejects(
    pool.query(`UPDATE significant_events SET reason = 'edited'`),
    /append-only/,
  );
  await assert.rejects(pool.query('DELETE FROM significant_events'), /append-only/);
});

test('an answer of 500 or more is recorded as a program error', async () => {
  const bare = Fastify();
  recordProgramErrors(bare, pool);
  bare.get('/v1/test-failure', async () => {
    throw new Error('boom');
  });
  bare.get('/v1/test-refusal', async (_request, reply) => reply.code(400).send({}));
  const since = new Date();
  try {
    assert.equal((await bare.inject({ method: 'GET', url: '/v1/test-refusal' })).statusCode, 400);
    assert.equal((await bare.inject({ method: 'GET', url: '/v1/test-failure' })).statusCode, 500);
    const events = await eventsSince(since, 'program_error');
    assert.deepEqual(
      events.map(({ reason, actor, component }) => ({ reason, actor, component })),
      [{ reason: 'GET /v1/test-failure answered 500', actor: 'system', component: 'api' }],
    );
  } finally {
    await bare.close();
  }
});
