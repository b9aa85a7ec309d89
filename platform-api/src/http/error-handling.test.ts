import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import Fastify from 'fastify';

import { post, startTestApp } from '../../test/harness.js';
import { installErrorHandling } from './error-handling.js';

const { app, pool, close } = await startTestApp();
after(close);

const raw = (payload: string, contentType = 'application/json', url = '/v1/login3') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

test('malformed JSON is a 400 with errorCode 2', async () => {
  for (const payload of ['{bad json', '{"brandId":', '[1,2', 'null x']) {
    const response = await raw(payload);
    assert.equal(response.statusCode, 400, payload);
    assert.equal(response.json().errorCode, 2, payload);
    assert.equal(typeof response.json().message, 'string');
  }
});

test('JSON that is not an object is refused by the schema with errorCode 2', async () => {
  for (const payload of ['null', '[]', '"text"', '42']) {
    const response = await raw(payload, 'application/json', '/v1/brand/config');
    assert.equal(response.statusCode, 400, payload);
    assert.equal(response.json().errorCode, 2, payload);
  }
});

test('wrong types, missing and extra fields are errorCode 2 and name the field', async () => {
  const wrongType = await post(app, 'brand/config', { domain: 12 });
  assert.deepEqual(wrongType.body, {
    errorCode: 2,
    message: 'body/domain must be string',
    reason: 'invalidInput',
    params: {},
  });
  const missing = await post(app, 'brand/config', {});
  assert.equal(missing.body.errorCode, 2);
  assert.match(missing.body.message, /domain/);
  const extra = await post(app, 'brand/config', { domain: 'localhost', admin: true });
  assert.deepEqual(extra.body, {
    errorCode: 2,
    message: 'body must NOT have additional properties: admin',
    reason: 'invalidInput',
    params: {},
  });
});

test('types are not coerced: "1" is not a number, 1 is not a string', async () => {
  const response = await post(app, 'tsGenerateSessionToken', {
    brandId: 1,
    clientFingerprint: 'x',
  });
  assert.equal(response.statusCode, 400);
  assert.equal(response.body.errorCode, 2);
});

test('body-less calls accept no body, an empty body, or {}', async () => {
  for (const response of [
    await app.inject({ method: 'POST', url: '/v1/country/get' }),
    await raw('', 'application/json', '/v1/country/get'),
    await raw('{}', 'application/json', '/v1/country/get'),
  ]) {
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().errorCode, 0);
  }
});

test('a body that is not JSON is errorCode 2', async () => {
  const response = await raw('brandId=croupier', 'application/x-www-form-urlencoded');
  assert.equal(response.statusCode, 415);
  assert.equal(response.json().errorCode, 2);
});

test('unknown routes are 404 with errorCode 6', async () => {
  const response = await post(app, 'no/such/call', {});
  assert.equal(response.statusCode, 404);
  assert.equal(response.body.errorCode, 6);
});

test('CORS allows any origin and the Authorization header', async () => {
  const response = await app.inject({
    method: 'OPTIONS',
    url: '/v1/me',
    headers: {
      origin: 'http://127.0.0.1:3002',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  assert.equal(response.statusCode, 204);
  assert.equal(response.headers['access-control-allow-origin'], 'http://127.0.0.1:3002');
  assert.match(String(response.headers['access-control-allow-headers']), /Authorization/i);
});

test('/health checks the database', async () => {
  const response = await app.inject({ method: 'GET', url: '/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok' });
});

test('OpenAPI is served at /docs/json and the UI at /docs', async () => {
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  assert.match(spec.openapi, /^3\./);
  for (const path of [
    '/v1/tsGenerateSessionToken',
    '/v1/tsSessionTokenAuthorizer',
    '/v1/login3',
    '/v1/register3',
    '/v1/logout',
    '/v1/me',
    '/v1/edit-profile',
    '/v1/auth/verifyLoginToken',
    '/v1/auth/checkSession',
    '/v1/country/get',
    '/v1/currency-lists',
    '/v1/paymentChannel',
    '/v1/gameNoAuth',
    '/v1/brand/config',
    '/data/listofgame.json',
  ]) {
    assert.ok(spec.paths[path], path);
  }
  const login = spec.paths['/v1/login3'].post;
  assert.ok(login.requestBody.content['application/json'].schema.properties.username);
  assert.ok(login.responses['4XX'] ?? login.responses['4xx']);
  const ui = await app.inject({ method: 'GET', url: '/docs/' });
  assert.equal(ui.statusCode, 200);
  assert.match(ui.body, /swagger/i);
});

test('input the database refuses is errorCode 2, should it ever pass validation', async () => {
  // A route without a schema hands its input straight to PostgreSQL.
  const unchecked = Fastify();
  installErrorHandling(unchecked);
  unchecked.post<{ Body: { text: string; date: string } }>('/store', async (request) => {
    await pool.query('SELECT $1::text, $2::date', [request.body.text, request.body.date]);
    return { errorCode: 0 };
  });
  after(() => unchecked.close());
  for (const body of [
    { text: 'a\u0000b', date: '2024-01-31' },
    { text: 'a', date: '0000-01-01' },
    { text: 'a', date: '2024-02-30' },
  ]) {
    const response = await unchecked.inject({ method: 'POST', url: '/store', payload: body });
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.deepEqual(Object.keys(response.json()), ['errorCode', 'message']);
    assert.equal(response.json().errorCode, 2);
  }
  const ordinary = await unchecked.inject({
    method: 'POST',
    url: '/store',
    payload: { text: 'a', date: '2024-01-31' },
  });
  assert.equal(ordinary.statusCode, 200);
});
