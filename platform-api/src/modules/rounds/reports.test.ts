import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import {
  gatewayCall,
  insertTestGames,
  providerSession,
  TEST_GAMES,
  type TestGame,
} from '../../../test/games.js';
import { post, startTestApp } from '../../../test/harness.js';
import { walletPlayer } from '../../../test/wallet.js';

const { app, pool, close } = await startTestApp();
after(close);

let loginToken = '';
/** Round ids in the order played (oldest first). */
const played: string[] = [];

async function playRound(game: TestGame, sessionId: string, stake: string, win: string | null) {
  const roundId = randomUUID();
  const body = {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: game.code,
    amount: stake,
  };
  assert.equal((await gatewayCall(app, game.gpid, 'bet', body)).statusCode, 200);
  if (win !== null) {
    const paid = { sessionId, transactionId: randomUUID(), roundId, amount: win };
    assert.equal((await gatewayCall(app, game.gpid, 'win', paid)).statusCode, 200);
  }
  played.push(roundId);
  return roundId;
}

before(async () => {
  await insertTestGames(pool);
  ({ loginToken } = await walletPlayer(app, '1000000'));
  const slotSession = await providerSession(app, loginToken, TEST_GAMES.slot);
  const tableSession = await providerSession(app, loginToken, TEST_GAMES.table);
  // Five slot rounds and two table rounds, one left open.
  for (const [stake, win] of [
    ['1000', '0'],
    ['2000', '5000'],
    ['1000', '500'],
    ['3000', '0'],
    ['1000', '1000'],
  ] as const) {
    await playRound(TEST_GAMES.slot, slotSession, stake, win);
  }
  await playRound(TEST_GAMES.table, tableSession, '4000', '10000');
  await playRound(TEST_GAMES.table, tableSession, '500', null);
  // Spread over days: the first two slot rounds three days ago.
  await pool.query(
    "UPDATE rounds SET created_at = created_at - interval '3 days' WHERE round_id = ANY($1)",
    [played.slice(0, 2)],
  );
  // Another player's rounds never show.
  const other = await walletPlayer(app, '100000');
  await playRound(
    TEST_GAMES.slot,
    await providerSession(app, other.loginToken, TEST_GAMES.slot),
    '100',
    '0',
  );
});

const report = async (body: object, path = 'bet-report') => {
  const response = await post(app, path, body, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data;
};

const utcDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('bet-report lists the caller’s rounds newest first with totals over the filter', async () => {
  const data = await report({});
  assert.equal(data.total, 7);
  assert.equal(data.page, 1);
  assert.equal(data.pageSize, 20);
  assert.deepEqual(
    data.items.map((round: { roundId: string }) => round.roundId),
    played.slice(0, 7).reverse().slice(0, 5).concat(played.slice(0, 2).reverse()),
  );
  const open = data.items[0];
  assert.deepEqual(
    { ...open, createdAt: undefined },
    {
      roundId: played[6],
      gpid: 'HB',
      providerName: open.providerName,
      gameCode: 'test-table',
      gameName: 'Test test-table',
      category: 'casino',
      currency: 'IDR',
      stake: '500.00',
      win: '0.00',
      net: '-500.00',
      status: 'open',
      createdAt: undefined,
    },
  );
  assert.deepEqual(data.totals, [
    { currency: 'IDR', stake: '12500.00', win: '16500.00', net: '4000.00' },
  ]);
  assert.deepEqual(await report({}, 'reports'), data);
});

test('bet-report filters by inclusive UTC dates, provider and category', async () => {
  const recent = await report({ from: utcDay(0), to: utcDay(0) });
  assert.equal(recent.total, 5);
  const old = await report({ from: utcDay(3), to: utcDay(3) });
  assert.equal(old.total, 2);
  assert.deepEqual(old.totals, [
    { currency: 'IDR', stake: '3000.00', win: '5000.00', net: '2000.00' },
  ]);
  const both = await report({ from: utcDay(3), to: utcDay(0) });
  assert.equal(both.total, 7);
  assert.equal((await report({ to: utcDay(4) })).total, 0);
  const table = await report({ gpid: 'HB' });
  assert.equal(table.total, 2);
  assert.deepEqual(table.totals, [
    { currency: 'IDR', stake: '4500.00', win: '10000.00', net: '5500.00' },
  ]);
  const slots = await report({ category: 'slots' });
  assert.equal(slots.total, 5);
  assert.ok(slots.items.every((round: { category: string }) => round.category === 'slots'));
  assert.equal((await report({ category: 'lottery' })).totals.length, 0);
});

test('bet-report pages, 1-based, keeping totals of the whole filter', async () => {
  const first = await report({ pageSize: 3 });
  const third = await report({ pageSize: 3, page: 3 });
  assert.equal(first.items.length, 3);
  assert.equal(third.items.length, 1);
  assert.equal(third.items[0].roundId, played[0]);
  assert.deepEqual(third.totals, first.totals);
  const tooLarge = await post(app, 'bet-report', { pageSize: 101 }, loginToken);
  assert.equal(tooLarge.statusCode, 400);
  assert.equal(tooLarge.body.errorCode, 2);
  const badDate = await post(app, 'bet-report', { from: '2026-13-01' }, loginToken);
  assert.equal(badDate.body.errorCode, 2);
  const anonymous = await post(app, 'bet-report', {});
  assert.equal(anonymous.body.errorCode, 1);
});
