import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { insertOffer } from '../../../test/bonus.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, close } = await startTestApp();
after(close);

const marketing = { key: await apiKey(app, 'marketing', ['marketing']) };
const payments = { key: await apiKey(app, 'payments', ['payments']) };
const support = { key: await apiKey(app, 'support', ['support']) };
const release = { key: await apiKey(app, 'release', ['release']) };
const lagoonSupport = { key: await apiKey(app, 'lagoon support', ['support'], ['lagoon']) };

async function grantManual(playerId: string, offerId: string) {
  const granted = await app.inject({
    method: 'POST',
    url: `/admin/v1/players/${playerId}/bonus-grants`,
    headers: { 'x-operator-key': marketing.key, 'idempotency-key': randomUUID() },
    payload: { offerId },
  });
  assert.equal(granted.statusCode, 200, granted.body);
  return granted.json().data.grantId as string;
}

test("staff read a player's grants, newest first, and each grant's entries by page", async () => {
  const player = await registerPlayer(app);
  const { playerId } = (await post(app, 'me', {}, player.loginToken)).body.data;
  const first = await grantManual(
    playerId,
    await insertOffer(pool, 'manual', { claimsPerPlayer: 5 }),
  );
  const second = await grantManual(
    playerId,
    await insertOffer(pool, 'manual', { claimsPerPlayer: 5 }),
  );

  for (const reader of [marketing, payments, support]) {
    const listed = await adminAs(app, reader, 'GET', `/players/${playerId}/bonus-grants`);
    assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
    assert.deepEqual(
      listed.body.data.map((grant: { grantId: string }) => grant.grantId),
      [second, first],
    );
  }

  const entries = await adminAs(app, support, 'GET', `/bonus-grants/${first}/entries?pageSize=1`);
  assert.equal(entries.statusCode, 200, JSON.stringify(entries.body));
  assert.deepEqual(
    [entries.body.data.total, entries.body.data.page, entries.body.data.pageSize],
    [1, 1, 1],
  );
  assert.equal(entries.body.data.items[0].type, 'grant');
  assert.equal(entries.body.data.items[0].bonusBalanceAfter, '1000000.00');
  const beyond = await adminAs(app, support, 'GET', `/bonus-grants/${first}/entries?page=2`);
  assert.deepEqual(beyond.body.data.items, []);
});

test('the reads stay inside the caller’s roles and brands, and bad input is refused', async () => {
  const player = await registerPlayer(app);
  const { playerId } = (await post(app, 'me', {}, player.loginToken)).body.data;
  const grantId = await grantManual(playerId, await insertOffer(pool, 'manual'));

  for (const path of [`/players/${playerId}/bonus-grants`, `/bonus-grants/${grantId}/entries`]) {
    const outside = await adminAs(app, lagoonSupport, 'GET', path);
    assert.deepEqual([outside.statusCode, outside.body.errorCode], [403, 30], path);
    const wrongRole = await adminAs(app, release, 'GET', path);
    assert.equal(wrongRole.statusCode, 403, path);
  }
  for (const path of [
    `/players/${randomUUID()}/bonus-grants`,
    `/bonus-grants/${randomUUID()}/entries`,
  ]) {
    const unknown = await adminAs(app, support, 'GET', path);
    assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6], path);
  }
  const badPage = await adminAs(
    app,
    support,
    'GET',
    `/bonus-grants/${grantId}/entries?pageSize=500`,
  );
  assert.deepEqual([badPage.statusCode, badPage.body.errorCode], [400, 2]);
  const badId = await adminAs(app, support, 'GET', '/players/not-a-uuid/bonus-grants');
  assert.equal(badId.statusCode, 400);
});
