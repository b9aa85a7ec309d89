// The player's statement of a year (GLI-19 2.5.7): deposits, withdrawals, wagers, wins (a
// rolled-back bet excluded), bonus money and net per currency, and per game; as JSON and CSV, for
// the player and for staff within their brands.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { verifiedPlayer, walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);
await insertTestGames(pool);

const slot = TEST_GAMES.slot;
const year = new Date().getUTCFullYear();

async function call(sessionId: string, kind: string, body: object) {
  const answer = await gatewayCall(app, slot.gpid, kind, { sessionId, ...body });
  assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
}

/** A verified player who deposited 100,000, won 3,000 on 1,000, had a bet of 2,000 rolled back
 * and asked to withdraw 60,000. */
async function playedYear() {
  const player = await verifiedPlayer(app, pool, '100000');
  const sessionId = await providerSession(app, player.loginToken, slot);
  const won = randomUUID();
  await call(sessionId, 'bet', {
    transactionId: randomUUID(),
    roundId: won,
    gameCode: slot.code,
    amount: '1000',
  });
  await call(sessionId, 'win', { transactionId: randomUUID(), roundId: won, amount: '3000' });
  const cancelled = randomUUID();
  await call(sessionId, 'bet', {
    transactionId: cancelled,
    roundId: randomUUID(),
    gameCode: slot.code,
    amount: '2000',
  });
  await call(sessionId, 'rollback', { transactionId: cancelled });
  const withdrawal = await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '60000', paymentChannel: 'BCA' },
    player.loginToken,
  );
  assert.equal(withdrawal.statusCode, 200, JSON.stringify(withdrawal.body));
  const me = await post(app, 'me', {}, player.loginToken);
  return { ...player, playerId: me.body.data.playerId as string };
}

test("the player's statement of this year sums their money and play, per currency and game", async () => {
  const { loginToken } = await playedYear();
  const answer = await post(app, 'statement/year', { year }, loginToken);
  assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  const statement = answer.body.data;
  assert.equal(statement.from, `${year}-01-01T00:00:00.000Z`);
  assert.equal(statement.to, `${year + 1}-01-01T00:00:00.000Z`);
  assert.deepEqual(statement.currencies, [
    {
      currency: 'IDR',
      deposits: '100000.00',
      withdrawals: '60000.00',
      wagers: '1000.00',
      wins: '3000.00',
      bonusGranted: '0.00',
      bonusRemoved: '0.00',
      net: '2000.00',
    },
  ]);
  assert.deepEqual(statement.games, [
    {
      gpid: slot.gpid,
      gameCode: slot.code,
      game: `Test ${slot.code}`,
      currency: 'IDR',
      rounds: 2,
      wagers: '1000.00',
      wins: '3000.00',
      net: '2000.00',
    },
  ]);

  const csv = await app.inject({
    method: 'POST',
    url: '/v1/statement/year/csv',
    headers: { authorization: loginToken, 'content-type': 'application/json' },
    payload: { year },
  });
  assert.equal(csv.statusCode, 200, csv.body);
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.match(String(csv.headers['content-disposition']), new RegExp(`statement-${year}\\.csv`));
  assert.deepEqual(csv.body.trim().split('\n'), [
    'section,currency,gpid,gameCode,game,rounds,deposits,withdrawals,wagers,wins,bonusGranted,bonusRemoved,net',
    'total,IDR,,,,,100000.00,60000.00,1000.00,3000.00,0.00,0.00,2000.00',
    `game,IDR,${slot.gpid},${slot.code},Test ${slot.code},2,,,1000.00,3000.00,,,2000.00`,
  ]);
});

test('a past year without activity is empty; a year to come and bad input are refused', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const past = await post(app, 'statement/year', { year: year - 1 }, loginToken);
  assert.deepEqual(
    { currencies: past.body.data.currencies, games: past.body.data.games },
    { currencies: [], games: [] },
  );
  assert.equal(
    (await post(app, 'statement/year', { year: year + 1 }, loginToken)).body.errorCode,
    2,
  );
  assert.equal((await post(app, 'statement/year', { year: '2025' }, loginToken)).statusCode, 400);
  assert.equal((await post(app, 'statement/year', { year })).body.errorCode, 1);
});

test("staff read a player's statement within their brands, as JSON or the player's CSV", async () => {
  const { loginToken, playerId } = await playedYear();
  const players = await post(app, 'statement/year', { year }, loginToken);
  const support = { key: await apiKey(app, 'statement desk', ['support']) };
  const path = `/players/${playerId}/statement?year=${year}`;
  const read = await adminAs(app, support, 'GET', path);
  assert.equal(read.statusCode, 200, JSON.stringify(read.body));
  assert.deepEqual(read.body.data, players.body.data);
  const csv = await adminAs(app, support, 'GET', `${path}&format=csv`);
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.match(String(csv.body), /^section,currency,/);

  const lagoon = { key: await apiKey(app, 'lagoon desk', ['support'], ['lagoon']) };
  assert.equal((await adminAs(app, lagoon, 'GET', path)).body.errorCode, 6);
  const marketing = { key: await apiKey(app, 'statement promo', ['marketing']) };
  assert.equal((await adminAs(app, marketing, 'GET', path)).body.errorCode, 30);
  assert.equal(
    (await adminAs(app, support, 'GET', `/players/${randomUUID()}/statement?year=${year}`)).body
      .errorCode,
    6,
  );
  assert.equal(
    (await adminAs(app, support, 'GET', `/players/${playerId}/statement?year=20x5`)).statusCode,
    400,
  );
});
