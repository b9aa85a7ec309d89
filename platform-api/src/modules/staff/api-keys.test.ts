// API keys: issued by owners and shown once, stored as a hash, scoped by roles and brands,
// their last use recorded, refused once revoked.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import { admin } from '../../../test/wallet.js';
import { sha256 } from '../../security/tokens.js';

const { app, pool, close } = await startTestApp();
after(close);

test('a key is shown once, stored as its hash, used within its roles, and revoked', async () => {
  const created = await admin(app, 'POST', '/api-keys', {
    name: 'release pipeline',
    roles: ['release'],
    brands: ['lagoon'],
  });
  assert.equal(created.statusCode, 200, JSON.stringify(created.body));
  const { key, apiKey } = created.body.data;
  assert.match(key, /^crk_[\w-]{43}$/);
  assert.deepEqual(
    { ...apiKey, id: undefined, createdAt: undefined },
    {
      id: undefined,
      name: 'release pipeline',
      roles: ['release'],
      brands: ['lagoon'],
      createdBy: 'OPERATOR_KEY',
      createdAt: undefined,
      lastUsedAt: null,
      revokedAt: null,
    },
  );
  const { rows } = await pool.query('SELECT key_hash FROM api_keys WHERE id = $1', [apiKey.id]);
  assert.deepEqual(rows[0].key_hash, sha256(key));
  assert.ok(!JSON.stringify((await admin(app, 'GET', '/api-keys')).body).includes(key));

  const asKey = { key };
  const history = await adminAs(app, asKey, 'GET', '/remotes/games/history');
  assert.equal(history.statusCode, 200);
  assert.equal((await adminAs(app, asKey, 'GET', '/transactions/pending')).statusCode, 403);
  const outside = await adminAs(app, asKey, 'POST', '/brands/croupier/remotes/referral', {
    enabled: true,
    reason: 'Out of scope',
  });
  assert.equal(outside.statusCode, 403, 'another brand is out of its scope');
  const listed = (await admin(app, 'GET', '/api-keys')).body.data.find(
    (candidate: { id: string }) => candidate.id === apiKey.id,
  );
  assert.ok(Date.parse(listed.lastUsedAt) > Date.now() - 60_000);

  const revoked = await admin(app, 'POST', `/api-keys/${apiKey.id}/revoke`, {});
  assert.ok(revoked.body.data.revokedAt !== null);
  const refused = await adminAs(app, asKey, 'GET', '/remotes/games/history');
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [401, 8]);
  assert.equal((await admin(app, 'POST', '/api-keys/999999/revoke', {})).statusCode, 404);
});

test('only owners of every brand issue keys; names are unique; scopes name real brands', async () => {
  const body = { name: 'robot', roles: ['payments'], brands: 'all' };
  const payments = await staffSession(app, await staffMember(pool, ['payments']));
  assert.equal(
    (await adminAs(app, { cookie: payments }, 'POST', '/api-keys', body)).statusCode,
    403,
  );
  const lagoonOwner = await staffSession(app, await staffMember(pool, ['owner'], ['lagoon']));
  const scoped = await adminAs(app, { cookie: lagoonOwner }, 'POST', '/api-keys', body);
  assert.equal(scoped.statusCode, 403);
  const owner = await staffSession(app, await staffMember(pool, ['owner']));
  const created = await adminAs(app, { cookie: owner }, 'POST', '/api-keys', body);
  assert.equal(created.body.data.apiKey.createdBy.startsWith('staff-'), true);
  const again = await adminAs(app, { cookie: owner }, 'POST', '/api-keys', body);
  assert.deepEqual([again.statusCode, again.body.errorCode], [409, 3]);
  const unknownBrand = await adminAs(app, { cookie: owner }, 'POST', '/api-keys', {
    ...body,
    name: 'robot 2',
    brands: ['atlantis'],
  });
  assert.deepEqual([unknownBrand.statusCode, unknownBrand.body.errorCode], [400, 2]);
});
