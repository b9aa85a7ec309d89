// The country of a login session: read from the proxy's CF-IPCountry header, and only when the API
// trusts a proxy (TRUST_PROXY); otherwise any client could name its own.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { newSessionToken, registerPlayer, relaxedSettings, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import type { App } from '../../app.js';

const PASSWORD = 'goodPassw0rd';

const direct = await startTestApp();
const behindProxy = await startTestApp({ ...relaxedSettings, trustProxy: '127.0.0.1' });
after(direct.close);
after(behindProxy.close);

/** Logs a new player in with `headers` from `remoteAddress`; answers their latest session. */
async function sessionAfterLogin(
  { app, pool }: { app: App; pool: typeof direct.pool },
  remoteAddress: string,
  headers: Record<string, string>,
) {
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
  const key = { key: await apiKey(app, `support-${username}`, ['support']) };
  const sessions = await adminAs(app, key, 'GET', `/players/${rows[0]?.id}/sessions`);
  assert.equal(sessions.statusCode, 200, JSON.stringify(sessions.body));
  return sessions.body.data.items[0] as { ip: string; country: string | null };
}

test('behind a trusted proxy, a login session keeps the country the proxy names', async () => {
  const session = await sessionAfterLogin(behindProxy, '127.0.0.1', {
    'x-forwarded-for': '198.51.100.4',
    'cf-ipcountry': 'ID',
  });
  assert.deepEqual({ ip: session.ip, country: session.country }, { ip: '198.51.100.4', country: 'ID' });

  for (const unknown of ['XX', 'T1', 'indonesia']) {
    const vague = await sessionAfterLogin(behindProxy, '127.0.0.1', { 'cf-ipcountry': unknown });
    assert.equal(vague.country, null, unknown);
  }
});

test('without a trusted proxy, a country header sent by the client is ignored', async () => {
  const session = await sessionAfterLogin(direct, '203.0.113.9', { 'cf-ipcountry': 'ID' });
  assert.deepEqual({ ip: session.ip, country: session.country }, { ip: '203.0.113.9', country: null });
});
