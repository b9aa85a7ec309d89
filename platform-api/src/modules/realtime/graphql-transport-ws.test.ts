// graphql-transport-ws (the `graphql-ws` client) beside subscriptions-transport-ws on the same
// /graphql endpoint: the subprotocol picks the protocol; authentication, operations, shared
// subscriptions and session end are the same in both.

import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import type { Client } from 'graphql-ws';
import WebSocket from 'ws';

import { newSessionToken, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { sha256 } from '../../security/tokens.js';
import {
  COUNT_LOGIN,
  connectRealtime,
  connectTransportWs,
  NEW_BALANCE,
  requestOnce,
  ResultStream,
} from './test-client.js';

const { app, pool, close } = await startTestApp();
after(close);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

async function newPlayer() {
  const { loginToken, username } = await registerPlayer(app);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  return { loginToken, username, playerId: rows[0]?.id, brandUsername: `croupier_${username}` };
}

/** A graphql-ws client of `authorization`, disposed after the file. */
async function connect(authorization: string) {
  const connected = await connectTransportWs(url, { authorization });
  after(() => connected.client.dispose());
  return connected;
}

/** Writes `event` to the outbox, as a committed change would; the app's relay delivers it. */
const notify = (event: object) => pool.query('SELECT realtime_outbox_add(NULL, $1)', [event]);

const errorMessages = (result: { errors?: readonly { message: string }[] }) =>
  (result.errors ?? []).map((error) => error.message);

test('the subprotocol picks the protocol on the one endpoint', async () => {
  for (const [asked, chosen] of [
    ['graphql-transport-ws', 'graphql-transport-ws'],
    ['graphql-ws', 'graphql-ws'],
  ]) {
    const socket = new WebSocket(url, asked);
    await once(socket, 'open');
    assert.equal(socket.protocol, chosen);
    socket.close();
  }
});

test('a connection without a live token is closed with 4403 and the reason', async () => {
  const { loginToken } = await newPlayer();
  const expired = await newSessionToken(app);
  await pool.query(
    `UPDATE session_tokens SET created_at = now() - interval '25 hours',
       expires_at = now() - interval '1 hour' WHERE token_hash = $1`,
    [sha256(expired)],
  );
  for (const connectionParams of [
    {},
    { authorization: 42 },
    { authorization: `${loginToken}x` },
    { authorization: 'sessiontokenUnknown' },
    { authorization: expired },
  ]) {
    await assert.rejects(
      connectTransportWs(url, connectionParams),
      /Closed 4403: Authentication problem\. Please log in again\./,
      JSON.stringify(connectionParams),
    );
  }
  const { client } = await connectTransportWs(url, { Authorization: loginToken });
  await client.dispose();
});

test('one balance change reaches the subscribers of both protocols alike', async () => {
  const player = await newPlayer();
  const other = await newPlayer();
  const { client } = await connect(player.loginToken);
  const legacy = await connectRealtime(url, { authorization: player.loginToken });
  after(() => legacy.close());
  const variables = { brandUsername: player.brandUsername };
  const modern = new ResultStream(client, NEW_BALANCE, variables);
  const spoken = new ResultStream(legacy, NEW_BALANCE, variables);
  const initial = await modern.next();
  assert.equal(initial.errors, undefined, JSON.stringify(initial));
  assert.deepEqual(await spoken.next(), initial);

  await notify({
    kind: 'balanceChanged',
    playerId: other.playerId,
    brandUsername: other.brandUsername,
  });
  await notify({ kind: 'balanceChanged', playerId: player.playerId, ...variables });
  assert.deepEqual(await modern.next(), initial);
  assert.deepEqual(await spoken.next(), initial);
  await assert.rejects(modern.next(300), /No result/, "another player's event");

  const refused = new ResultStream(client, NEW_BALANCE, { brandUsername: other.brandUsername });
  assert.deepEqual(errorMessages(await refused.next()), ['Not allowed']);
});

test('queries and mutations run with the connection caller; bad documents are refused', async () => {
  const player = await newPlayer();
  const { client } = await connect(player.loginToken);
  assert.deepEqual(await requestOnce(client, COUNT_LOGIN), {
    data: { countLogin: { message: 'Login recorded' } },
  });
  const visitor: Client = (await connect(await newSessionToken(app))).client;
  assert.deepEqual(errorMessages(await requestOnce(visitor, COUNT_LOGIN)), ['Not allowed']);
  for (const [query, message] of [
    [`${COUNT_LOGIN} query Other { __typename }`, /one operation/],
    ['{ nothingHere }', /Cannot query field "nothingHere"/],
    [`{${' a'.repeat(1_200)} }`, /Token limit/],
  ] as const) {
    const result = await requestOnce(client, query);
    assert.equal(result.data, undefined);
    assert.ok(
      errorMessages(result).some((text) => message.test(text)),
      JSON.stringify(result.errors),
    );
  }
});

test('logout closes a graphql-transport-ws connection with 4401 within a second', async () => {
  const player = await newPlayer();
  const { client, closed } = await connect(player.loginToken);
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: player.brandUsername });
  assert.equal((await balances.next()).errors, undefined);

  const loggedOutAt = Date.now();
  assert.equal((await post(app, 'logout', {}, player.loginToken)).statusCode, 200);
  assert.deepEqual(await closed, { code: 4401, reason: 'Session ended' });
  assert.ok(Date.now() - loggedOutAt < 1_000);
  await assert.rejects(connectTransportWs(url, { authorization: player.loginToken }), /4403/);
});
