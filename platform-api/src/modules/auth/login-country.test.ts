// The country of a login session: read from the proxy's CF-IPCountry header, and only from a
// request that came through a proxy TRUST_PROXY names (the test app trusts loopback); a client
// that reaches the API itself cannot name its own.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { newSessionToken, registerPlayer, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, close } = await startTestApp();
after(close);

const PASSWORD = 'goodPassw0rd';
const support = { key: await apiKey(app, 'support', ['support']) };

/** Logs a new player in from `remoteAddress` with `headers`; answers their latest session. */
async function sessionAfterLogin(remoteAddress: string, headers: Record<string, string>) {
  const { username } = await registerPlayer(app, { password: PASSWORD });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/login3',
    remoteAddress,
    headers: { authorization: await newSessionToken(app, 'croupier'), ...headers },
    payload: { brandId: 'croupier', username, password: PASSWORD },
  });
  assert.equal(login.statusCode, 200, login.body);
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  const sessions = await adminAs(app, support, 'GET', `/players/${rows[0]?.id}/sessions`);
  assert.equal(sessions.statusCode, 200, JSON.stringify(sessions.body));
  const [latest] = sessions.body.data.items as { ip: string; country: string | null }[];
  return { ip: latest?.ip, country: latest?.country };
}

test('through a trusted proxy, a login session keeps the country the proxy names', async () => {
  assert.deepEqual(
    await sessionAfterLogin('127.0.0.1', {
      'x-forwarded-for': '198.51.100.4',
      'cf-ipcountry': 'ID',
    }),
    { ip: '198.51.100.4', country: 'ID' },
  );
  for (const unknown of ['XX', 'T1', 'id', 'Indonesia']) {
    const vague = await sessionAfterLogin('127.0.0.1', {
      'x-forwarded-for': '198.51.100.4',
      'cf-ipcountry': unknown,
    });
    assert.equal(vague.country, null, unknown);
  }
});

test('a client that reaches the API itself cannot name its country', async () => {
  assert.deepEqual(
    await sessionAfterLogin('203.0.113.9', {
      'x-forwarded-for': '198.51.100.4',
      'cf-ipcountry': 'ID',
    }),
    { ip: '203.0.113.9', country: null },
  );
});
