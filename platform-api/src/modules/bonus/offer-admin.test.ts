import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import type { BonusOfferDraft } from '@croupier/contracts';

import { grantsOf, WELCOME_TERMS } from '../../../test/bonus.js';
import { countRows, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

const marketing = { key: await apiKey(app, 'marketing', ['marketing']) };
const lagoonMarketing = { key: await apiKey(app, 'lagoon marketing', ['marketing'], ['lagoon']) };
const payments = { key: await apiKey(app, 'payments', ['payments']) };

const draft = (changes: Partial<BonusOfferDraft> = {}): BonusOfferDraft => ({
  kind: 'reload',
  name: 'Reload 50%',
  terms: { ...WELCOME_TERMS, percent: '50' },
  ...changes,
});

const offers = '/brands/croupier/bonus-offers';
const auditRows = (action: string) => countRows(pool, `audit_log WHERE action = '${action}'`);

test('marketing creates an offer, every reader lists it, and the creation is audited', async () => {
  const audited = await auditRows('bonus.create-offer');
  const created = await adminAs(app, marketing, 'POST', offers, draft({ code: 'reload50' }));
  assert.equal(created.statusCode, 200, JSON.stringify(created.body));
  const offer = created.body.data;
  assert.deepEqual([offer.kind, offer.code, offer.status], ['reload', 'RELOAD50', 'active']);
  assert.equal(await auditRows('bonus.create-offer'), audited + 1);

  const listed = await adminAs(app, payments, 'GET', `${offers}?status=active`);
  assert.equal(listed.statusCode, 200);
  assert.ok(
    listed.body.data.items.some((each: { offerId: string }) => each.offerId === offer.offerId),
  );

  const taken = await adminAs(app, marketing, 'POST', offers, draft({ code: 'RELOAD50' }));
  assert.deepEqual([taken.statusCode, taken.body.errorCode], [400, 2]);
});

test('the jurisdiction profile refuses what it forbids, naming the rule, and writes nothing', async () => {
  const before = await countRows(pool, 'bonus_offers');
  const capped = draft({
    terms: {
      ...WELCOME_TERMS,
      currencies: { IDR: { maxGrant: '1000000', maxWinnings: '5000000' } },
    },
  });
  const refusedCap = await adminAs(app, marketing, 'POST', offers, capped);
  assert.deepEqual([refusedCap.statusCode, refusedCap.body.errorCode], [400, 2]);
  assert.match(refusedCap.body.message, /winningsCap/);

  // Under no profile, 20 times and a sports reward for a casino deposit are the operator's choice.
  const generous = draft({
    terms: { ...WELCOME_TERMS, wageringMultiplier: '20', rewardProduct: 'sports' },
  });
  assert.equal((await adminAs(app, marketing, 'POST', offers, generous)).statusCode, 200);

  await ownerPool.query(`UPDATE brands SET jurisdiction = 'ukgc' WHERE id = 'croupier'`);
  try {
    const afterNone = await countRows(pool, 'bonus_offers');
    const tooMuch = await adminAs(
      app,
      marketing,
      'POST',
      offers,
      draft({
        terms: { ...WELCOME_TERMS, wageringMultiplier: '10.5' },
      }),
    );
    assert.deepEqual([tooMuch.statusCode, tooMuch.body.errorCode], [400, 2]);
    assert.match(tooMuch.body.message, /ukgcWagering/);
    const mixed = await adminAs(
      app,
      marketing,
      'POST',
      offers,
      draft({
        terms: { ...WELCOME_TERMS, rewardProduct: 'sports' },
      }),
    );
    assert.match(mixed.body.message, /ukgcMixedProduct/);
    assert.equal(await countRows(pool, 'bonus_offers'), afterNone);
    const tenTimes = await adminAs(app, marketing, 'POST', offers, draft());
    assert.equal(tenTimes.statusCode, 200, 'ten times the bonus is allowed');
  } finally {
    await ownerPool.query(`UPDATE brands SET jurisdiction = 'none' WHERE id = 'croupier'`);
  }
  assert.equal(await countRows(pool, 'bonus_offers'), before + 2);
});

test('offers stay inside the caller’s roles and brands', async () => {
  const byPayments = await adminAs(app, payments, 'POST', offers, draft());
  assert.deepEqual([byPayments.statusCode, byPayments.body.errorCode], [403, 30]);
  for (const [method, path, body] of [
    ['GET', offers, undefined],
    ['POST', offers, draft()],
    ['GET', '/brands/croupier/bonus-report?from=2026-01-01&to=2026-12-31', undefined],
  ] as const) {
    const refused = await adminAs(app, lagoonMarketing, method, path, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30], path);
  }
  const unknown = await adminAs(app, marketing, 'GET', '/brands/nobody/bonus-offers');
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
});

test('staff grant a manual offer once per key and forfeit it with a reason; an archived offer is no longer offered', async () => {
  const manual = await adminAs(app, marketing, 'POST', offers, {
    kind: 'manual',
    name: 'Apology',
    terms: { ...WELCOME_TERMS, percent: undefined, currencies: { IDR: { maxGrant: '25000' } } },
  });
  assert.equal(manual.statusCode, 200, JSON.stringify(manual.body));
  const player = await registerPlayer(app);
  const { playerId } = (await post(app, 'me', {}, player.loginToken)).body.data;

  const key = randomUUID();
  const grantOnce = () =>
    app.inject({
      method: 'POST',
      url: `/admin/v1/players/${playerId}/bonus-grants`,
      headers: { 'x-operator-key': marketing.key, 'idempotency-key': key },
      payload: { offerId: manual.body.data.offerId },
    });
  const first = await grantOnce();
  assert.equal(first.statusCode, 200, first.body);
  assert.equal((await grantOnce()).json().data.grantId, first.json().data.grantId);
  const [grant] = await grantsOf(app, player.loginToken);
  assert.deepEqual([grant!.status, grant!.granted], ['active', '25000.00']);

  const forfeited = await adminAs(
    app,
    marketing,
    'POST',
    `/bonus-grants/${grant!.grantId}/forfeit`,
    {
      reason: 'Granted to the wrong player',
    },
  );
  assert.equal(forfeited.statusCode, 200, JSON.stringify(forfeited.body));
  assert.deepEqual(
    [forfeited.body.data.status, forfeited.body.data.endReason],
    ['forfeited', 'staff: Granted to the wrong player'],
  );
  assert.equal(await auditRows('bonus.forfeit'), 1);

  const reload = await adminAs(
    app,
    marketing,
    'POST',
    offers,
    draft({ name: 'Reload to archive' }),
  );
  const archived = await adminAs(
    app,
    marketing,
    'POST',
    `${offers}/${reload.body.data.offerId}/archive`,
  );
  assert.equal(archived.body.data.status, 'archived');
  const offered = (await post(app, 'bonus/offers', {}, player.loginToken)).body.data;
  assert.ok(
    !offered.some((each: { offerId: string }) => each.offerId === reload.body.data.offerId),
  );
});

test('the bonus report comes as CSV too, one line per offer and currency', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const query = `from=${today}&to=${today}`;
  const json = await adminAs(app, payments, 'GET', `/brands/croupier/bonus-report?${query}`);
  assert.equal(json.statusCode, 200, JSON.stringify(json.body));
  const csv = await app.inject({
    method: 'GET',
    url: `/admin/v1/brands/croupier/bonus-report?${query}&format=csv`,
    headers: { 'x-operator-key': payments.key },
  });
  assert.equal(csv.statusCode, 200, csv.body);
  assert.match(csv.headers['content-type'] as string, /^text\/csv/);
  const [header, ...lines] = csv.body.trim().split('\n');
  assert.equal(
    header,
    'offerId,name,kind,currency,claims,granted,converted,forfeited,expired,outstanding',
  );
  assert.equal(lines.length, json.body.data.items.length);
  const apology = json.body.data.items.find((row: { name: string }) => row.name === 'Apology');
  assert.ok(lines.some((line) => line.startsWith(`${apology.offerId},Apology,manual,IDR,1,`)));
});

test('marketing sets the brand’s jurisdiction and spending order in its settings, audited', async () => {
  const settings = '/brands/lagoon/settings';
  const read = await adminAs(app, lagoonMarketing, 'GET', settings);
  assert.deepEqual(
    [read.body.data.jurisdiction, read.body.data.spendingOrder],
    ['none', 'real_first'],
  );
  const changed = await adminAs(app, lagoonMarketing, 'POST', settings, {
    jurisdiction: 'ukgc',
    spendingOrder: 'bonus_first',
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  assert.deepEqual(
    [changed.body.data.jurisdiction, changed.body.data.spendingOrder],
    ['ukgc', 'bonus_first'],
  );
  const refused = await adminAs(app, lagoonMarketing, 'POST', '/brands/lagoon/bonus-offers', {
    ...draft(),
    terms: { ...WELCOME_TERMS, wageringMultiplier: '20' },
  });
  assert.match(refused.body.message, /ukgcWagering/);
  const bad = await adminAs(app, lagoonMarketing, 'POST', settings, { jurisdiction: 'moon' });
  assert.deepEqual([bad.statusCode, bad.body.errorCode], [400, 2]);
  const { rows } = await pool.query(
    `SELECT after FROM audit_log WHERE action = 'brand.change-settings' ORDER BY id DESC LIMIT 1`,
  );
  assert.equal(rows[0].after.jurisdiction, 'ukgc');
});

test('a free-spins offer is created with a stake per currency on catalogue games; what it cannot be is refused with its rule', async () => {
  const { rows } = await pool.query<{ key: string }>(
    "SELECT gpid || ':' || code AS key FROM games ORDER BY id LIMIT 1",
  );
  const game = rows[0]!.key;
  const spins = (changes: Partial<BonusOfferDraft['terms']> = {}, kind = 'no_deposit' as const) =>
    draft({
      kind,
      name: '20 free spins',
      terms: {
        ...WELCOME_TERMS,
        percent: undefined,
        currencies: { IDR: { maxGrant: '0', spinStake: '2000' } },
        freeSpins: { spins: 20, games: [game], winnings: 'bonus' },
        ...changes,
      },
    });
  const created = await adminAs(app, marketing, 'POST', offers, spins());
  assert.equal(created.statusCode, 200, JSON.stringify(created.body));
  assert.deepEqual(created.body.data.terms.freeSpins, {
    spins: 20,
    games: [game],
    winnings: 'bonus',
  });
  // A deposit match may give spins instead of a percent.
  const onDeposit = spins({}, 'welcome' as 'no_deposit');
  assert.equal((await adminAs(app, marketing, 'POST', offers, onDeposit)).statusCode, 200);

  const before = await countRows(pool, 'bonus_offers');
  const refusals: [BonusOfferDraft, RegExp][] = [
    [spins({ currencies: { IDR: { maxGrant: '0' } } }), /freeSpins.*IDR/],
    [
      spins({ freeSpins: { spins: 5, games: ['PP:no-such-game'], winnings: 'real' } }),
      /unknown games PP:no-such-game/,
    ],
    [spins({}, 'cashback' as 'no_deposit'), /freeSpins: a cashback/],
    [
      draft({
        terms: { ...WELCOME_TERMS, currencies: { IDR: { maxGrant: '10', spinStake: '1' } } },
      }),
      /spinStake but the offer gives no free spins/,
    ],
  ];
  for (const [refused, rule] of refusals) {
    const answer = await adminAs(app, marketing, 'POST', offers, refused);
    assert.deepEqual(
      [answer.statusCode, answer.body.errorCode],
      [400, 2],
      JSON.stringify(answer.body),
    );
    assert.match(answer.body.message, rule);
  }
  const noSpins = await adminAs(app, marketing, 'POST', offers, {
    ...spins(),
    terms: { ...spins().terms, freeSpins: { spins: 0, games: [game], winnings: 'bonus' } },
  });
  assert.deepEqual([noSpins.statusCode, noSpins.body.errorCode], [400, 2]);

  await ownerPool.query(`UPDATE brands SET jurisdiction = 'ukgc' WHERE id = 'croupier'`);
  try {
    const overTen = await adminAs(
      app,
      marketing,
      'POST',
      offers,
      spins({ wageringMultiplier: '11' }),
    );
    assert.match(overTen.body.message, /ukgcWagering/, 'UKGC caps free-spin winnings at 10x too');
    const ten = await adminAs(app, marketing, 'POST', offers, spins({ wageringMultiplier: '10' }));
    assert.equal(ten.statusCode, 200, JSON.stringify(ten.body));
  } finally {
    await ownerPool.query(`UPDATE brands SET jurisdiction = 'none' WHERE id = 'croupier'`);
  }
  assert.equal(await countRows(pool, 'bonus_offers'), before + 1);
});
