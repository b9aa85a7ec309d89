import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { relaxedSettings, startTestApp } from '../../../test/harness.js';

const relative = await startTestApp();
const elsewhere = await startTestApp({
  ...relaxedSettings,
  demoProviderPublicUrl: 'https://games.example.com',
});
after(() => Promise.all([relative.close(), elsewhere.close()]));

async function gameOrigins(app: typeof relative.app, path: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/${path}`,
    headers: { origin: 'http://localhost:3000' },
    payload: body,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.gameOrigins;
}

test('relative launch URLs make the asking site its own game origin', async () => {
  assert.deepEqual(await gameOrigins(relative.app, 'game/origins', {}), ['http://localhost:3000']);
  assert.deepEqual(await gameOrigins(relative.app, 'brand/config', { domain: 'localhost' }), [
    'http://localhost:3000',
  ]);
});

test('a demo provider elsewhere is the game origin, whoever asks', async () => {
  assert.deepEqual(await gameOrigins(elsewhere.app, 'game/origins', {}), [
    'https://games.example.com',
  ]);
  assert.deepEqual(await gameOrigins(elsewhere.app, 'brand/config', { domain: 'localhost' }), [
    'https://games.example.com',
  ]);
});

test('game/origins refuses a body with fields', async () => {
  const response = await relative.app.inject({
    method: 'POST',
    url: '/v1/game/origins',
    payload: { extra: 1 },
  });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().errorCode, 2);
});
