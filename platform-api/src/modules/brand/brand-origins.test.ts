// The API answers CORS for a brand's site at https://<its domain> only: not over plain HTTP (a
// network attacker's page), not on another port of the host (another service's page). Loopback
// hosts are development machines, whose sites run over HTTP on their own ports.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { insertTestGames, TEST_GAMES } from '../../../test/games.js';
import { startTestApp } from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);
await insertTestGames(pool);
await pool.query(
  `INSERT INTO brand_domains (domain, brand_id) VALUES ('casino.example', 'croupier')`,
);

const allowedOrigin = async (origin: string) =>
  (
    await app.inject({
      method: 'OPTIONS',
      url: '/v1/brand/config',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
  ).headers['access-control-allow-origin'];

test("a brand's domain is trusted over HTTPS on the default port only", async () => {
  assert.equal(await allowedOrigin('https://casino.example'), 'https://casino.example');
  assert.equal(await allowedOrigin('https://casino.example:443'), 'https://casino.example:443');
  for (const origin of [
    'http://casino.example',
    'https://casino.example:8443',
    'http://casino.example:3000',
    'ws://casino.example',
    'https://evil.casino.example',
  ]) {
    assert.equal(await allowedOrigin(origin), undefined, origin);
  }
});

test('a loopback brand host is trusted on any port, as pnpm start runs it', async () => {
  assert.equal(await allowedOrigin('http://localhost:3000'), 'http://localhost:3000');
  assert.equal(await allowedOrigin('http://127.0.0.1:3002'), 'http://127.0.0.1:3002');
  assert.equal(await allowedOrigin('ftp://localhost:3000'), undefined);
});

test("the demo provider's game page may be framed by the same origins only", async () => {
  const { gpid, code } = TEST_GAMES.slot;
  const page = await app.inject({
    method: 'GET',
    url: `/demo-provider/play?token=t&game=${gpid}:${code}`,
  });
  const frameAncestors =
    /frame-ancestors ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
  const sources = frameAncestors.split(' ');
  assert.ok(sources.includes('https://casino.example'), frameAncestors);
  assert.ok(sources.includes('localhost:*'), frameAncestors);
  assert.ok(!sources.includes('casino.example:*'), frameAncestors);
});
