// Every path that runs GraphQL bounds a document's size, depth, aliases and operations before
// executing any of it.

import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import type { ExecutionResult } from 'graphql';
import WebSocket from 'ws';

import { MAX_ALIASES } from './document-limits.js';
import { COUNT_LOGIN, connectRealtime, requestOnce } from './test-client.js';
import { registerPlayer, startTestApp } from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

async function newPlayer() {
  const { loginToken, username } = await registerPlayer(app);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  return { loginToken, username, playerId: rows[0]?.id as string };
}

async function loginCount(playerId: string): Promise<number> {
  const { rows } = await pool.query<{ loginCount: number }>(
    'SELECT login_count::int AS "loginCount" FROM player_login_counts WHERE player_id = $1',
    [playerId],
  );
  return rows[0]?.loginCount ?? 0;
}

/** Runs `query` over HTTP and over the WebSocket; answers both results. */
async function runBoth(loginToken: string, query: string): Promise<ExecutionResult[]> {
  const overHttp = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: loginToken },
    payload: { query },
  });
  assert.equal(overHttp.statusCode, 200, overHttp.body);
  const client = await connectRealtime(url, { authorization: loginToken });
  try {
    return [overHttp.json() as ExecutionResult, await requestOnce(client, query)];
  } finally {
    client.close();
  }
}

function assertRefused(results: ExecutionResult[], message: RegExp) {
  for (const result of results) {
    assert.equal(result.data, undefined, JSON.stringify(result));
    assert.ok(
      result.errors?.some((error) => message.test(error.message)),
      JSON.stringify(result.errors),
    );
  }
}

const aliasedCountLogins = (count: number) =>
  `mutation{${Array.from({ length: count }, (_, index) => `c${index}:countLogin{message}`).join(' ')}}`;

test('too many aliases are a GraphQL error, and nothing runs', async () => {
  const player = await newPlayer();
  const refused = await runBoth(player.loginToken, aliasedCountLogins(MAX_ALIASES + 1));
  assertRefused(refused, /Aliases limit/);
  assert.equal(await loginCount(player.playerId), 0);

  for (const result of await runBoth(player.loginToken, aliasedCountLogins(MAX_ALIASES))) {
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  }
});

test('too deep a document is a GraphQL error', async () => {
  const { loginToken } = await newPlayer();
  const deep =
    '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
  assertRefused(await runBoth(loginToken, deep), /depth limit/);
});

test('too many tokens are a GraphQL error', async () => {
  const { loginToken } = await newPlayer();
  const long = `{${' a'.repeat(1_200)} }`;
  assertRefused(await runBoth(loginToken, long), /Token limit/);
});

test('a document holds one operation', async () => {
  const { loginToken } = await newPlayer();
  const two = `${COUNT_LOGIN} query Other { __typename }`;
  assertRefused(await runBoth(loginToken, two), /one operation/);
});

test('over the WebSocket, a query must be a string, not a document already parsed', async () => {
  const { loginToken } = await newPlayer();
  const socket = new WebSocket(url, 'graphql-ws');
  after(() => socket.close());
  const messages: { type: string; payload?: ExecutionResult }[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  await once(socket, 'open');
  const parsed = { kind: 'Document', definitions: [] };
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: loginToken } }));
  socket.send(JSON.stringify({ id: '1', type: 'start', payload: { query: parsed } }));
  while (!messages.some((message) => message.type === 'data')) await once(socket, 'message');
  const data = messages.find((message) => message.type === 'data');
  assertRefused([data?.payload ?? {}], /must be a string/);
});
