import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import { Decimal } from 'decimal.js';

import { depositWithOffer, insertOffer, moneyOf } from '../../../test/bonus.js';
import { insertTestGames, launch, TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer, startTestApp, type JsonResponse } from '../../../test/harness.js';
import { apiKey } from '../../../test/operators.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);
// A real port: the demo provider calls the gateway over HTTP like any outside provider.
let baseUrl = '';
before(async () => {
  await insertTestGames(pool);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  assert.ok(address !== null && typeof address === 'object');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

async function call(path: string, body: object): Promise<Omit<JsonResponse, 'headers'>> {
  const response = await fetch(`${baseUrl}/demo-provider/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { statusCode: response.status, body: await response.json() };
}

test('launch → play page → session → spin moves money and records the round', async () => {
  const { loginToken } = await walletPlayer(app, '1000000');
  const { launchUrl, token } = await launch(app, loginToken, TEST_GAMES.slot);

  const page = await fetch(new URL(launchUrl, baseUrl));
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'nonce-/);
  assert.equal(page.headers.get('referrer-policy'), 'no-referrer');
  const html = await page.text();
  assert.match(html, /<title>Test test-slot<\/title>/);
  assert.match(html, /"symbols":\["Cherry","Lemon","Bell","Star","Seven","Crown"\]/);

  const session = await call('session', { token, game: 'PP:test-slot' });
  assert.equal(session.statusCode, 200, JSON.stringify(session.body));
  assert.equal(session.body.data.balance, '1000000.00');
  const { sessionId } = session.body.data;
  const reused = await call('session', { token, game: 'PP:test-slot' });
  assert.equal(reused.body.errorCode, 22);

  let expected = new Decimal('1000000');
  for (let index = 0; index < 5; index += 1) {
    const spin = await call('spin', { sessionId, stake: '1000.00' });
    assert.equal(spin.statusCode, 200, JSON.stringify(spin.body));
    const { roundId, reels, lines, win, balance } = spin.body.data;
    assert.equal(reels.length, 5);
    assert.ok(reels.every((column: number[]) => column.length === 3));
    const paid = lines.reduce(
      (sum: number, line: { multiplier: number }) => sum + line.multiplier,
      0,
    );
    assert.equal(win, new Decimal(1000).times(paid).div(10).toFixed(2));
    expected = expected.minus(1000).plus(win);
    assert.equal(balance, expected.toFixed(2));
    const { rows } = await pool.query(
      'SELECT stake::numeric::text AS stake, win::numeric::text AS win, status FROM rounds WHERE round_id = $1',
      [roundId],
    );
    assert.equal(rows[0].status, 'settled');
    assert.ok(new Decimal(rows[0].stake).eq(1000) && new Decimal(rows[0].win).eq(win));
  }
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, expected.toFixed(2));
  await assertLedgerInvariants(pool);
});

test('dice rounds roll over or under a target and pay by its odds', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const { token } = await launch(app, loginToken, TEST_GAMES.dice);
  const { body } = await call('session', { token, game: 'PG:test-dice' });
  const { sessionId } = body.data;
  const noTarget = await call('spin', { sessionId, stake: '100.00' });
  assert.equal(noTarget.body.errorCode, 2);
  const dice = { direction: 'under', target: 50 };
  const rolled = await call('spin', { sessionId, stake: '100.00', dice });
  assert.equal(rolled.statusCode, 200, JSON.stringify(rolled.body));
  const { roll, win } = rolled.body.data;
  assert.equal(win, roll < 5000 ? '196.00' : '0.00');
});

test('a stake above the balance is refused with the gateway’s errorCode 20', async () => {
  const { loginToken } = await walletPlayer(app, '50000');
  const { token } = await launch(app, loginToken, TEST_GAMES.slot);
  const { body } = await call('session', { token, game: 'PP:test-slot' });
  const spin = await call('spin', { sessionId: body.data.sessionId, stake: '60000.00' });
  assert.equal(spin.statusCode, 409);
  assert.equal(spin.body.errorCode, 20);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '50000.00');
});

test("the game page speaks the player's language, and English for one it does not know", async () => {
  const page = async (query: string) => {
    const response = await app.inject({
      url: `/demo-provider/play?token=t&game=PP:test-slot${query}`,
    });
    assert.equal(response.statusCode, 200);
    return response.body;
  };

  const thai = await page('&lang=th-TH');
  assert.match(thai, /<html lang="th-TH">/);
  assert.match(thai, /ยอดคงเหลือ: <span id="balance">/);
  assert.match(thai, />หมุน<\/button>/);
  assert.match(thai, /"language":"th-TH"/);
  assert.match(thai, /"spinning":"กำลังหมุน…"/);
  assert.doesNotMatch(thai, /Balance:|>Spin<|Connecting/);

  const indonesian = await page('&lang=id-ID');
  assert.match(indonesian, /<html lang="id-ID">/);
  assert.match(indonesian, /Saldo: <span id="balance">/);
  assert.match(indonesian, />Putar<\/button>/);
  assert.match(indonesian, /Menghubungkan…/);

  for (const query of ['&lang=xx-XX', '&lang=%3Cscript%3E', '']) {
    const english = await page(query);
    assert.match(english, /<html lang="en-US">/);
    assert.match(english, /Balance: <span id="balance">/);
    assert.match(english, />Spin<\/button>/);
  }
});

test('a stake above the bonus maximum bet is refused with its reason, which the game page says in the player’s language', async () => {
  const offerId = await insertOffer(pool, 'welcome', {
    currencies: { IDR: { maxGrant: '1000000', minDeposit: '10000', maxBet: '50000' } },
  });
  const { loginToken } = await registerPlayer(app);
  await depositWithOffer(app, loginToken, '100000', offerId);
  const { token } = await launch(app, loginToken, TEST_GAMES.slot);
  const { body } = await call('session', { token, game: 'PP:test-slot' });
  assert.equal(body.data.balance, '200000.00', 'real plus bonus money');
  const spin = await call('spin', { sessionId: body.data.sessionId, stake: '60000.00' });
  assert.deepEqual(
    [spin.statusCode, spin.body.errorCode, spin.body.reason, spin.body.params],
    [409, 46, 'bonusMaxBet', { limit: '50000.00', currency: 'IDR' }],
  );
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '100000.00' });
  const page = await (
    await fetch(`${baseUrl}/demo-provider/play?token=t&game=PP:test-slot&lang=id-ID`)
  ).text();
  assert.match(page, /Bonus Anda hanya mengizinkan taruhan maksimal \{limit\}/);
});

test('free spins on the game page: the session offers them, each spin takes nothing from the player and says which it was', async () => {
  const offerId = await insertOffer(pool, 'manual', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '1000' } },
    freeSpins: { spins: 3, games: ['PP:test-slot'], winnings: 'bonus' },
  });
  const { loginToken } = await walletPlayer(app, '50000');
  const { playerId } = (await post(app, 'me', {}, loginToken)).body.data;
  const marketing = await apiKey(app, 'marketing', ['marketing']);
  const grant = await app.inject({
    method: 'POST',
    url: `/admin/v1/players/${playerId}/bonus-grants`,
    headers: { 'x-operator-key': marketing, 'idempotency-key': randomUUID() },
    payload: { offerId },
  });
  assert.equal(grant.statusCode, 200, grant.body);
  const granted = grant.json().data.grantId as string;
  const { token } = await launch(app, loginToken, TEST_GAMES.slot);
  const session = await call('session', { token, game: 'PP:test-slot' });
  assert.equal(session.statusCode, 200, JSON.stringify(session.body));
  const { sessionId, freeSpins } = session.body.data;
  assert.deepEqual(freeSpins, { grantId: granted, stake: '1000.00', total: 3, used: 0 });

  let won = new Decimal(0);
  for (const number of [1, 2, 3]) {
    const spin = await call('spin', { sessionId, stake: '1000.00', freeSpinOf: granted });
    assert.equal(spin.statusCode, 200, JSON.stringify(spin.body));
    assert.deepEqual(spin.body.data.freeSpin, { number, total: 3 });
    won = won.plus(spin.body.data.win);
    assert.equal(spin.body.data.balance, new Decimal(50000).plus(won).toFixed(2));
  }
  const fourth = await call('spin', { sessionId, stake: '1000.00', freeSpinOf: granted });
  assert.equal(fourth.body.errorCode, 49);
  assert.equal((await moneyOf(app, loginToken)).real, '50000.00', 'no spin debited the player');
  await assertLedgerInvariants(pool);
});
