// Wrong operator keys are limited per client IP across every /admin/v1 route, and logged.

import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, test } from 'node:test';

import { createTestDatabase, relaxedSettings } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { DEMO_OPERATOR_KEY, defaultAppSettings } from '../config.js';

const logLines: Record<string, unknown>[] = [];
const database = await createTestDatabase();
const app = await buildApp({
  pool: database.pool,
  settings: { ...relaxedSettings, rateLimits: defaultAppSettings.rateLimits },
  logger: {
    level: 'warn',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  },
});
after(async () => {
  await app.close();
  await database.drop();
});

const WRONG_KEY = 'guessed-operator-key-7f3a';

type Route = readonly ['GET' | 'POST', string];
const PENDING: Route = ['GET', '/transactions/pending'];

async function adminFrom(ip: string, [method, url]: Route, operatorKey: string) {
  const response = await app.inject({
    method,
    url: `/admin/v1${url}`,
    headers: { 'x-operator-key': operatorKey },
    remoteAddress: ip,
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

test('after too many wrong keys an IP is refused with 429, even with the right key; other IPs are not', async () => {
  const { operatorKeyFailuresPerMinute } = defaultAppSettings.rateLimits;
  const guesser = '10.7.0.1';
  // Failures on the routes of different plugins count together.
  const routes: Route[] = [
    PENDING,
    ['POST', '/bonuses/promotion'],
    ['GET', '/remotes/games/history'],
  ];
  for (let attempt = 0; attempt < operatorKeyFailuresPerMinute; attempt++) {
    const response = await adminFrom(
      guesser,
      routes[attempt % routes.length] ?? PENDING,
      WRONG_KEY,
    );
    assert.deepEqual([response.statusCode, response.body.errorCode], [401, 8], `${attempt}`);
  }
  for (const key of [WRONG_KEY, DEMO_OPERATOR_KEY]) {
    const refused = await adminFrom(guesser, PENDING, key);
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(Object.keys(refused.body).sort(), ['errorCode', 'message']);
    assert.equal(refused.body.errorCode, 5);
  }

  const operator = '10.7.0.2';
  assert.equal((await adminFrom(operator, PENDING, DEMO_OPERATOR_KEY)).statusCode, 200);
  assert.equal((await adminFrom(operator, PENDING, WRONG_KEY)).statusCode, 401);
});

test('each wrong key is logged with the IP and without the key', async () => {
  const ip = '10.7.1.1';
  const before = logLines.length;
  await adminFrom(ip, PENDING, WRONG_KEY);
  const logged = logLines.slice(before);
  assert.equal(logged.length, 1, JSON.stringify(logged));
  assert.equal(logged[0]?.ip, ip);
  assert.ok(!JSON.stringify(logLines).includes(WRONG_KEY), 'no key material in the log');
  assert.ok(!JSON.stringify(logLines).includes(DEMO_OPERATOR_KEY), 'no key material in the log');
});

test('calls with no key and no session are refused, but guess nothing and count no failure', async () => {
  const { operatorKeyFailuresPerMinute } = defaultAppSettings.rateLimits;
  const visitor = '10.7.0.9';
  // The back office asks who is signed in on every load, before anyone has signed in.
  for (let call = 0; call <= operatorKeyFailuresPerMinute; call++) {
    const response = await app.inject({
      method: 'GET',
      url: '/admin/v1/auth/me',
      remoteAddress: visitor,
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errorCode, 8);
  }
  const signedIn = await adminFrom(visitor, PENDING, DEMO_OPERATOR_KEY);
  assert.equal(signedIn.statusCode, 200, JSON.stringify(signedIn.body));
});
