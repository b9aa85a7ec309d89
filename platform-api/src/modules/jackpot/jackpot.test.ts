import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { Decimal } from 'decimal.js';

import {
  gatewayCall,
  launch,
  providerSession,
  startListeningTestApp,
  TEST_GAMES,
} from '../../../test/games.js';
import { post } from '../../../test/harness.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import type { RandomInt } from '../demo-provider/index.js';
import { REEL_STRIPS } from '../demo-provider/slot-engine.js';
import { connectRealtime, JACKPOT, ResultStream } from '../realtime/test-client.js';

/** The demo provider's draws: random, unless a test fixes them. */
let draw: RandomInt = randomInt;
const { app, pool, port } = await startListeningTestApp((bound) => draw(bound));

const slot = TEST_GAMES.slot;
const { gpid } = slot;
const SEED = new Decimal('1250000000');

async function playing(fundIdr = '10000000') {
  const player = await walletPlayer(app, fundIdr);
  const sessionId = await providerSession(app, player.loginToken, slot);
  return { ...player, sessionId };
}

async function betOn(sessionId: string, amount: string, roundId: string = randomUUID()) {
  const body = { sessionId, transactionId: randomUUID(), roundId, gameCode: slot.code, amount };
  const response = await gatewayCall(app, gpid, 'bet', body);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return body;
}

const jackpotCall = (sessionId: string, roundId: string) =>
  gatewayCall(app, gpid, 'jackpot', { sessionId, transactionId: randomUUID(), roundId });

async function balanceOfAccounts(where: string, values: unknown[]): Promise<Decimal> {
  const { rows } = await pool.query<{ sum: string }>(
    `SELECT COALESCE(sum(balance), 0)::text AS sum FROM ledger_accounts WHERE ${where}`,
    values,
  );
  return new Decimal(rows[0]?.sum ?? '0');
}

const poolBalance = () => balanceOfAccounts("brand_id = 'croupier'", []);
const houseGameBalance = () =>
  balanceOfAccounts("house_role = 'game_settlement' AND currency = 'IDR'", []);
const seedSource = () => balanceOfAccounts("house_role = 'jackpot_seed' AND currency = 'IDR'", []);

async function configuredJackpot(domain = 'localhost') {
  const response = await post(app, 'brand/config', { domain });
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.jackpot;
}

test('the seed opened the pool with its seed, from the house', async () => {
  assert.ok((await poolBalance()).gte(SEED));
  const { rows } = await pool.query(
    `SELECT kind, meta FROM ledger_transfers WHERE idempotency_key = 'jackpot-seed:croupier'`,
  );
  assert.deepEqual(rows, [{ kind: 'jackpot_seed', meta: { brandId: 'croupier' } }]);
  assert.deepEqual(await configuredJackpot('127.0.0.1'), {
    currency: 'IDR',
    minIncrement: 10000,
    maxIncrement: 100000,
    isActive: false,
    totalJackpot: '1250000000.00',
  });
});

test("every bet puts 1% of its stake into the pool, cut to the currency's cents, out of the house's share", async () => {
  const { sessionId } = await playing();
  const poolBefore = await poolBalance();
  const houseBefore = await houseGameBalance();

  const first = await betOn(sessionId, '1000.00');
  await betOn(sessionId, '1234.56');
  // 0.0099 cuts down to nothing: no posting to the pool.
  const tiny = await betOn(sessionId, '0.99');

  assert.equal((await poolBalance()).minus(poolBefore).toFixed(2), '22.34');
  const stakes = new Decimal('1000').plus('1234.56').plus('0.99');
  assert.equal(
    (await houseGameBalance()).minus(houseBefore).toFixed(2),
    stakes.minus('22.34').toFixed(2),
  );
  // The contribution is a posting of the bet's own transfer: no transfer of its own.
  const postings = (transactionId: string) =>
    pool.query(
      `SELECT transfer.kind, array_agg(trim_scale(posting.amount)::text ORDER BY posting.amount) AS amounts
       FROM ledger_transfers transfer JOIN ledger_postings posting ON posting.transfer_id = transfer.id
       WHERE transfer.idempotency_key LIKE $1 GROUP BY transfer.kind`,
      [`%:${gpid}:${transactionId}`],
    );
  assert.deepEqual((await postings(first.transactionId)).rows, [
    { kind: 'game_bet', amounts: ['-1000', '10', '990'] },
  ]);
  assert.deepEqual((await postings(tiny.transactionId)).rows, [
    { kind: 'game_bet', amounts: ['-0.99', '0.99'] },
  ]);

  // A repeated bet answers as before and contributes nothing more.
  const repeat = await gatewayCall(app, gpid, 'bet', first);
  assert.equal(repeat.statusCode, 200);
  assert.equal((await poolBalance()).minus(poolBefore).toFixed(2), '22.34');
  assert.equal((await configuredJackpot()).totalJackpot, (await poolBalance()).toFixed(2));
  await assertLedgerInvariants(pool);
});

test('a brand whose jackpot is off, and bets in another currency, contribute nothing', async () => {
  const { sessionId } = await playing();
  await pool.query("UPDATE jackpots SET active = false WHERE brand_id = 'croupier'");
  try {
    const poolBefore = await poolBalance();
    await betOn(sessionId, '1000.00');
    assert.ok((await poolBalance()).eq(poolBefore));
    assert.equal((await configuredJackpot()).isActive, false);
  } finally {
    await pool.query("UPDATE jackpots SET active = true WHERE brand_id = 'croupier'");
  }
  await pool.query("UPDATE jackpots SET currency = 'USDT' WHERE brand_id = 'croupier'");
  try {
    const poolBefore = await poolBalance();
    await betOn(sessionId, '1000.00');
    assert.ok((await poolBalance()).eq(poolBefore));
  } finally {
    await pool.query("UPDATE jackpots SET currency = 'IDR' WHERE brand_id = 'croupier'");
  }
});

test('a rolled-back bet gets its whole stake back from the house; its contribution stays', async () => {
  const { sessionId, loginToken } = await playing('50000');
  const bet = await betOn(sessionId, '5000.00');
  const poolAfterBet = await poolBalance();
  const houseAfterBet = await houseGameBalance();

  const rollback = await gatewayCall(app, gpid, 'rollback', {
    sessionId,
    transactionId: bet.transactionId,
  });
  assert.equal(rollback.statusCode, 200, JSON.stringify(rollback.body));
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '50000.00');
  assert.ok((await poolBalance()).eq(poolAfterBet));
  assert.equal(houseAfterBet.minus(await houseGameBalance()).toFixed(2), '5000.00');
  await assertLedgerInvariants(pool);
});

test('a jackpot pays the whole pool to the player once per round and reseeds it from the house', async () => {
  const { sessionId, loginToken } = await playing('50000');
  const { roundId } = await betOn(sessionId, '1000.00');
  const pot = await poolBalance();
  const seedBefore = await seedSource();

  const won = await jackpotCall(sessionId, roundId);
  assert.equal(won.statusCode, 200, JSON.stringify(won.body));
  assert.equal(won.body.data.amount, pot.toFixed(2));
  const balance = pot.plus(49000).toFixed(2);
  assert.equal(won.body.data.balance, balance);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, balance);
  assert.ok((await poolBalance()).eq(SEED));
  assert.ok(seedBefore.minus(await seedSource()).eq(SEED));
  assert.equal((await configuredJackpot()).totalJackpot, '1250000000.00');

  // The same round again, under another transaction id: what the first paid, nothing more.
  const repeat = await jackpotCall(sessionId, roundId);
  assert.equal(repeat.statusCode, 200, JSON.stringify(repeat.body));
  assert.equal(repeat.body.data.amount, pot.toFixed(2));
  assert.ok((await poolBalance()).eq(SEED));
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, balance);
  await assertLedgerInvariants(pool);
});

test('a jackpot needs a round of the session’s player and an active jackpot', async () => {
  const { sessionId } = await playing();
  const other = await playing();
  const { roundId } = await betOn(other.sessionId, '1000.00');
  const poolBefore = await poolBalance();

  const notTheirs = await jackpotCall(sessionId, roundId);
  assert.equal(notTheirs.statusCode, 409);
  assert.equal(notTheirs.body.errorCode, 26);
  const unknown = await jackpotCall(sessionId, randomUUID());
  assert.equal(unknown.body.errorCode, 26);
  const badBody = await gatewayCall(app, gpid, 'jackpot', { sessionId, roundId });
  assert.equal(badBody.statusCode, 400);
  assert.equal(badBody.body.errorCode, 2);

  const own = await betOn(sessionId, '1000.00');
  await pool.query("UPDATE jackpots SET active = false WHERE brand_id = 'croupier'");
  try {
    const off = await jackpotCall(sessionId, own.roundId);
    assert.equal(off.statusCode, 409);
    assert.equal(off.body.errorCode, 61);
  } finally {
    await pool.query("UPDATE jackpots SET active = true WHERE brand_id = 'croupier'");
  }
  assert.ok((await poolBalance()).minus(poolBefore).eq(10));
});

test("only the brand's jackpot providers pay it, on a round of a game that triggers jackpots", async () => {
  const player = await walletPlayer(app, '10000000');
  const poolBefore = await poolBalance();
  const roundOf = async (game: (typeof TEST_GAMES)[keyof typeof TEST_GAMES]) => {
    const sessionId = await providerSession(app, player.loginToken, game);
    const body = { sessionId, transactionId: randomUUID(), roundId: randomUUID() };
    const placed = await gatewayCall(app, game.gpid, 'bet', {
      ...body,
      gameCode: game.code,
      amount: '1000.00',
    });
    assert.equal(placed.statusCode, 200, JSON.stringify(placed.body));
    return body;
  };
  await pool.query(
    `INSERT INTO jackpot_providers (brand_id, gpid) VALUES ('croupier', 'PG')
     ON CONFLICT DO NOTHING`,
  );
  await pool.query("DELETE FROM jackpot_providers WHERE brand_id = 'croupier' AND gpid = 'HB'");
  // HB's slot triggers jackpots, but HB may not pay this brand's.
  const notAllowed = await gatewayCall(app, 'HB', 'jackpot', await roundOf(TEST_GAMES.table));
  assert.deepEqual([notAllowed.statusCode, notAllowed.body.errorCode], [403, 62]);
  // PG may, but its dice game declares no jackpot trigger.
  const noTrigger = await gatewayCall(app, 'PG', 'jackpot', await roundOf(TEST_GAMES.dice));
  assert.deepEqual([noTrigger.statusCode, noTrigger.body.errorCode], [403, 62]);
  assert.ok((await poolBalance()).gte(poolBefore), 'nothing was paid');
  assert.equal((await balanceOf(app, player.loginToken, 'IDR')).available, '9998000.00');
});

test("a win pays at most the brand's cap: the rest stays in the pool", async () => {
  const { sessionId, loginToken } = await playing('50000');
  const { roundId } = await betOn(sessionId, '1000.00');
  const pot = await poolBalance();
  const cap = pot.minus(7).toFixed(2);
  await pool.query("UPDATE jackpots SET max_payout = $1 WHERE brand_id = 'croupier'", [cap]);
  try {
    const won = await jackpotCall(sessionId, roundId);
    assert.equal(won.statusCode, 200, JSON.stringify(won.body));
    assert.equal(won.body.data.amount, cap);
    assert.equal(
      (await balanceOf(app, loginToken, 'IDR')).available,
      pot.plus(49000).minus(7).toFixed(2),
    );
    // What the cap left is below the seed: the house tops the pool up to its seed.
    assert.ok((await poolBalance()).eq(SEED));
  } finally {
    await pool.query(
      "UPDATE jackpots SET max_payout = seed_amount * 4 WHERE brand_id = 'croupier'",
    );
  }
  await assertLedgerInvariants(pool);
});

test('simultaneous wins never pay one pool twice', async () => {
  const players = await Promise.all([playing('50000'), playing('50000'), playing('50000')]);
  const rounds: string[] = [];
  for (const player of players) rounds.push((await betOn(player.sessionId, '1000.00')).roundId);
  const pot = await poolBalance();
  const seedBefore = await seedSource();

  // Three winners, each sending its win twice, all at once.
  const calls = players.flatMap((player, index) => [
    jackpotCall(player.sessionId, rounds[index] ?? ''),
    jackpotCall(player.sessionId, rounds[index] ?? ''),
  ]);
  const answers = await Promise.all(calls);
  for (const answer of answers) assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  const paid = players.map((_, index) => {
    const [first, second] = answers.slice(index * 2, index * 2 + 2);
    assert.equal(first?.body.data.amount, second?.body.data.amount, 'a round is paid once');
    return new Decimal(first?.body.data.amount);
  });
  // The first winner takes the pool; each later one the pool the win before it reseeded.
  const sorted = [...paid].sort((a, b) => b.comparedTo(a));
  assert.deepEqual(
    sorted.map((amount) => amount.toFixed(2)),
    [pot.toFixed(2), SEED.toFixed(2), SEED.toFixed(2)],
  );
  for (const [index, player] of players.entries()) {
    const { available } = await balanceOf(app, player.loginToken, 'IDR');
    assert.equal(available, paid[index]?.plus(49000).toFixed(2));
  }
  assert.ok((await poolBalance()).eq(SEED));
  assert.ok(seedBefore.minus(await seedSource()).eq(SEED.times(3)));
  await assertLedgerInvariants(pool);
});

test('wins racing bets of the same brand neither deadlock nor lose a contribution', async () => {
  const winners = await Promise.all([playing('50000'), playing('50000')]);
  const bettors = await Promise.all([playing(), playing(), playing()]);
  const rounds: string[] = [];
  for (const winner of winners) rounds.push((await betOn(winner.sessionId, '1000.00')).roundId);
  const potBefore = await poolBalance();
  const seedBefore = await seedSource();

  const bets = bettors.flatMap((bettor) =>
    Array.from({ length: 6 }, () =>
      gatewayCall(app, gpid, 'bet', {
        sessionId: bettor.sessionId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: slot.code,
        amount: '1000.00',
      }),
    ),
  );
  const wins = winners.map((winner, index) => jackpotCall(winner.sessionId, rounds[index] ?? ''));
  const answers = await Promise.all([...bets, ...wins]);
  for (const answer of answers) assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));

  // Every contribution (18 bets of 10.00) is in a payout or in the pool, which keeps its seed.
  const paid = answers
    .slice(bets.length)
    .reduce((sum, answer) => sum.plus(answer.body.data.amount), new Decimal(0));
  assert.ok(seedBefore.minus(await seedSource()).eq(SEED.times(2)));
  const left = await poolBalance();
  assert.equal(left.plus(paid).toFixed(2), potBefore.plus(180).plus(SEED.times(2)).toFixed(2));
  assert.ok(left.gte(SEED) && left.lte(SEED.plus(180)), left.toFixed());
  await assertLedgerInvariants(pool);
});

/**
 * A bet of the slot left uncommitted in its own transaction, as a bet in flight is: it holds its
 * player, its game_settlement shard and whatever its contribution wrote until `finish` ends it.
 */
/** How long a provider session lives past its last call (the gateway's). */
const SESSION_TTL_SECONDS = 30 * 60;

async function betInFlight(sessionId: string, amount: string) {
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query(
    `SELECT answer FROM gateway_bet($1, $2, $3, $4, $5, $6, sha256('in flight'::bytea), $7)`,
    [gpid, sessionId, randomUUID(), randomUUID(), slot.code, amount, SESSION_TTL_SECONDS],
  );
  return {
    finish: async (outcome: 'COMMIT' | 'ROLLBACK') => {
      try {
        await client.query(outcome);
      } finally {
        client.release();
      }
    },
  };
}

/** `call`'s answer, or a failure once it has waited `ms` (on a lock, say). */
async function within<T>(ms: number, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

test("a bet of the brand never waits for another bet's contribution: the pool is sharded", async () => {
  const [first, second] = await Promise.all([playing(), playing()]);
  const poolBefore = await poolBalance();
  const inFlight = await betInFlight(first.sessionId, '1000.00');
  try {
    const placed = await within(
      5000,
      gatewayCall(app, gpid, 'bet', {
        sessionId: second.sessionId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: slot.code,
        amount: '2000.00',
      }),
    );
    assert.equal(placed.statusCode, 200, JSON.stringify(placed.body));
  } finally {
    await inFlight.finish('COMMIT');
  }
  assert.equal((await poolBalance()).minus(poolBefore).toFixed(2), '30.00');
  assert.equal((await configuredJackpot()).totalJackpot, (await poolBalance()).toFixed(2));
  await assertLedgerInvariants(pool);
});

test('a win takes every shard of the pool in one transfer and reseeds one', async () => {
  const [winner, first, second] = await Promise.all([playing('50000'), playing(), playing()]);
  const { roundId } = await betOn(winner.sessionId, '1000.00');
  // Two bets at once: their contributions land on two shards.
  const inFlight = await betInFlight(first.sessionId, '1000.00');
  try {
    await within(5000, betOn(second.sessionId, '1000.00'));
  } finally {
    await inFlight.finish('COMMIT');
  }
  const { rows: before } = await pool.query<{ id: string; balance: string }>(
    `SELECT id, balance::text FROM ledger_accounts WHERE brand_id = 'croupier' AND balance > 0`,
  );
  assert.ok(before.length >= 2, JSON.stringify(before));
  const pot = await poolBalance();

  const won = await jackpotCall(winner.sessionId, roundId);
  assert.equal(won.statusCode, 200, JSON.stringify(won.body));
  assert.equal(won.body.data.amount, pot.toFixed(2));
  const { rows: postings } = await pool.query<{ accountId: string; amount: string }>(
    `SELECT posting.account_id::text AS "accountId", (-posting.amount)::text AS amount
     FROM ledger_transfers transfer JOIN ledger_postings posting ON posting.transfer_id = transfer.id
     JOIN ledger_accounts account ON account.id = posting.account_id
     WHERE transfer.idempotency_key = $1 AND account.brand_id = 'croupier'`,
    [`jackpot-win:${gpid}:${roundId}`],
  );
  assert.deepEqual(
    postings.map((posting) => posting.accountId).sort(),
    before.map((shard) => shard.id).sort(),
  );
  const { rows: after } = await pool.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts WHERE brand_id = 'croupier' AND balance > 0`,
  );
  assert.equal(after.length, 1);
  assert.ok((await poolBalance()).eq(SEED));
  await assertLedgerInvariants(pool);
});

test('jackpot subscribers, visitors too, hear the pool now and after bets', async () => {
  const sessionToken = (
    await post(app, 'tsGenerateSessionToken', {
      brandId: 'croupier',
      clientFingerprint: 'jackpot-test',
    })
  ).body.data.sessionToken as string;
  const client = await connectRealtime(`ws://127.0.0.1:${port}/graphql`, {
    authorization: sessionToken,
  });
  after(() => client.close());
  const stream = new ResultStream(client, JACKPOT, { brandId: 'croupier' });
  const now = await stream.next();
  assert.deepEqual(now.data?.jackpot, {
    brandId: 'croupier',
    currency: 'IDR',
    totalJackpot: (await poolBalance()).toFixed(2),
  });

  const { sessionId } = await playing();
  await betOn(sessionId, '1000.00');
  await betOn(sessionId, '2000.00');
  const afterBets = await stream.next();
  // The bets' events may reach the feed apart: the last push is the pool after both.
  const last = (await poolBalance()).toFixed(2);
  const pushed = [(afterBets.data?.jackpot as { totalJackpot: string }).totalJackpot];
  while (pushed.at(-1) !== last) {
    pushed.push(((await stream.next()).data?.jackpot as { totalJackpot: string }).totalJackpot);
  }
  assert.ok(pushed.length <= 2, JSON.stringify(pushed));

  const other = new ResultStream(client, JACKPOT, { brandId: 'lagoon' });
  assert.match(JSON.stringify((await other.next()).errors), /Not allowed/);
  stream.stop();
});

test('five Crowns on a payline of the demo slot win the jackpot', async () => {
  const { loginToken } = await walletPlayer(app, '50000');
  const { token } = await launch(app, loginToken, slot);
  const demo = (path: string, body: object) =>
    fetch(`http://127.0.0.1:${port}/demo-provider/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      // Tests read fields freely and assert on them.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      body: (await response.json()) as any,
    }));
  const session = await demo('session', { token, game: `${gpid}:${slot.code}` });
  assert.equal(session.status, 200, JSON.stringify(session.body));
  const pot = (await poolBalance()).plus(10);

  // Each reel stops with a Crown on the middle row.
  const stops = REEL_STRIPS.map((strip) => (strip.indexOf(5) - 1 + strip.length) % strip.length);
  let reel = 0;
  draw = () => stops[reel++ % stops.length] ?? 0;
  try {
    const spin = await demo('spin', { sessionId: session.body.data.sessionId, stake: '1000.00' });
    assert.equal(spin.status, 200, JSON.stringify(spin.body));
    assert.deepEqual(
      spin.body.data.reels.map((column: number[]) => column[1]),
      [5, 5, 5, 5, 5],
    );
    assert.equal(spin.body.data.jackpot, pot.toFixed(2));
    const balance = new Decimal(spin.body.data.win).plus(49000).plus(pot).toFixed(2);
    assert.equal(spin.body.data.balance, balance);
    assert.equal((await balanceOf(app, loginToken, 'IDR')).available, balance);
  } finally {
    draw = randomInt;
  }
  assert.ok((await poolBalance()).eq(SEED));
  await assertLedgerInvariants(pool);
});
