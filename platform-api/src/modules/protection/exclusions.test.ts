// Time-outs and self-exclusions cut every session at once and close login, deposits, bets and
// bonuses until they end; session limits reach realtime connections too.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import {
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
  uniquePhoneNumber,
} from '../../../test/harness.js';
import { assertLedgerInvariants, walletPlayer } from '../../../test/wallet.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';
import { withTransaction } from '../../db/pool.js';
import { Money } from '../../money/amounts.js';
import { connectRealtime, NEW_BALANCE, ResultStream } from '../realtime/test-client.js';
import { checkDeposit } from './checks.js';
import { selfExclusionEnd, timeOutEnd } from './exclusions.js';
import { endOverlongLoginSessions } from './repository.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

const PASSWORD = 'goodPassw0rd';
const slot = TEST_GAMES.slot;

async function playerIdOf(username: string, brandId = 'croupier'): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM players WHERE username = $1 AND brand_id = $2',
    [username, brandId],
  );
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

const logIn = (username: string, brandId = 'croupier') =>
  newSessionToken(app, brandId).then((sessionToken) =>
    post(app, 'login3', { brandId, username, password: PASSWORD }, sessionToken),
  );

/** A realtime connection of the token following its player's balance, and when it closed. */
async function followBalance(token: string, username: string) {
  const client = await connectRealtime(url, { authorization: token });
  after(() => client.close());
  const disconnected = new Promise<void>((resolve) => client.onDisconnected(() => resolve()));
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: `croupier_${username}` });
  assert.equal((await balances.next()).errors, undefined);
  return { disconnected };
}

const closedWithin = (disconnected: Promise<void>, ms: number) =>
  Promise.race([
    disconnected.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

const promotion = (username: string, brandId = 'croupier') =>
  app.inject({
    method: 'POST',
    url: '/admin/v1/bonuses/promotion',
    headers: { 'x-operator-key': DEMO_OPERATOR_KEY, 'idempotency-key': randomUUID() },
    payload: { username, brandId, amount: '1000', currency: 'IDR', description: 'Welcome back' },
  });

test('time-outs last 1, 7 or 30 days, or until a date in that range; exclusions 6 to 60 months', () => {
  const now = new Date('2026-01-31T10:00:00Z');
  assert.equal(timeOutEnd({ days: 7 }, now).toISOString(), '2026-02-07T10:00:00.000Z');
  assert.equal(
    timeOutEnd({ until: '2026-02-10T00:00:00Z' }, now).toISOString(),
    '2026-02-10T00:00:00.000Z',
  );
  assert.throws(() => timeOutEnd({ until: '2026-03-10T00:00:00Z' }, now), /between 1 and 30/);
  assert.throws(() => timeOutEnd({ until: '2026-01-31T12:00:00Z' }, now), /between 1 and 30/);
  assert.throws(() => timeOutEnd({}, now), /either days or until/);
  assert.equal(selfExclusionEnd(6, now).toISOString(), '2026-07-31T10:00:00.000Z');
  assert.equal(selfExclusionEnd(60, now).toISOString(), '2031-01-31T10:00:00.000Z');
});

test('a time-out ends every session at once and closes login, deposits, bets and bonuses', async () => {
  const { loginToken, username } = await walletPlayer(app, '500000');
  const playerId = await playerIdOf(username);
  const otherDevice = (await logIn(username)).body.playerToken as string;
  const sessionId = await providerSession(app, loginToken, slot);
  const { disconnected } = await followBalance(otherDevice, username);

  const timeOut = await post(app, 'rg/time-out', { days: 7 }, loginToken);
  assert.equal(timeOut.statusCode, 200, JSON.stringify(timeOut.body));
  assert.equal(timeOut.body.data.kind, 'time_out');
  const endsAt = new Date(timeOut.body.data.endsAt);
  assert.ok(Math.abs(endsAt.getTime() - Date.now() - 7 * 86_400_000) < 60_000);

  assert.ok(await closedWithin(disconnected, 1_000), 'the realtime connection closed');
  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 401);
  assert.equal((await post(app, 'me', {}, otherDevice)).statusCode, 401);

  const login = await logIn(username);
  assert.equal(login.statusCode, 403);
  assert.equal(login.body.errorCode, 41);
  const endDate = endsAt.toISOString().slice(0, 16).replace('T', ' ');
  assert.equal(
    login.body.message,
    `You are taking a time-out until ${endDate} UTC: you cannot log in before then`,
  );

  const refusedBet = await gatewayCall(app, slot.gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: slot.code,
    amount: '1000',
  });
  assert.equal(refusedBet.statusCode, 403);
  assert.equal(refusedBet.body.errorCode, 44);
  assert.match(refusedBet.body.message, /time-out until .*: play is closed/);

  await assert.rejects(
    withTransaction(pool, (client) =>
      checkDeposit(client, { playerId, currency: 'IDR', amount: new Money('100000') }),
    ),
    (error: Error & { errorCode?: number }) =>
      error.errorCode === 41 && /deposits are closed/.test(error.message),
  );
  const bonus = await promotion(username);
  assert.equal(bonus.statusCode, 403, bonus.body);
  assert.equal(bonus.json().errorCode, 41);
  await assertLedgerInvariants(pool);
});

test('nobody lifts a time-out or self-exclusion early, and the operator sees the history', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const playerId = await playerIdOf(username);
  const excluded = await post(
    app,
    'rg/self-exclusion',
    { months: 6, allBrands: false },
    loginToken,
  );
  assert.equal(excluded.statusCode, 200, JSON.stringify(excluded.body));
  assert.equal(excluded.body.data.otherAccountsExcluded, 0);
  for (const statement of [
    'UPDATE player_exclusions SET ends_at = now() WHERE player_id = $1',
    'DELETE FROM player_exclusions WHERE player_id = $1',
  ]) {
    // The API's role lacks the privilege; the owner meets the append-only trigger.
    await assert.rejects(pool.query(statement, [playerId]), /permission denied/);
    await assert.rejects(ownerPool.query(statement, [playerId]), /append-only/);
  }
  const login = await logIn(username);
  assert.match(login.body.message, /^You are self-excluded until /);

  const view = await app.inject({
    method: 'GET',
    url: `/admin/v1/players/${playerId}/protection`,
    headers: { 'x-operator-key': DEMO_OPERATOR_KEY },
  });
  assert.equal(view.statusCode, 200, view.body);
  const { exclusion, history } = view.json().data;
  assert.equal(exclusion.kind, 'self_exclusion');
  assert.deepEqual(
    history.map((entry: { action: string; actor: string }) => [entry.action, entry.actor]),
    [['self_exclusion', 'player']],
  );
});

test('allBrands excludes the same person’s accounts on other brands: same email, phone or identity', async () => {
  const contact = { email: `same.${randomUUID()}@example.com`, phoneNumber: uniquePhoneNumber() };
  const home = await walletPlayer(app);
  await pool.query('UPDATE players SET email = $2, phone_number = $3 WHERE username = $1', [
    home.username,
    contact.email,
    contact.phoneNumber,
  ]);
  // Verified or not, an account with the person's phone number or email is theirs.
  const sister = await registerPlayer(app, { brandId: 'lagoon', phoneNumber: contact.phoneNumber });
  const unverified = await registerPlayer(app, { brandId: 'lagoon', email: contact.email });
  const stranger = await registerPlayer(app, { brandId: 'lagoon' });
  const ids = {
    home: await playerIdOf(home.username),
    sister: await playerIdOf(sister.username, 'lagoon'),
    unverified: await playerIdOf(unverified.username, 'lagoon'),
  };
  await pool.query(
    `INSERT INTO player_verifications (player_id, status) SELECT id, 'verified'
     FROM unnest($1::uuid[]) AS id`,
    [[ids.home, ids.sister]],
  );

  const excluded = await post(
    app,
    'rg/self-exclusion',
    { months: 12, allBrands: true },
    home.loginToken,
  );
  assert.equal(excluded.statusCode, 200, JSON.stringify(excluded.body));
  assert.equal(excluded.body.data.otherAccountsExcluded, 2);
  for (const { loginToken, username } of [sister, unverified]) {
    assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 401);
    assert.equal((await logIn(username, 'lagoon')).body.errorCode, 41);
    assert.equal((await promotion(username, 'lagoon')).json().errorCode, 41);
  }
  // Someone who shares nothing with the person plays on.
  assert.equal((await post(app, 'me', {}, stranger.loginToken)).statusCode, 200);
  assert.equal((await logIn(stranger.username, 'lagoon')).statusCode, 200);
});

test('a session limit lowered during a session closes its realtime connections', async () => {
  const { loginToken, username } = await registerPlayer(app);
  const playerId = await playerIdOf(username);
  const { disconnected } = await followBalance(loginToken, username);
  await pool.query(
    `UPDATE login_sessions SET created_at = now() - interval '20 minutes' WHERE player_id = $1`,
    [playerId],
  );
  assert.equal(
    (await post(app, 'rg/set-limit', { type: 'session', minutes: 25 }, loginToken)).statusCode,
    200,
  );
  assert.equal(await endOverlongLoginSessions(pool), 0);
  assert.equal(await closedWithin(disconnected, 300), false, 'still within its 25 minutes');

  await pool.query(
    `UPDATE login_sessions SET created_at = now() - interval '26 minutes' WHERE player_id = $1`,
    [playerId],
  );
  assert.equal(await endOverlongLoginSessions(pool), 1);
  assert.ok(await closedWithin(disconnected, 1_000), 'the realtime connection closed');
  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 401);
});

test('time-out and self-exclusion calls check their bodies', async () => {
  const { loginToken } = await registerPlayer(app);
  const refusals: Array<[string, object]> = [
    ['rg/time-out', { days: 2 }],
    ['rg/time-out', {}],
    ['rg/time-out', { days: 1, until: new Date(Date.now() + 2 * 86_400_000).toISOString() }],
    ['rg/self-exclusion', { months: 3, allBrands: false }],
    ['rg/self-exclusion', { months: 6 }],
  ];
  for (const [path, body] of refusals) {
    const response = await post(app, path, body, loginToken);
    assert.equal(response.statusCode, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(response.body.errorCode, 2);
  }
  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 200);
});
