// SIGTERM, as Kubernetes and docker-compose stop a process: the API stops accepting, lets a
// request in flight finish, closes its WebSockets with the reconnect code 1012, and exits 0;
// whatever is still running after SHUTDOWN_GRACE_MS is cut and the process exits anyway. The
// processes start with MIGRATIONS=off, as they do after a one-shot migrate: the test database is
// prepared already.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import WebSocket from 'ws';

import { createTestDatabase, FINGERPRINT } from '../test/harness.js';
import { killableApi, type KillableApi } from '../test/killable-api.js';

const GRACE_MS = 4000;
const database = await createTestDatabase();
const apis: KillableApi[] = [];
after(async () => {
  for (const api of apis) await api.stop('SIGKILL');
  await database.drop();
});

async function startedApi() {
  const api = await killableApi(database, {
    MIGRATIONS: 'off',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  apis.push(api);
  await api.start();
  return api;
}

/**
 * Holds the lock every new visitor session's INSERT waits for, until `release`: a
 * tsGenerateSessionToken call sent meanwhile stays in flight.
 */
async function holdSessionInserts() {
  const client = await database.ownerPool.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE session_tokens IN EXCLUSIVE MODE');
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.query('COMMIT');
    client.release();
  };
}

const newSession = (api: KillableApi) =>
  api.call('/v1/tsGenerateSessionToken', { brandId: 'croupier', clientFingerprint: FINGERPRINT });

/**
 * A realtime connection in the protocol of `subprotocol`, acknowledged; resolves `closed` with the
 * code the server closed it with. Both protocols' connection_init and ack read alike.
 */
async function realtimeSocket(api: KillableApi, sessionToken: string, subprotocol: string) {
  const socket = new WebSocket(`${api.baseUrl.replace('http', 'ws')}/graphql`, subprotocol);
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: sessionToken } }),
      ),
    );
    socket.on('message', (data: Buffer) => {
      if (JSON.parse(data.toString()).type === 'connection_ack') resolve();
    });
    socket.once('error', reject);
  });
  return { closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('on SIGTERM a request in flight finishes, sockets close to reconnect, nothing new is served, and the process exits 0', async () => {
  const api = await startedApi();
  const visitor = await newSession(api);
  assert.equal(visitor?.statusCode, 200);
  const sockets = await Promise.all(
    ['graphql-ws', 'graphql-transport-ws'].map((subprotocol) =>
      realtimeSocket(api, visitor?.body.data.sessionToken, subprotocol),
    ),
  );

  const release = await holdSessionInserts();
  try {
    const inFlight = newSession(api);
    await sleep(300);
    const startedAt = Date.now();
    const exited = api.stop('SIGTERM');

    for (const socket of sockets) assert.equal(await socket.closed, 1012);
    // New requests: the listening socket is closed (or, on a kept-alive connection, a 503).
    const late = await api.call('/v1/brand/config', { domain: 'localhost' });
    assert.ok(late === null || late.statusCode === 503, JSON.stringify(late));

    await sleep(500);
    await release();
    const finished = await inFlight;
    assert.equal(finished?.statusCode, 200, JSON.stringify(finished));
    assert.equal(await exited, 0);
    assert.ok(Date.now() - startedAt < GRACE_MS, 'exits as soon as the last request finished');
  } finally {
    await release();
  }
});

test('a request still running when the grace period ends does not keep the process', async () => {
  const api = await startedApi();
  const release = await holdSessionInserts();
  try {
    const inFlight = newSession(api);
    await sleep(300);
    const startedAt = Date.now();
    const exitCode = await api.stop('SIGTERM');
    const tookMs = Date.now() - startedAt;
    assert.equal(exitCode, 1);
    assert.ok(tookMs >= GRACE_MS - 100 && tookMs < GRACE_MS + 2000, `exited after ${tookMs} ms`);
    assert.equal(await inFlight, null, 'its connection was cut');
  } finally {
    await release();
  }
});
