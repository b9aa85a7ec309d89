// The dashboard and the reports against movements made through the API: figures, brand scope,
// roles, date ranges and the CSV files.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import { admin, assertLedgerInvariants } from '../../../test/wallet.js';
import { publishedRtp } from '../demo-provider/index.js';
import { checkedDayRange, utcDay } from './day-range.js';
import { dashboardTrendOf } from './trend.js';

const { app, pool, close } = await startTestApp();
after(close);

// A brand of its own, so every figure below is exactly what this file moved.
const BRAND = 'figures';
const slot = TEST_GAMES.slot;
const today = new Date().toISOString().slice(0, 10);

async function asStaff(roles: string[], brandIds: string[] | null = null) {
  return { cookie: await staffSession(app, await staffMember(pool, roles, brandIds)) };
}

async function paymentRequest(loginToken: string, transactionType: string, amount: string) {
  const response = await post(
    app,
    'depo-wd',
    { transactionType, currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId as string;
}

async function approve(transactionId: string) {
  const approved = await admin(app, 'POST', `/transactions/${transactionId}/approve`, {});
  assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
}

async function game(call: string, body: object) {
  const response = await gatewayCall(app, slot.gpid, call, body);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
}

before(async () => {
  await insertTestGames(pool);
  await pool.query(
    `INSERT INTO brands (id, name, config) SELECT $1, 'Figures Casino', config FROM brands
     WHERE id = 'croupier'`,
    [BRAND],
  );
  await pool.query(
    `INSERT INTO brand_protection (brand_id, base_currency, aml_threshold, verify_before_withdrawal)
     VALUES ($1, 'IDR', 35000000, false)`,
    [BRAND],
  );
  const { loginToken, username } = await registerPlayer(app, { brandId: BRAND });
  await approve(await paymentRequest(loginToken, 'DEPOSIT', '500000'));
  await paymentRequest(loginToken, 'DEPOSIT', '70000');
  await approve(await paymentRequest(loginToken, 'WITHDRAW', '100000'));
  // A pending withdrawal is held, not paid out.
  await paymentRequest(loginToken, 'WITHDRAW', '60000');

  // Stakes 10,000 + 2,000 (a 3,000 bet rolled back), wins 4,000: GGR 8,000.
  const sessionId = await providerSession(app, loginToken, slot);
  const bet = (amount: string, roundId = randomUUID()) => ({
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: slot.code,
    amount,
  });
  const won = bet('10000.00');
  await game('bet', won);
  await game('win', {
    sessionId,
    transactionId: randomUUID(),
    roundId: won.roundId,
    amount: '4000.00',
  });
  const rolledBack = bet('3000.00');
  await game('bet', rolledBack);
  await game('rollback', { sessionId, transactionId: rolledBack.transactionId });
  await game('bet', bet('2000.00'));

  const bonus = await adminAs(app, { key: 'demo-operator-key' }, 'POST', '/bonuses/promotion', {
    username,
    brandId: BRAND,
    amount: '1500',
    currency: 'IDR',
    description: 'Welcome',
  });
  assert.equal(bonus.statusCode, 200, JSON.stringify(bonus.body));
});

test("the dashboard sums the brand's day per currency and counts new players and requests", async () => {
  const payments = await asStaff(['payments'], [BRAND]);
  const response = await adminAs(app, payments, 'GET', `/brands/${BRAND}/dashboard`);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const { asOf, ...dashboard } = response.body.data;
  assert.ok(Math.abs(Date.parse(asOf) - Date.now()) < 60_000);
  assert.deepEqual(dashboard, {
    brandId: BRAND,
    day: today,
    newPlayers: 1,
    pendingDecisions: 2,
    currencies: [
      {
        currency: 'IDR',
        depositCount: 1,
        deposits: '500000.00',
        withdrawalCount: 1,
        withdrawals: '100000.00',
        stakes: '12000.00',
        wins: '4000.00',
        ggr: '8000.00',
      },
    ],
  });
  await assertLedgerInvariants(pool);
});

test('the dashboard keeps to the brand scope and its roles, and knows its brands', async () => {
  const croupierOnly = await asStaff(['owner'], ['croupier']);
  const outside = await adminAs(app, croupierOnly, 'GET', `/brands/${BRAND}/dashboard`);
  assert.deepEqual([outside.statusCode, outside.body.errorCode], [403, 30]);
  const release = await adminAs(
    app,
    await asStaff(['release']),
    'GET',
    `/brands/${BRAND}/dashboard`,
  );
  assert.deepEqual([release.statusCode, release.body.errorCode], [403, 30]);
  for (const role of ['support', 'marketing']) {
    const allowed = await adminAs(app, await asStaff([role]), 'GET', `/brands/${BRAND}/dashboard`);
    assert.equal(allowed.statusCode, 200, role);
  }
  const unknown = await adminAs(
    app,
    await asStaff(['payments']),
    'GET',
    '/brands/nobrand/dashboard',
  );
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
});

const DAY_MS = 24 * 60 * 60 * 1000;

test("the dashboard's trend has every day of the range, today's figures on the last", async () => {
  const marketing = await asStaff(['marketing'], [BRAND]);
  const response = await adminAs(app, marketing, 'GET', `/brands/${BRAND}/dashboard/trend`);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const trend = response.body.data;
  const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS).toISOString();
  assert.deepEqual([trend.brandId, trend.from, trend.to], [BRAND, firstDay.slice(0, 10), today]);
  assert.equal(trend.days.length, 30);
  assert.deepEqual(trend.days.at(-1), {
    day: today,
    activePlayers: 1,
    newPlayers: 1,
    pendingPayments: 2,
  });
  assert.deepEqual(trend.days[0], {
    day: trend.from,
    activePlayers: 0,
    newPlayers: 0,
    pendingPayments: 0,
  });
  assert.equal(trend.currencies.length, 1);
  const idr = trend.currencies[0];
  assert.equal(idr.currency, 'IDR');
  assert.deepEqual(idr.days.at(-1), {
    day: today,
    ggr: '8000.00',
    ngr: '6500.00',
    deposits: '500000.00',
    withdrawals: '100000.00',
  });
  assert.deepEqual(
    idr.days.slice(0, -1).filter((day: { ggr: string }) => day.ggr !== '0.00'),
    [],
  );
  assert.deepEqual(
    idr.days.map((day: { day: string }) => day.day),
    trend.days.map((day: { day: string }) => day.day),
  );
});

test('seen tomorrow, today is a closed day: what waited at its end, and nothing after', async () => {
  const tomorrowNoon = new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS);
  const trend = await dashboardTrendOf(pool, BRAND, tomorrowNoon, 7);
  assert.equal(trend.days.length, 7);
  assert.deepEqual(
    trend.days
      .slice(-2)
      .map(({ day, pendingPayments, newPlayers }) => [day, pendingPayments, newPlayers]),
    [
      [today, 2, 1],
      [utcDay(tomorrowNoon), 2, 0],
    ],
  );
  assert.equal(trend.currencies[0]?.days.at(-2)?.ggr, '8000.00');
  assert.equal(trend.currencies[0]?.days.at(-1)?.ggr, '0.00');
});

test("the trend's range is checked, and it keeps to the brand scope", async () => {
  const payments = await asStaff(['payments'], [BRAND]);
  for (const days of ['6', '91', 'week']) {
    const refused = await adminAs(
      app,
      payments,
      'GET',
      `/brands/${BRAND}/dashboard/trend?days=${days}`,
    );
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], days);
  }
  const week = await adminAs(app, payments, 'GET', `/brands/${BRAND}/dashboard/trend?days=7`);
  assert.equal(week.body.data.days.length, 7);
  const outside = await adminAs(
    app,
    await asStaff(['owner'], ['croupier']),
    'GET',
    `/brands/${BRAND}/dashboard/trend`,
  );
  assert.deepEqual([outside.statusCode, outside.body.errorCode], [403, 30]);
  const release = await adminAs(
    app,
    await asStaff(['release']),
    'GET',
    `/brands/${BRAND}/dashboard/trend`,
  );
  assert.deepEqual([release.statusCode, release.body.errorCode], [403, 30]);
});

const report = async (
  credentials: { cookie: string } | { key: string },
  name: string,
  query: string,
) => adminAs(app, credentials, 'GET', `/reports/${name}?${query}`);

/** Today's report `name` of BRAND, as staff with these roles read it. */
const todaysReport = async (roles: string[], name: string) => {
  const response = await report(
    await asStaff(roles),
    name,
    `brandId=${BRAND}&from=${today}&to=${today}`,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data;
};

test('the GGR report has a line per day, brand, provider, game and currency', async () => {
  assert.deepEqual(await todaysReport(['marketing'], 'ggr'), {
    from: today,
    to: today,
    rows: [
      {
        day: today,
        brandId: BRAND,
        gpid: slot.gpid,
        providerName: 'Pragmatic Play',
        gameCode: slot.code,
        gameName: `Test ${slot.code}`,
        currency: 'IDR',
        stakes: '12000.00',
        wins: '4000.00',
        ggr: '8000.00',
      },
    ],
  });
});

test('the game performance report counts rounds, voids and open ones, and RTP published beside played', async () => {
  const rows = (await todaysReport(['marketing'], 'games')).rows;
  assert.deepEqual(rows, [
    {
      day: today,
      brandId: BRAND,
      gpid: slot.gpid,
      providerName: rows[0]?.providerName,
      gameCode: slot.code,
      gameName: rows[0]?.gameName,
      currency: 'IDR',
      // Won and settled, rolled back, and a bet still waiting for its win.
      rounds: 3,
      voided: 1,
      inProgress: 1,
      wagers: '12000.00',
      wins: '4000.00',
      bonusWagers: '0.00',
      bonusWins: '0.00',
      freeSpinWins: '0.00',
      theoreticalRtp: publishedRtp('slot').toFixed(4),
      actualRtp: '33.33',
    },
  ]);
  assert.match(String(rows[0]?.theoreticalRtp), /^9\d\.\d{4}$/);
});

test('the NGR report takes the bonuses credited off the GGR', async () => {
  assert.deepEqual((await todaysReport(['payments'], 'ngr')).rows, [
    {
      day: today,
      brandId: BRAND,
      currency: 'IDR',
      ggr: '8000.00',
      bonuses: '1500.00',
      ngr: '6500.00',
    },
  ]);
});

test('the payments report counts credited deposits and paid-out withdrawals', async () => {
  assert.deepEqual((await todaysReport(['payments'], 'payments')).rows, [
    {
      day: today,
      brandId: BRAND,
      currency: 'IDR',
      depositCount: 1,
      deposits: '500000.00',
      withdrawalCount: 1,
      withdrawals: '100000.00',
    },
  ]);
});

test('a report answers CSV with a header, one line per row and a file name', async () => {
  const response = await report(
    await asStaff(['payments']),
    'ggr',
    `brandId=${BRAND}&from=${today}&to=${today}&format=csv`,
  );
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
  assert.equal(
    response.headers['content-disposition'],
    `attachment; filename="ggr-${BRAND}-${today}-${today}.csv"`,
  );
  assert.equal(
    String(response.body),
    'day,brandId,gpid,providerName,gameCode,gameName,currency,stakes,wins,ggr\n' +
      `${today},${BRAND},PP,Pragmatic Play,test-slot,Test test-slot,IDR,12000.00,4000.00,8000.00\n`,
  );
  const empty = await report(
    await asStaff(['payments']),
    'payments',
    `brandId=${BRAND}&from=2020-01-01&to=2020-01-31&format=csv`,
  );
  assert.equal(
    String(empty.body),
    'day,brandId,currency,depositCount,deposits,withdrawalCount,withdrawals\n',
  );
});

test('reports keep to the brand scope and to their roles', async () => {
  const croupierOnly = await asStaff(['payments'], ['croupier']);
  const named = await report(
    croupierOnly,
    'payments',
    `brandId=${BRAND}&from=${today}&to=${today}`,
  );
  assert.deepEqual([named.statusCode, named.body.errorCode], [403, 30]);
  const unnamed = await report(croupierOnly, 'payments', `from=${today}&to=${today}`);
  assert.equal(unnamed.statusCode, 200);
  assert.ok(unnamed.body.data.rows.every((row: { brandId: string }) => row.brandId === 'croupier'));
  const everyBrand = await report(
    await asStaff(['payments']),
    'payments',
    `from=${today}&to=${today}`,
  );
  assert.ok(everyBrand.body.data.rows.some((row: { brandId: string }) => row.brandId === BRAND));

  for (const [role, name] of [
    ['support', 'ggr'],
    ['support', 'payments'],
    ['marketing', 'payments'],
    ['release', 'ngr'],
  ] as const) {
    const refused = await report(await asStaff([role]), name, `from=${today}&to=${today}`);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30], `${role} ${name}`);
  }
});

test('a report range is two real days in order, at most 366 days apart', async () => {
  const payments = await asStaff(['payments']);
  for (const query of [
    'from=2026-03-02&to=2026-03-01',
    'from=2025-01-01&to=2026-01-02',
    'from=2026-02-30&to=2026-03-01',
    'from=2026-01-01',
    'from=yesterday&to=2026-01-01',
    'from=2026-01-01&to=2026-01-02&format=xlsx',
    'from=2026-01-01&to=2026-01-02&brandId=',
  ]) {
    const refused = await report(payments, 'ggr', query);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], query);
  }
  const leapYear = await report(payments, 'ggr', 'from=2024-01-01&to=2024-12-31');
  assert.equal(leapYear.statusCode, 200);
  assert.deepEqual(checkedDayRange('2024-02-29', '2024-02-29'), {
    from: '2024-02-29',
    to: '2024-02-29',
  });
});

test('payments staff of every brand list the stored rates and set one, audited', async () => {
  const payments = await asStaff(['payments']);
  const set = await adminAs(app, payments, 'POST', '/rates', {
    currency: 'USDT',
    targetCurrency: 'IDR',
    rate: '16300.5',
    spread: '0.02',
  });
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  const listed = await adminAs(app, payments, 'GET', '/rates');
  assert.equal(listed.statusCode, 200);
  const pair = listed.body.data.find(
    (rate: { currency: string; targetCurrency: string }) =>
      rate.currency === 'USDT' && rate.targetCurrency === 'IDR',
  );
  assert.deepEqual(pair, { ...set.body.data, rate: '16300.5', spread: '0.02' });
  const changed = await adminAs(app, payments, 'POST', '/rates', {
    currency: 'USDT',
    targetCurrency: 'IDR',
    rate: '16400',
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  const { rows } = await pool.query(
    `SELECT target, before, after->>'rate' AS rate FROM audit_log WHERE action = 'fx.set-rate'
     ORDER BY id DESC LIMIT 1`,
  );
  assert.deepEqual(rows[0], {
    target: 'rate:USDT/IDR',
    before: { rate: '16300.5', spread: '0.02' },
    rate: '16400',
  });

  const marketing = await adminAs(app, await asStaff(['marketing']), 'GET', '/rates');
  assert.deepEqual([marketing.statusCode, marketing.body.errorCode], [403, 30]);
  const oneBrand = await adminAs(app, await asStaff(['payments'], ['croupier']), 'GET', '/rates');
  assert.deepEqual([oneBrand.statusCode, oneBrand.body.errorCode], [403, 30]);
});

test("brand pickers list the brands of the caller's scope", async () => {
  const oneBrand = await adminAs(app, await asStaff(['support'], [BRAND]), 'GET', '/brands');
  assert.deepEqual(oneBrand.body.data, [{ brandId: BRAND, name: 'Figures Casino' }]);
  const every = await adminAs(app, await asStaff(['marketing']), 'GET', '/brands');
  const ids = every.body.data.map((brand: { brandId: string }) => brand.brandId);
  assert.ok(
    ['croupier', BRAND, 'lagoon'].every((id) => ids.includes(id)),
    ids.join(),
  );
});
