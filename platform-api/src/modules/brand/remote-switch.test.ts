import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, prepareAsAtStart, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { admin } from '../../../test/wallet.js';

const { app, ownerPool, close } = await startTestApp();
after(close);

async function referralEnabledFor(domain: string): Promise<boolean | undefined> {
  const response = await post(app, 'brand/config', { domain });
  const remotes = response.body.data.remotes as { name: string; enabled: boolean }[];
  return remotes.find((remote) => remote.name === 'referral')?.enabled;
}

test('an operator switches a brand’s remote without a rebuild, and a restart keeps the choice', async () => {
  assert.equal(await referralEnabledFor('127.0.0.1'), false);

  const switched = await admin(app, 'POST', '/brands/lagoon/remotes/referral', { enabled: true });
  assert.equal(switched.statusCode, 200);
  assert.equal(switched.body.data.enabled, true);
  assert.equal(await referralEnabledFor('127.0.0.1'), true);
  assert.equal(await referralEnabledFor('localhost'), true, 'the other brand is untouched');

  // Start-up migrates and seeds again: the operator's switch must survive it.
  await prepareAsAtStart(ownerPool);
  assert.equal(await referralEnabledFor('127.0.0.1'), true);

  await admin(app, 'POST', '/brands/lagoon/remotes/referral', { enabled: false });
  assert.equal(await referralEnabledFor('127.0.0.1'), false);
});

test('switching needs the operator key and a known brand, remote and body', async () => {
  const noKey = await admin(
    app,
    'POST',
    '/brands/lagoon/remotes/referral',
    { enabled: true },
    null,
  );
  assert.equal(noKey.statusCode, 401);
  assert.equal(
    (await admin(app, 'POST', '/brands/nobody/remotes/referral', { enabled: true })).statusCode,
    404,
  );
  assert.equal(
    (await admin(app, 'POST', '/brands/lagoon/remotes/cashier', { enabled: true })).statusCode,
    400,
  );
  assert.equal(
    (await admin(app, 'POST', '/brands/lagoon/remotes/referral', { enabled: 'yes' })).statusCode,
    400,
  );
  assert.equal(await referralEnabledFor('127.0.0.1'), false);
});

test('the release role reads a brand’s registry as the switches left it, within its brands only', async () => {
  const release = { key: await apiKey(app, 'lagoon release', ['release'], ['lagoon']) };
  await adminAs(app, release, 'POST', '/brands/lagoon/remotes/referral', { enabled: true });

  const registry = await adminAs(app, release, 'GET', '/brands/lagoon/remotes');
  assert.equal(registry.statusCode, 200);
  const remotes = registry.body.data as { name: string; enabled: boolean }[];
  assert.deepEqual(
    remotes.map(({ name, enabled }) => [name, enabled]),
    [
      ['games', true],
      ['wallet', true],
      ['account', true],
      ['referral', true],
    ],
  );
  await adminAs(app, release, 'POST', '/brands/lagoon/remotes/referral', { enabled: false });

  const otherBrand = await adminAs(app, release, 'GET', '/brands/croupier/remotes');
  assert.deepEqual([otherBrand.statusCode, otherBrand.body.errorCode], [403, 30]);
  const marketing = { key: await apiKey(app, 'marketing robot', ['marketing']) };
  assert.equal((await adminAs(app, marketing, 'GET', '/brands/lagoon/remotes')).statusCode, 403);
  assert.equal((await admin(app, 'GET', '/brands/nobody/remotes')).statusCode, 404);
});
