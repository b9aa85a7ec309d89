import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import type { NewBalanceEvent } from '@croupier/contracts';
import type { SubscriptionClient } from 'subscriptions-transport-ws';

import { newSessionToken, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { sha256 } from '../../security/tokens.js';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from './schema.js';
import {
  COUNT_LOGIN,
  connectRealtime,
  GET_DEPOWD,
  NEW_BALANCE,
  PLAYER_NOTIF_DEPOWD,
  requestOnce,
  ResultStream,
} from './test-client.js';

const { app, pool, close } = await startTestApp();
after(close);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

/** Connects with a token in connection_init, as the site's Apollo client does. */
async function connect(authorization: string): Promise<SubscriptionClient> {
  const client = await connectRealtime(url, { authorization });
  after(() => client.close());
  return client;
}

async function newPlayer() {
  const { loginToken, username } = await registerPlayer(app);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  return { loginToken, username, playerId: rows[0]?.id, brandUsername: `croupier_${username}` };
}

/** Writes `event` to the outbox, as a committed change would; the app's relay delivers it. */
const notify = (event: object) => pool.query('SELECT realtime_outbox_add(NULL, $1)', [event]);

async function loginCount(playerId: string | undefined): Promise<number> {
  const { rows } = await pool.query<{ loginCount: number }>(
    'SELECT login_count::int AS "loginCount" FROM player_login_counts WHERE player_id = $1',
    [playerId],
  );
  return rows[0]?.loginCount ?? 0;
}

const errorMessages = (result: { errors?: readonly { message: string }[] }) =>
  (result.errors ?? []).map((error) => error.message);

test('a connection without a live login or session token is refused', async () => {
  const { loginToken } = await newPlayer();
  const expired = await newSessionToken(app);
  await pool.query(
    `UPDATE session_tokens SET created_at = now() - interval '25 hours',
       expires_at = now() - interval '1 hour' WHERE token_hash = $1`,
    [sha256(expired)],
  );
  for (const connectionParams of [
    {},
    { authorization: '' },
    { authorization: 42 },
    { authorization: `${loginToken}x` },
    { authorization: 'nobody:secret' },
    { authorization: 'sessiontokenUnknown' },
    { authorization: expired },
  ]) {
    await assert.rejects(
      connectRealtime(url, connectionParams),
      /Authentication problem\. Please log in again\./,
      JSON.stringify(connectionParams),
    );
  }
});

test('the token may also come as Authorization', async () => {
  const { loginToken } = await newPlayer();
  const client = await connectRealtime(url, { Authorization: loginToken });
  client.close();
});

test('a player follows only its own brandUsername; a visitor follows none', async () => {
  const player = await newPlayer();
  const other = await newPlayer();
  const playerClient = await connect(player.loginToken);
  const visitorClient = await connect(await newSessionToken(app));
  const refused = [
    new ResultStream(playerClient, NEW_BALANCE, { brandUsername: other.brandUsername }),
    new ResultStream(playerClient, PLAYER_NOTIF_DEPOWD, { brandUsername: other.brandUsername }),
    new ResultStream(visitorClient, NEW_BALANCE, { brandUsername: player.brandUsername }),
    new ResultStream(visitorClient, PLAYER_NOTIF_DEPOWD, { brandUsername: player.brandUsername }),
  ];
  for (const stream of refused) {
    assert.deepEqual(errorMessages(await stream.next()), ['Not allowed']);
  }
  await notify({
    kind: 'balanceChanged',
    playerId: other.playerId,
    brandUsername: other.brandUsername,
  });
  await Promise.all(refused.map((stream) => assert.rejects(stream.next(300), /No result/)));
});

test('one connection holds a bounded number of subscriptions', async () => {
  const player = await newPlayer();
  const client = await connect(player.loginToken);
  // newBalance answers as soon as it is in place, so the count is known before the next one.
  const follow = () =>
    new ResultStream(client, NEW_BALANCE, { brandUsername: player.brandUsername });
  const open = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CONNECTION }, follow);
  for (const stream of open) assert.equal((await stream.next()).errors, undefined);
  assert.deepEqual(errorMessages(await follow().next()), [
    'Too many subscriptions on this connection',
  ]);
  open[0]?.stop();
  assert.equal((await follow().next()).errors, undefined, 'a stopped one frees its place');
});

test('countLogin records the login of the calling player, and only players may call it', async () => {
  const player = await newPlayer();
  const client = await connect(player.loginToken);
  for (let call = 0; call < 2; call++) {
    assert.deepEqual(await requestOnce(client, COUNT_LOGIN), {
      data: { countLogin: { message: 'Login recorded' } },
    });
  }
  const over = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: player.loginToken },
    payload: { query: COUNT_LOGIN },
  });
  assert.deepEqual(over.json(), { data: { countLogin: { message: 'Login recorded' } } });
  assert.equal(await loginCount(player.playerId), 1, 'one login, however often it is reported');

  const visitor = await connect(await newSessionToken(app));
  assert.deepEqual(errorMessages(await requestOnce(visitor, COUNT_LOGIN)), ['Not allowed']);
});

test('countLogin counts each login once, however often it is called, also concurrently', async () => {
  const player = await newPlayer();
  const client = await connect(player.loginToken);
  const calls = await Promise.all([
    ...Array.from({ length: 200 }, () => requestOnce(client, COUNT_LOGIN)),
    ...Array.from({ length: 200 }, () =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: player.loginToken },
        payload: { query: COUNT_LOGIN },
      }),
    ),
  ]);
  assert.equal(calls.length, 400);
  assert.equal(await loginCount(player.playerId), 1);
  for (const call of calls) {
    const result = 'json' in call ? call.json() : call;
    assert.deepEqual(result, { data: { countLogin: { message: 'Login recorded' } } });
  }

  const sessionToken = await newSessionToken(app);
  const secondLogin = await post(
    app,
    'login3',
    { brandId: 'croupier', username: player.username, password: 'goodPassw0rd' },
    sessionToken,
  );
  const again = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: secondLogin.body.playerToken as string },
    payload: { query: COUNT_LOGIN },
  });
  assert.deepEqual(again.json(), { data: { countLogin: { message: 'Login recorded' } } });
  assert.equal(await loginCount(player.playerId), 2);
});

test("getDepoWd lists the brand's latest approved deposits and withdrawals, usernames masked", async () => {
  const player = await newPlayer();
  await pool.query(
    `INSERT INTO payments (player_id, transaction_type, status, currency, amount, reason)
     VALUES ($1, 'DEPOSIT', 'approved', 'IDR', 150000, NULL),
            ($1, 'WITHDRAW', 'approved', 'IDR', 20000, NULL),
            ($1, 'DEPOSIT', 'pending', 'IDR', 1, NULL),
            ($1, 'DEPOSIT', 'declined', 'IDR', 2, 'No receipt')`,
    [player.playerId],
  );
  const visitor = await connect(await newSessionToken(app, 'croupier'));
  const result = await requestOnce(visitor, GET_DEPOWD, { brandId: 'croupier' });
  const items = (result.data as { getDepoWd: Record<string, string>[] }).getDepoWd;
  const mine = items.filter((item) => item.amount === '150000.00' || item.amount === '20000.00');
  assert.equal(mine.length, 2, JSON.stringify(items));
  const masked = `${player.username.slice(0, 2)}***${player.username.slice(-2)}`;
  for (const item of mine) {
    assert.deepEqual(Object.keys(item).sort(), [
      'amount',
      'currency',
      'currencyLogo',
      'transactionType',
      'username',
    ]);
    assert.equal(item.username, masked);
    assert.equal(item.currency, 'IDR');
    assert.ok(item.currencyLogo);
  }
  assert.deepEqual(mine.map((item) => item.transactionType).sort(), ['deposit', 'withdraw']);
  assert.ok(!items.some((item) => item.amount === '1.00' || item.amount === '2.00'));

  const lagoonVisitor = await connect(await newSessionToken(app, 'lagoon'));
  const refused = await requestOnce(lagoonVisitor, GET_DEPOWD, { brandId: 'croupier' });
  assert.deepEqual(errorMessages(refused), ['Not allowed']);
});

test("a balanceChanged NOTIFY pushes the player's snapshot to its newBalance subscribers", async () => {
  const player = await newPlayer();
  const other = await newPlayer();
  const client = await connect(player.loginToken);
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: player.brandUsername });
  const initial = await balances.next();
  const { newBalance } = initial.data as { newBalance: NewBalanceEvent };
  assert.deepEqual(Object.keys(newBalance).sort(), [
    'activeWallet',
    'brandUsername',
    'walletBalance',
  ]);
  assert.equal(newBalance.brandUsername, player.brandUsername);
  assert.equal(newBalance.activeWallet, 'IDR');
  assert.deepEqual(newBalance.walletBalance.IDR, {
    currency: 'IDR',
    totalBalance: '0.00',
    heldBalance: '0.00',
    bonusBalance: '0.00',
  });
  for (const [currency, entry] of Object.entries(newBalance.walletBalance)) {
    assert.deepEqual(Object.keys(entry).sort(), [
      'bonusBalance',
      'currency',
      'heldBalance',
      'totalBalance',
    ]);
    assert.equal(entry.currency, currency);
  }

  await notify({
    kind: 'balanceChanged',
    playerId: other.playerId,
    brandUsername: other.brandUsername,
  });
  await notify({
    kind: 'balanceChanged',
    playerId: player.playerId,
    brandUsername: player.brandUsername,
  });
  assert.deepEqual(await balances.next(), initial);
  await assert.rejects(balances.next(300), /No result/, "another player's event");
});

test("a new newBalance subscription gets its own snapshot; the player's other subscribers get none", async () => {
  const player = await newPlayer();
  const first = new ResultStream(await connect(player.loginToken), NEW_BALANCE, {
    brandUsername: player.brandUsername,
  });
  assert.equal((await first.next()).errors, undefined);
  const second = new ResultStream(await connect(player.loginToken), NEW_BALANCE, {
    brandUsername: player.brandUsername,
  });
  assert.equal((await second.next()).errors, undefined);
  await assert.rejects(first.next(300), /No result/, 'the first subscriber heard the second join');
});

test("a balance reaches its subscribers while money calls hold every connection of the API's pool", async () => {
  const player = await newPlayer();
  const client = await connect(player.loginToken);
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: player.brandUsername });
  await balances.next();
  const held = await Promise.all(
    Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()),
  );
  try {
    await held[0]?.query('SELECT realtime_outbox_add(NULL, $1)', [
      { kind: 'balanceChanged', playerId: player.playerId, brandUsername: player.brandUsername },
    ]);
    assert.equal((await balances.next(1_000)).errors, undefined);
  } finally {
    for (const heldClient of held) heldClient.release();
  }
});

test('a paymentDecided NOTIFY reaches the playerNotifDepoWd subscribers of that brandUsername', async () => {
  const player = await newPlayer();
  const client = await connect(player.loginToken);
  const decisions = new ResultStream(client, PLAYER_NOTIF_DEPOWD, {
    brandUsername: player.brandUsername,
  });
  // newBalance answers only once in place, after more work than the decisions one started first.
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: player.brandUsername });
  await balances.next();
  const notification = {
    amount: '50000.00',
    brandUsername: player.brandUsername,
    currency: 'IDR',
    transactionStatus: 'success',
    transactionType: 'deposit',
  };
  await notify({ kind: 'paymentDecided', brandId: 'croupier', ...notification });
  assert.deepEqual(await decisions.next(), { data: { playerNotifDepoWd: notification } });
});

test('the LISTEN connection comes back after it is killed, and resends followed balances', async () => {
  const player = await newPlayer();
  const client = await connect(player.loginToken);
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: player.brandUsername });
  await balances.next();
  const { rowCount } = await pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
  );
  assert.equal(rowCount, 1);
  assert.equal((await balances.next()).errors, undefined, 'resent after reconnecting');
  await notify({
    kind: 'balanceChanged',
    playerId: player.playerId,
    brandUsername: player.brandUsername,
  });
  assert.equal((await balances.next()).errors, undefined, 'events arrive again');
});

test('POST /graphql needs a token, runs queries and mutations, and refuses subscriptions', async () => {
  const graphql = (payload: object, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: authorization === undefined ? {} : { authorization },
      payload,
    });
  const anonymous = await graphql({ query: COUNT_LOGIN });
  assert.equal(anonymous.statusCode, 401);
  assert.equal(anonymous.json().errorCode, 1);

  const sessionToken = await newSessionToken(app);
  const list = await graphql(
    { query: GET_DEPOWD, variables: { brandId: 'croupier' } },
    sessionToken,
  );
  assert.equal(list.statusCode, 200);
  assert.ok(Array.isArray(list.json().data.getDepoWd));

  const { loginToken, brandUsername } = await newPlayer();
  const subscription = await graphql(
    { query: NEW_BALANCE, variables: { brandUsername } },
    loginToken,
  );
  assert.deepEqual(errorMessages(subscription.json()), [
    'Subscriptions run over the WebSocket at /graphql',
  ]);
  const invalid = await graphql({ query: '{ nothing }' }, loginToken);
  assert.equal(invalid.statusCode, 200);
  assert.match(errorMessages(invalid.json())[0] ?? '', /Cannot query field "nothing"/);
  const malformed = await graphql({ query: COUNT_LOGIN, extra: true }, loginToken);
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json().errorCode, 2);
});
