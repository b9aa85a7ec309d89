import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, prepareAsAtStart, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { admin } from '../../../test/wallet.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

/** lagoon is seeded without a referral programme; these tests give it one, or take it away. */
const setLagoonProgramme = (enabled: boolean) =>
  pool.query(
    `UPDATE referral_programmes SET enabled = $1, commission_percent = $2 WHERE brand_id = 'lagoon'`,
    [enabled, enabled ? '2' : '0'],
  );
const on = { enabled: true, reason: 'Referral programme launch' };
const off = { enabled: false, reason: 'Programme paused' };

async function referralEnabledFor(domain: string): Promise<boolean | undefined> {
  const response = await post(app, 'brand/config', { domain });
  const remotes = response.body.data.remotes as { name: string; enabled: boolean }[];
  return remotes.find((remote) => remote.name === 'referral')?.enabled;
}

test('an operator switches a brand’s remote without a rebuild, and a restart keeps the choice', async () => {
  assert.equal(await referralEnabledFor('127.0.0.1'), false);
  await setLagoonProgramme(true);

  const switched = await admin(app, 'POST', '/brands/lagoon/remotes/referral', on);
  assert.equal(switched.statusCode, 200);
  assert.equal(switched.body.data.enabled, true);
  assert.equal(await referralEnabledFor('127.0.0.1'), true);
  assert.equal(await referralEnabledFor('localhost'), true, 'the other brand is untouched');

  // Start-up migrates and seeds again: the operator's switch must survive it.
  await prepareAsAtStart(ownerPool);
  assert.equal(await referralEnabledFor('127.0.0.1'), true);

  await admin(app, 'POST', '/brands/lagoon/remotes/referral', off);
  assert.equal(await referralEnabledFor('127.0.0.1'), false);
  await setLagoonProgramme(false);
});

test('the referral remote is not switched on for a brand without a referral programme', async () => {
  const release = { key: await apiKey(app, 'programme-less release', ['release'], ['lagoon']) };
  const switchesAudited = async () =>
    (
      await pool.query(
        `SELECT count(*)::int AS n FROM audit_log
         WHERE action = 'brand.switch-remote' AND brand_id = 'lagoon'`,
      )
    ).rows[0].n;
  const auditedBefore = await switchesAudited();
  const refused = await adminAs(app, release, 'POST', '/brands/lagoon/remotes/referral', on);
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [422, 27]);
  assert.match(refused.body.message, /lagoon has no referral programme/);
  const owner = await admin(app, 'POST', '/brands/lagoon/remotes/referral', on);
  assert.deepEqual([owner.statusCode, owner.body.errorCode], [422, 27], 'nobody may');
  assert.equal(await referralEnabledFor('127.0.0.1'), false);
  assert.equal(await switchesAudited(), auditedBefore, 'a refused switch is not audited as done');

  // Switching it off, and other remotes, needs no programme.
  const offAgain = await adminAs(app, release, 'POST', '/brands/lagoon/remotes/referral', off);
  assert.equal(offAgain.statusCode, 200, JSON.stringify(offAgain.body));
  const games = await adminAs(app, release, 'POST', '/brands/lagoon/remotes/games', on);
  assert.equal(games.statusCode, 200);
});

test('a switch takes a reason, kept in the audit log', async () => {
  for (const body of [
    { enabled: false },
    { enabled: false, reason: '' },
    { enabled: false, reason: '   ' },
    { enabled: false, reason: 'x'.repeat(501) },
  ]) {
    const refused = await admin(app, 'POST', '/brands/lagoon/remotes/games', body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], JSON.stringify(body));
  }
  const registry = await admin(app, 'GET', '/brands/lagoon/remotes');
  assert.equal(
    registry.body.data.find((remote: { name: string }) => remote.name === 'games').enabled,
    true,
    'a refused switch changes nothing',
  );
  await admin(app, 'POST', '/brands/lagoon/remotes/games', {
    enabled: false,
    reason: '  Provider incident 42  ',
  });
  await admin(app, 'POST', '/brands/lagoon/remotes/games', on);
  const { rows } = await pool.query(
    `SELECT after->>'enabled' AS enabled, after->>'reason' AS reason FROM audit_log
     WHERE action = 'brand.switch-remote' AND target = 'remote:games' AND brand_id = 'lagoon'
     ORDER BY id DESC LIMIT 2`,
  );
  assert.deepEqual(rows.reverse(), [
    { enabled: 'false', reason: 'Provider incident 42' },
    { enabled: 'true', reason: 'Referral programme launch' },
  ]);
});

test('switching needs the operator key and a known brand, remote and body', async () => {
  const noKey = await admin(app, 'POST', '/brands/lagoon/remotes/referral', on, null);
  assert.equal(noKey.statusCode, 401);
  assert.equal((await admin(app, 'POST', '/brands/nobody/remotes/referral', on)).statusCode, 404);
  assert.equal((await admin(app, 'POST', '/brands/lagoon/remotes/cashier', on)).statusCode, 400);
  assert.equal(
    (await admin(app, 'POST', '/brands/lagoon/remotes/referral', { ...on, enabled: 'yes' }))
      .statusCode,
    400,
  );
  assert.equal(await referralEnabledFor('127.0.0.1'), false);
});

test('the release role reads a brand’s registry as the switches left it, within its brands only', async () => {
  const release = { key: await apiKey(app, 'lagoon release', ['release'], ['lagoon']) };
  await setLagoonProgramme(true);
  await adminAs(app, release, 'POST', '/brands/lagoon/remotes/referral', on);

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
  await adminAs(app, release, 'POST', '/brands/lagoon/remotes/referral', off);
  await setLagoonProgramme(false);

  const otherBrand = await adminAs(app, release, 'GET', '/brands/croupier/remotes');
  assert.deepEqual([otherBrand.statusCode, otherBrand.body.errorCode], [403, 30]);
  const marketing = { key: await apiKey(app, 'marketing robot', ['marketing']) };
  assert.equal((await adminAs(app, marketing, 'GET', '/brands/lagoon/remotes')).statusCode, 403);
  assert.equal((await admin(app, 'GET', '/brands/nobody/remotes')).statusCode, 404);
});
