// A session's end reaches its WebSocket connections: logout, a password change elsewhere and
// expiry close them within a second, and no event follows.

import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import type { SubscriptionClient } from 'subscriptions-transport-ws';

import { newSessionToken, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { sha256 } from '../../security/tokens.js';
import { connectRealtime, NEW_BALANCE, ResultStream } from './test-client.js';

const { app, pool, close } = await startTestApp();
after(close);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

const PASSWORD = 'goodPassw0rd';
/** How soon after its session ended a connection must be closed. */
const CLOSE_WITHIN_MS = 1_000;

async function newPlayer() {
  const { loginToken, username } = await registerPlayer(app);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  return { loginToken, username, playerId: rows[0]?.id, brandUsername: `croupier_${username}` };
}

async function logIn(username: string): Promise<string> {
  const response = await post(
    app,
    'login3',
    { brandId: 'croupier', username, password: PASSWORD },
    await newSessionToken(app),
  );
  return response.body.playerToken as string;
}

/** A connection of `token` following the player's balance, its first snapshot already read. */
async function followBalance(token: string, brandUsername: string) {
  const client = await connectRealtime(url, { authorization: token });
  after(() => client.close());
  const disconnected = new Promise<number>((resolve) =>
    client.onDisconnected(() => resolve(Date.now())),
  );
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername });
  assert.equal((await balances.next()).errors, undefined);
  return { client, balances, disconnected };
}

async function assertClosedBy(disconnected: Promise<number>, deadlineMs: number) {
  const closedAtMs = await Promise.race([
    disconnected,
    new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), deadlineMs - Date.now())),
  ]);
  assert.ok(closedAtMs <= deadlineMs, 'the connection is still open');
}

const notifyBalanceChanged = (player: { playerId?: string; brandUsername: string }) =>
  pool.query('SELECT realtime_outbox_add(NULL, $1)', [{ kind: 'balanceChanged', ...player }]);

/** True while `client` still answers: a fresh subscription gets its snapshot. */
async function stillServes(client: SubscriptionClient, brandUsername: string) {
  const stream = new ResultStream(client, NEW_BALANCE, { brandUsername });
  try {
    return (await stream.next(CLOSE_WITHIN_MS)).errors === undefined;
  } finally {
    stream.stop();
  }
}

test('logout closes the connections of that login token within a second', async () => {
  const player = await newPlayer();
  const other = await logIn(player.username);
  const ending = await followBalance(player.loginToken, player.brandUsername);
  const staying = await followBalance(other, player.brandUsername);

  assert.equal((await post(app, 'logout', {}, player.loginToken)).statusCode, 200);
  await assertClosedBy(ending.disconnected, Date.now() + CLOSE_WITHIN_MS);
  await notifyBalanceChanged(player);
  await assert.rejects(ending.balances.next(300), /No result/, 'no event after the logout');

  assert.equal((await staying.balances.next()).errors, undefined, 'another login still hears');
  await assert.rejects(
    connectRealtime(url, { authorization: player.loginToken }),
    /Authentication problem/,
  );
});

test("a password change closes the player's other logins' connections, not the caller's", async () => {
  const player = await newPlayer();
  const otherDevice = await logIn(player.username);
  const ending = await followBalance(otherDevice, player.brandUsername);
  const caller = await followBalance(player.loginToken, player.brandUsername);

  const changed = await post(
    app,
    'change-password',
    { currentPassword: PASSWORD, newPassword: 'betterPassw0rd' },
    player.loginToken,
  );
  assert.equal(changed.statusCode, 200);
  await assertClosedBy(ending.disconnected, Date.now() + CLOSE_WITHIN_MS);
  await notifyBalanceChanged(player);
  await assert.rejects(ending.balances.next(300), /No result/, 'no event after the change');
  assert.ok(await stillServes(caller.client, player.brandUsername));
});

test('a login session closes its connections within a second of expiring', async () => {
  const player = await newPlayer();
  const { rows } = await pool.query<{ expiresAt: Date }>(
    `UPDATE login_sessions SET expires_at = now() + interval '1500 milliseconds'
     WHERE token_hash = $1 RETURNING expires_at AS "expiresAt"`,
    [sha256(player.loginToken)],
  );
  const expiresAtMs = (rows[0] as { expiresAt: Date }).expiresAt.getTime();
  const { disconnected } = await followBalance(player.loginToken, player.brandUsername);
  await assertClosedBy(disconnected, expiresAtMs + CLOSE_WITHIN_MS);
  assert.ok((await disconnected) >= expiresAtMs - 50, 'not before the session expired');
});

test('a visitor session closes its connections within a second of expiring', async () => {
  const sessionToken = await newSessionToken(app);
  const { rows } = await pool.query<{ expiresAt: Date }>(
    `UPDATE session_tokens SET expires_at = now() + interval '1500 milliseconds'
     WHERE token_hash = $1 RETURNING expires_at AS "expiresAt"`,
    [sha256(sessionToken)],
  );
  const expiresAtMs = (rows[0] as { expiresAt: Date }).expiresAt.getTime();
  const client = await connectRealtime(url, { authorization: sessionToken });
  after(() => client.close());
  const disconnected = new Promise<number>((resolve) =>
    client.onDisconnected(() => resolve(Date.now())),
  );
  await assertClosedBy(disconnected, expiresAtMs + CLOSE_WITHIN_MS);
});

test('operations on an open connection trust its authentication instead of querying again', async () => {
  const player = await newPlayer();
  const { client } = await followBalance(player.loginToken, player.brandUsername);
  const query = pool.query.bind(pool);
  let sessionLookups = 0;
  pool.query = ((...args: Parameters<typeof query>) => {
    const [text] = args;
    const sql = typeof text === 'string' ? text : (text as { text?: string }).text;
    if (sql?.includes('login_sessions')) sessionLookups += 1;
    return query(...args);
  }) as typeof pool.query;
  try {
    for (let operation = 0; operation < 3; operation++) {
      assert.ok(await stillServes(client, player.brandUsername));
    }
  } finally {
    pool.query = query;
  }
  assert.equal(sessionLookups, 0);
});
