import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { Decimal } from 'decimal.js';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import { fairFloats, serverSeedHash } from './fair-random.js';
import { diceRoll, minePositions } from './games.js';
import { verifyRecord } from './signing.js';

const { app, pool, close } = await startTestApp();
after(close);

const DICE = {
  game: 'dice',
  currency: 'IDR',
  amount: '1000',
  params: { target: '50', condition: 'over' },
};

async function call(loginToken: string, path: string, body: object = {}) {
  return post(app, `originals/${path}`, body, loginToken);
}

async function ok(loginToken: string, path: string, body: object = {}) {
  const response = await call(loginToken, path, body);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  assert.equal(response.body.errorCode, 0, JSON.stringify(response.body));
  return response.body.data;
}

async function publicKey(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/.well-known/croupier-originals-key' });
  assert.equal(response.statusCode, 200);
  assert.match(response.body, /^-----BEGIN PUBLIC KEY-----/);
  return response.body;
}

async function serverSeedOf(roundId: string): Promise<string> {
  const { rows } = await pool.query<{ serverSeed: string }>(
    `SELECT seed.server_seed AS "serverSeed" FROM originals_rounds round
     JOIN originals_seeds seed ON seed.id = round.seed_id WHERE round.id = $1`,
    [roundId],
  );
  return rows[0]!.serverSeed;
}

test('a dice bet settles a signed record that the revealed seed reproduces', async () => {
  const { loginToken } = await walletPlayer(app, '1000000');
  const seeds = await ok(loginToken, 'seeds');
  assert.equal(seeds.nonce, 0);
  assert.equal(seeds.previous, null);
  assert.equal('serverSeed' in seeds, false);

  const round = await ok(loginToken, 'bet', DICE);
  assert.equal(round.serverSeedHash, seeds.serverSeedHash);
  assert.equal(round.nonce, 0);
  assert.equal(round.edge, '0.01');
  const { signature, ...unsigned } = round;
  assert.ok(verifyRecord(unsigned, signature, await publicKey()));
  assert.equal(
    verifyRecord({ ...unsigned, payout: '999999' }, signature, await publicKey()),
    false,
  );
  assert.deepEqual(await ok(loginToken, 'round', { roundId: round.roundId }), round);
  const page = await ok(loginToken, 'rounds', {});
  assert.equal(page.total, 1);
  assert.deepEqual(page.items, [round]);

  // Before rotation no answer shows the server seed.
  const hidden = await serverSeedOf(round.roundId);
  const answers = JSON.stringify([seeds, round, await ok(loginToken, 'seeds'), page]);
  assert.equal(answers.includes(hidden), false);

  const rotated = await ok(loginToken, 'seeds/rotate', { clientSeed: 'my-own-seed' });
  assert.equal(rotated.clientSeed, 'my-own-seed');
  assert.equal(rotated.nonce, 0);
  assert.notEqual(rotated.serverSeedHash, seeds.serverSeedHash);
  assert.deepEqual(rotated.previous, {
    serverSeed: hidden,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    lastNonce: 0,
  });
  // The player's verification: the hash matches and the roll follows from the seeds.
  assert.equal(serverSeedHash(rotated.previous.serverSeed), round.serverSeedHash);
  const [float = 0] = fairFloats(
    { serverSeed: rotated.previous.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    1,
  );
  assert.equal(diceRoll(float).toFixed(2), round.outcome.result);
  const won = new Decimal(round.outcome.result).gt(50);
  assert.equal(round.multiplier, won ? '1.98' : '0');
  assert.equal(round.payout, won ? '1980' : '0');
  assert.equal(round.transferIds.length, won ? 2 : 1);
  const balance = await balanceOf(app, loginToken, 'IDR');
  assert.equal(new Decimal(balance.available).toFixed(), new Decimal(round.balanceAfter).toFixed());
  assert.equal(
    new Decimal(round.balanceAfter).toFixed(),
    new Decimal(1_000_000).minus(1000).plus(round.payout).toFixed(),
  );

  // The round is a provider ORIG round for the reports.
  const { rows } = await pool.query(
    `SELECT gpid, game_code, status FROM rounds WHERE round_id = $1`,
    [round.roundId],
  );
  assert.deepEqual(rows, [{ gpid: 'ORIG', game_code: 'dice', status: 'settled' }]);
  const transfers = await pool.query(
    `SELECT kind, meta->>'gpid' AS gpid FROM ledger_transfers WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [round.transferIds],
  );
  assert.deepEqual(
    transfers.rows,
    won
      ? [
          { kind: 'game_bet', gpid: 'ORIG' },
          { kind: 'game_win', gpid: 'ORIG' },
        ]
      : [{ kind: 'game_bet', gpid: 'ORIG' }],
  );
  await assertLedgerInvariants(pool);
});

test('a seed pair is rotated after 10,000 bets or 30 days', async () => {
  const { loginToken, username } = await walletPlayer(app, '1000000');
  const first = await ok(loginToken, 'seeds');
  const player = `(SELECT id FROM players WHERE username = '${username}')`;
  await pool.query(
    `UPDATE originals_seeds SET next_nonce = 10000 WHERE player_id = ${player} AND revealed_at IS NULL`,
  );
  const round = await ok(loginToken, 'bet', DICE);
  assert.notEqual(round.serverSeedHash, first.serverSeedHash);
  assert.equal(round.nonce, 0);
  const seeds = await ok(loginToken, 'seeds');
  assert.equal(seeds.previous.serverSeedHash, first.serverSeedHash);
  assert.equal(seeds.previous.lastNonce, 9999);
  assert.equal(serverSeedHash(seeds.previous.serverSeed), first.serverSeedHash);

  await pool.query(
    `UPDATE originals_seeds SET created_at = now() - interval '30 days 1 minute'
     WHERE player_id = ${player} AND revealed_at IS NULL`,
  );
  const later = await ok(loginToken, 'bet', DICE);
  assert.notEqual(later.serverSeedHash, round.serverSeedHash);
  assert.equal(later.nonce, 0);
});

test('concurrent bets take consecutive nonces and keep the balance exact', async () => {
  const { loginToken } = await walletPlayer(app, '1000000');
  const bets = 16;
  const rounds = await Promise.all(
    Array.from({ length: bets }, (_, index) =>
      ok(
        loginToken,
        'bet',
        index % 2 === 0
          ? { game: 'limbo', currency: 'IDR', amount: '1000', params: { target: '2.5' } }
          : { game: 'plinko', currency: 'IDR', amount: '1000', params: { rows: 12, risk: 'high' } },
      ),
    ),
  );
  assert.deepEqual(
    rounds.map((round) => round.nonce).sort((a, b) => a - b),
    Array.from({ length: bets }, (_, nonce) => nonce),
  );
  const paid = rounds.reduce((sum, round) => sum.plus(round.payout), new Decimal(0));
  const balance = await balanceOf(app, loginToken, 'IDR');
  assert.equal(
    new Decimal(balance.available).toFixed(),
    new Decimal(1_000_000)
      .minus(1000 * bets)
      .plus(paid)
      .toFixed(),
  );
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(DISTINCT (seed_id, nonce))::integer AS count FROM originals_rounds
     WHERE id = ANY($1)`,
    [rounds.map((round) => round.roundId)],
  );
  assert.equal(rows[0]?.count, bets);
  await assertLedgerInvariants(pool);
});

test('a mines round hides its mines, cashes out once and takes no reveal after', async () => {
  const { loginToken } = await walletPlayer(app, '1000000');
  const started = await ok(loginToken, 'mines/start', {
    currency: 'IDR',
    amount: '1000',
    mines: 3,
  });
  assert.equal(started.status, 'open');
  assert.equal(started.round, null);
  assert.equal(new Decimal(started.balance).toFixed(), '999000');
  const seeds = await ok(loginToken, 'seeds');
  // Rotating now would reveal the mines, and a second round would leave this one: both refused,
  // naming the open round; the game's rules answer it, its mines hidden, to finish it.
  for (const refused of [
    await call(loginToken, 'seeds/rotate', {}),
    await call(loginToken, 'mines/start', { currency: 'IDR', amount: '1000', mines: 3 }),
  ]) {
    assert.equal(refused.body.errorCode, 2);
    assert.equal(refused.body.reason, 'roundStillOpen');
    assert.deepEqual(refused.body.params, { roundId: started.roundId });
  }
  const rules = await ok(loginToken, 'game', { game: 'mines', currency: 'IDR' });
  assert.deepEqual(rules.openRound, started);
  assert.equal(
    (await call(loginToken, 'mines/cashout', { roundId: started.roundId })).body.errorCode,
    2,
  );

  const serverSeed = await serverSeedOf(started.roundId);
  const mines = minePositions(
    fairFloats({ serverSeed, clientSeed: seeds.clientSeed, nonce: 0 }, 3),
    3,
  );
  const safe = Array.from({ length: 25 }, (_, tile) => tile).filter(
    (tile) => !mines.includes(tile),
  );
  const revealed = await ok(loginToken, 'mines/reveal', {
    roundId: started.roundId,
    tile: safe[0],
  });
  assert.equal(revealed.status, 'open');
  assert.equal(revealed.balance, '999000.00');
  assert.equal(revealed.multiplier, '1.125');
  assert.equal(JSON.stringify(revealed).includes('"mines":['), false);

  const cashed = await ok(loginToken, 'mines/cashout', { roundId: started.roundId });
  assert.equal(cashed.status, 'settled');
  assert.deepEqual(cashed.round.outcome, { mines, revealed: [safe[0]] });
  assert.equal(cashed.round.payout, '1125');
  assert.equal(new Decimal(cashed.balance).toFixed(), '1000125');
  const { signature, ...unsigned } = cashed.round;
  assert.ok(verifyRecord(unsigned, signature, await publicKey()));

  assert.equal((await ok(loginToken, 'game', { game: 'mines', currency: 'IDR' })).openRound, null);
  const again = await call(loginToken, 'mines/cashout', { roundId: started.roundId });
  assert.equal(again.body.errorCode, 26);
  const late = await call(loginToken, 'mines/reveal', { roundId: started.roundId, tile: safe[1] });
  assert.equal(late.body.errorCode, 26);
  assert.equal(
    new Decimal((await balanceOf(app, loginToken, 'IDR')).available).toFixed(),
    '1000125',
  );

  // A mine ends the next round with nothing.
  const next = await ok(loginToken, 'mines/start', { currency: 'IDR', amount: '1000', mines: 3 });
  const nextMines = minePositions(
    fairFloats({ serverSeed, clientSeed: seeds.clientSeed, nonce: 1 }, 3),
    3,
  );
  const boom = await ok(loginToken, 'mines/reveal', { roundId: next.roundId, tile: nextMines[0] });
  assert.equal(boom.status, 'settled');
  assert.equal(boom.round.payout, '0');
  assert.deepEqual(boom.round.outcome.mines, nextMines);
  await assertLedgerInvariants(pool);
});

test('bad bets are refused and change nothing', async () => {
  const { loginToken } = await walletPlayer(app, '50000');
  const refusals = [
    { ...DICE, params: { target: '99.99', condition: 'under' } },
    { ...DICE, params: { target: '1.5', condition: 'over' } },
    { ...DICE, amount: '0' },
    { ...DICE, amount: '60000' },
    { ...DICE, currency: 'XXX' },
    { game: 'limbo', currency: 'IDR', amount: '1000', params: { target: '1.00' } },
  ];
  for (const body of refusals) {
    const response = await call(loginToken, 'bet', body);
    assert.notEqual(response.body.errorCode, 0, JSON.stringify(body));
    assert.ok(response.statusCode < 500);
  }
  const malformed = [
    { ...DICE, params: { target: '50', condition: 'sideways' } },
    { ...DICE, extra: true },
    { game: 'plinko', currency: 'IDR', amount: '1000', params: { rows: 17, risk: 'low' } },
  ];
  for (const body of malformed) {
    assert.equal((await call(loginToken, 'bet', body)).statusCode, 400, JSON.stringify(body));
  }
  assert.equal((await ok(loginToken, 'seeds')).nonce, 0);
  assert.equal(new Decimal((await balanceOf(app, loginToken, 'IDR')).available).toFixed(), '50000');
  assert.equal((await post(app, 'originals/bet', DICE)).body.errorCode, 1);
  assert.equal(
    (await post(app, 'originals/game', { game: 'dice', currency: 'IDR' })).body.errorCode,
    1,
  );
  assert.equal(
    (await call(loginToken, 'game', { game: 'dice', currency: 'XXX' })).body.errorCode,
    2,
  );
  assert.equal(
    (await call(loginToken, 'game', { game: 'craps', currency: 'IDR' })).statusCode,
    400,
  );
});

test("the brand owner sets an original's edge, switch and bounds, audited, and bets follow", async () => {
  const owner = { key: await apiKey(app, 'originals owner', ['owner']) };
  const marketing = { key: await apiKey(app, 'originals marketing', ['marketing']) };
  const listed = await adminAs(app, owner, 'GET', '/brands/croupier/originals');
  assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
  assert.deepEqual(listed.body.data[0], { game: 'dice', enabled: true, edge: '0.01', limits: [] });
  assert.equal(
    (await adminAs(app, marketing, 'POST', '/brands/croupier/originals/dice', { edge: '0.02' }))
      .body.errorCode,
    30,
  );
  for (const body of [
    {},
    { edge: '0.06' },
    { edge: '0.005' },
    { limits: [{ currency: 'IDR', minStake: '10', maxStake: '5', maxPayout: '100' }] },
  ]) {
    const refused = await adminAs(app, owner, 'POST', '/brands/croupier/originals/dice', body);
    assert.equal(refused.body.errorCode, 2, JSON.stringify(body));
  }

  const changed = await adminAs(app, owner, 'POST', '/brands/croupier/originals/dice', {
    edge: '0.03',
    limits: [{ currency: 'IDR', minStake: '500', maxStake: '2000', maxPayout: '1500' }],
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  const { rows } = await pool.query(
    `SELECT target, before->>'edge' AS before, after->>'edge' AS after FROM audit_log
     WHERE action = 'originals.change-settings' ORDER BY id DESC LIMIT 1`,
  );
  assert.deepEqual(rows[0], { target: 'originals:croupier:dice', before: '0.01', after: '0.03' });

  const { loginToken } = await walletPlayer(app, '1000000');
  // The page shows the brand's rules before the first bet.
  assert.deepEqual(await ok(loginToken, 'game', { game: 'dice', currency: 'IDR' }), {
    game: 'dice',
    currency: 'IDR',
    enabled: true,
    edge: '0.03',
    minStake: '500',
    maxStake: '2000',
    maxPayout: '1500',
    openRound: null,
  });
  assert.equal(
    (await ok(loginToken, 'game', { game: 'limbo', currency: 'IDR' })).edge,
    '0.01',
    "another game keeps the brand's default",
  );
  const low = await call(loginToken, 'bet', { ...DICE, amount: '400' });
  assert.equal(low.body.errorCode, 2);
  assert.equal(low.body.reason, 'stakeBelowMinimum');
  assert.deepEqual(low.body.params, { limit: '500', currency: 'IDR' });
  const high = await call(loginToken, 'bet', { ...DICE, amount: '2001' });
  assert.equal(high.body.reason, 'stakeAboveMaximum');
  assert.deepEqual(high.body.params, { limit: '2000', currency: 'IDR' });
  const rounds = [];
  for (let index = 0; index < 6; index += 1) rounds.push(await ok(loginToken, 'bet', DICE));
  for (const round of rounds) {
    assert.equal(round.edge, '0.03');
    // 1000 × 1.94 would pay 1940: the brand's bound caps the round at 1500.
    assert.equal(round.payout, round.multiplier === '0' ? '0' : '1500');
  }

  await adminAs(app, owner, 'POST', '/brands/croupier/originals/dice', { enabled: false });
  assert.equal((await call(loginToken, 'bet', DICE)).body.errorCode, 44);
  await adminAs(app, owner, 'POST', '/brands/croupier/originals/dice', {
    enabled: true,
    limits: [],
    edge: '0.01',
  });
});
