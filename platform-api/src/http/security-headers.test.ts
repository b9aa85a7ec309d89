import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { insertTestGames, TEST_GAMES } from '../../test/games.js';
import { startTestApp } from '../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

test('every answer carries the security headers of a JSON API', async () => {
  const { headers } = await get('/health');
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/);
  assert.match(String(headers['strict-transport-security']), /max-age=\d+/);
});

test('the API documentation may run its own scripts and styles only', async () => {
  const page = await get('/docs/');
  assert.equal(page.statusCode, 200);
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.match(csp, /img-src 'self' data:/);
});

test('CORS answers the brands’ own origins only; calls without an Origin stay allowed', async () => {
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/v1/brand/config',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
  const brand = await preflight('http://localhost:3000');
  assert.equal(brand.headers['access-control-allow-origin'], 'http://localhost:3000');
  const lagoon = await preflight('http://127.0.0.1:3000');
  assert.equal(lagoon.headers['access-control-allow-origin'], 'http://127.0.0.1:3000');
  const foreign = await preflight('https://evil.example');
  assert.equal(foreign.headers['access-control-allow-origin'], undefined);

  const withoutOrigin = await app.inject({
    method: 'POST',
    url: '/v1/brand/config',
    payload: { domain: 'localhost' },
  });
  assert.equal(withoutOrigin.statusCode, 200);
});

test("a demo provider game page may be framed by the brands' sites only", async () => {
  const { gpid, code } = TEST_GAMES.slot;
  const page = await get(`/demo-provider/play?token=t&game=${gpid}:${code}`);
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers['x-frame-options'], undefined);
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /frame-ancestors localhost:\* 127\.0\.0\.1:\*(;|$)/);
  assert.match(csp, /script-src 'nonce-/);
});
