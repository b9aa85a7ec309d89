// Game recall (GLI-19 2.8.2, 4.14, 4.16): every round's full record for its player and for staff,
// for the demo provider and the originals (Hub88's in recall-hub88.test.ts), with the money read from the ledger, and a round
// a crash left open shown as such and finished when the player comes back to the game.

import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { test } from 'node:test';

import { Decimal } from 'decimal.js';

import { insertOffer, moneyOf } from '../../../test/bonus.js';
import { gatewayCall, launch, startListeningTestApp, TEST_GAMES } from '../../../test/games.js';
import { type JsonResponse, post } from '../../../test/harness.js';
import { adminAs, apiKey, staffMember, staffSession } from '../../../test/operators.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import type { RandomInt } from '../demo-provider/index.js';

/** The demo provider's draws: random, unless a test makes them fail (a crash mid-round). */
let draw: RandomInt = randomInt;
const { app, pool, baseUrl } = await startListeningTestApp((bound) => draw(bound));

async function demo(path: string, body: object): Promise<Omit<JsonResponse, 'headers'>> {
  const response = await fetch(`${baseUrl}/demo-provider/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { statusCode: response.status, body: await response.json() };
}

/** A demo provider session of the player's for the test game `game`. */
async function demoSession(
  loginToken: string,
  game: typeof TEST_GAMES.slot | typeof TEST_GAMES.dice,
) {
  const { token } = await launch(app, loginToken, game);
  const session = await demo('session', { token, game: `${game.gpid}:${game.code}` });
  assert.equal(session.statusCode, 200, JSON.stringify(session.body));
  return session.body.data as { sessionId: string; balance: string };
}

async function detail(loginToken: string, body: object) {
  const response = await post(app, 'round/detail', body, loginToken);
  return response;
}

async function recalled(loginToken: string, roundId: string) {
  const response = await detail(loginToken, { roundId });
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data;
}

async function playerIdOf(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

/** The croupier brand's jackpot share of `stake` (0 when its jackpot is off). */
async function contributionOf(stake: string): Promise<string> {
  const { rows } = await pool.query<{ share: string }>(
    `SELECT COALESCE((SELECT trunc($1::numeric * contribution_rate, 2) FROM jackpots
                      WHERE brand_id = 'croupier' AND currency = 'IDR' AND active), 0)::text AS share`,
    [stake],
  );
  return new Decimal(rows[0]!.share).toFixed(2);
}

test('a demo slot round: game, wager, win, jackpot share, funds before and after, the draw', async () => {
  const { loginToken, username } = await walletPlayer(app, '100000');
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.slot);
  const spin = await demo('spin', { sessionId, stake: '1000.00' });
  assert.equal(spin.statusCode, 200, JSON.stringify(spin.body));
  const { roundId, win, balance, reels, lines } = spin.body.data;

  const round = await recalled(loginToken, roundId);
  assert.deepEqual(
    { ...round, startedAt: undefined, endedAt: undefined, movements: undefined },
    {
      roundId,
      gpid: 'PP',
      provider: round.provider,
      gameCode: 'test-slot',
      game: 'Test test-slot',
      category: 'slots',
      paytable: 'demo slot',
      playerId: await playerIdOf(username),
      currency: 'IDR',
      status: 'complete',
      startedAt: undefined,
      endedAt: undefined,
      wager: '1000.00',
      win,
      bonusWager: '0.00',
      bonusWin: '0.00',
      refund: '0.00',
      jackpotContribution: await contributionOf('1000'),
      jackpotWin: '0.00',
      fundsBefore: '100000.00',
      fundsAfter: balance,
      choices: {},
      outcome: { reels, lines, jackpot: false, win },
      movements: undefined,
    },
  );
  assert.ok(round.provider.length > 0);
  assert.ok(new Date(round.endedAt) >= new Date(round.startedAt));
  // A zero win moves no money: the ledger has no transfer for it.
  const contribution = await contributionOf('1000');
  assert.deepEqual(
    round.movements.map(({ kind, amount }: Record<string, string>) => ({ kind, amount })),
    [
      { kind: 'bet', amount: '-1000.00' },
      ...(contribution === '0.00' ? [] : [{ kind: 'jackpotContribution', amount: contribution }]),
      ...(win === '0.00' ? [] : [{ kind: 'win', amount: win }]),
    ],
  );
});

test('a demo dice round keeps the player’s choice and the roll', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.dice);
  const dice = { direction: 'under', target: 40 };
  const spin = await demo('spin', { sessionId, stake: '500.00', dice });
  assert.equal(spin.statusCode, 200, JSON.stringify(spin.body));
  const round = await recalled(loginToken, spin.body.data.roundId);
  assert.deepEqual(round.choices, { dice });
  assert.equal(round.outcome.roll, spin.body.data.roll);
  assert.equal(round.paytable, 'demo dice');
  assert.equal(round.status, 'complete');
});

test('an original keeps its parameters and its signed record', async () => {
  const { loginToken, username } = await walletPlayer(app, '100000');
  const params = { target: '50', condition: 'over' };
  const bet = await post(
    app,
    'originals/bet',
    { game: 'dice', currency: 'IDR', amount: '1000', params },
    loginToken,
  );
  assert.equal(bet.statusCode, 200, JSON.stringify(bet.body));
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id::text FROM originals_rounds WHERE player_id = $1',
    [await playerIdOf(username)],
  );
  const round = await recalled(loginToken, rows[0]!.id);
  assert.equal(round.gpid, 'ORIG');
  assert.equal(round.status, 'complete');
  assert.deepEqual((round.choices as { params: unknown }).params, params);
  assert.equal((round.outcome as { roundId: string }).roundId, rows[0]!.id);
  assert.match(String(round.paytable), /^dice, house edge \d/);
  assert.equal(round.wager, '1000.00');
});

test('a round a crash left open shows in progress, then interrupted, and is finished on return', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.slot);
  // The game server fails once the stake is taken, before it draws.
  draw = () => {
    throw new Error('the game server stopped');
  };
  let crashed;
  try {
    crashed = await demo('spin', { sessionId, stake: '2000.00' });
  } finally {
    draw = randomInt;
  }
  assert.equal(crashed.statusCode, 500);
  const { rows } = await pool.query<{ roundId: string }>(
    `SELECT round_id AS "roundId" FROM demo_provider_rounds WHERE session_id = $1`,
    [sessionId],
  );
  assert.equal(rows.length, 1);
  const { roundId } = rows[0]!;

  const inProgress = await recalled(loginToken, roundId);
  assert.equal(inProgress.status, 'inProgress');
  assert.equal(inProgress.wager, '2000.00');
  assert.equal(inProgress.outcome, null);
  assert.equal(inProgress.fundsAfter, '98000.00');
  // The player's connection is lost: the game session ends with the round still open.
  await pool.query(
    "UPDATE provider_sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
    [sessionId],
  );
  assert.equal((await recalled(loginToken, roundId)).status, 'interrupted');

  // Back in the game: the round is drawn and paid before anything else.
  const back = await demoSession(loginToken, TEST_GAMES.slot);
  const finished = await recalled(loginToken, roundId);
  assert.equal(finished.status, 'complete');
  assert.ok(Array.isArray(finished.outcome.reels));
  assert.equal(finished.fundsAfter, new Decimal(98000).plus(finished.win).toFixed(2));
  assert.equal(back.balance, finished.fundsAfter);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, finished.fundsAfter);
  // A second return finds nothing left to finish.
  await demoSession(loginToken, TEST_GAMES.slot);
  assert.equal((await recalled(loginToken, roundId)).win, finished.win);
  await assertLedgerInvariants(pool);
});

const marketingKey = await apiKey(app, 'marketing', ['marketing']);

/** A staff grant of `spins` free spins at 1,000 IDR on the test slot, winnings as real money. */
async function grantFreeSpins(loginToken: string, spins: number): Promise<string> {
  const offerId = await insertOffer(pool, 'manual', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '1000' } },
    freeSpins: { spins, games: ['PP:test-slot'], winnings: 'real' },
  });
  const { playerId } = (await post(app, 'me', {}, loginToken)).body.data;
  const grant = await app.inject({
    method: 'POST',
    url: `/admin/v1/players/${playerId}/bonus-grants`,
    headers: { 'x-operator-key': marketingKey, 'idempotency-key': randomUUID() },
    payload: { offerId },
  });
  assert.equal(grant.statusCode, 200, grant.body);
  return grant.json().data.grantId as string;
}

test('a free spin a crash left undrawn is drawn and paid to its grant on return, once', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const grantId = await grantFreeSpins(loginToken, 2);
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.slot);
  draw = () => {
    throw new Error('the game server stopped');
  };
  let crashed;
  try {
    crashed = await demo('spin', { sessionId, stake: '1000.00', freeSpinOf: grantId });
  } finally {
    draw = randomInt;
  }
  assert.equal(crashed.statusCode, 500);
  const { rows } = await pool.query<{ roundId: string; grant: string }>(
    `SELECT round_id AS "roundId", free_spin_grant::text AS grant
     FROM demo_provider_rounds WHERE session_id = $1`,
    [sessionId],
  );
  assert.deepEqual(
    rows.map(({ grant }) => grant),
    [grantId],
    'the round keeps its grant',
  );
  const { roundId } = rows[0]!;
  assert.equal((await moneyOf(app, loginToken)).real, '100000.00', 'a free spin takes nothing');

  const back = await demoSession(loginToken, TEST_GAMES.slot);
  const finished = await recalled(loginToken, roundId);
  assert.equal(finished.status, 'complete');
  assert.equal(finished.wager, '0.00', 'the player staked nothing');
  const paid = new Decimal(100000).plus(finished.win).toFixed(2);
  assert.equal((await moneyOf(app, loginToken)).real, paid, 'the win, as real money, once');
  // The resumed spin was the grant's first: one is left, and the session offers it.
  const session = await demo('session', {
    token: (await launch(app, loginToken, TEST_GAMES.slot)).token,
    game: 'PP:test-slot',
  });
  assert.deepEqual(session.body.data.freeSpins, {
    grantId,
    stake: '1000.00',
    total: 2,
    used: 1,
  });
  assert.ok(back.sessionId);
  // A second return pays nothing more.
  await demoSession(loginToken, TEST_GAMES.slot);
  assert.equal((await moneyOf(app, loginToken)).real, paid);
  await assertLedgerInvariants(pool);
});

test('a free spin its grant no longer allows is given up on return, paying nothing', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const grantId = await grantFreeSpins(loginToken, 1);
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.slot);
  draw = () => {
    throw new Error('the game server stopped');
  };
  try {
    await demo('spin', { sessionId, stake: '1000.00', freeSpinOf: grantId });
  } finally {
    draw = randomInt;
  }
  // The grant ends before the player comes back.
  await pool.query(
    "UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = $1",
    [grantId],
  );
  await demoSession(loginToken, TEST_GAMES.slot);
  const { rows } = await pool.query(
    `SELECT resolved_at IS NOT NULL AS resolved FROM demo_provider_rounds WHERE session_id = $1`,
    [sessionId],
  );
  assert.deepEqual(rows, [{ resolved: true }]);
  const { rows: spun } = await pool.query(
    `SELECT count(*)::int AS spins FROM bonus_entries WHERE grant_id = $1 AND type = 'free_spin'`,
    [grantId],
  );
  assert.deepEqual(spun, [{ spins: 0 }], 'no spin was played on the ended grant');
  assert.equal((await moneyOf(app, loginToken)).real, '100000.00');
  await assertLedgerInvariants(pool);
});

test('a bet that never reached the gateway is given up on return, and a late copy refused', async () => {
  const { loginToken } = await walletPlayer(app, '100000');
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.slot);
  // What a crash between the record and the bet leaves: a round the gateway never saw.
  const lost = {
    round_id: 'lost-round',
    bet: 'lost-bet',
  };
  await pool.query(
    `INSERT INTO demo_provider_rounds
       (round_id, session_id, bet_transaction_id, win_transaction_id, stake, choices)
     VALUES ($1, $2, $3, 'lost-win', 1000, '{}')`,
    [lost.round_id, sessionId, lost.bet],
  );
  const back = await demoSession(loginToken, TEST_GAMES.slot);
  assert.equal(back.balance, '100000.00');
  const { rows } = await pool.query(
    'SELECT resolved_at IS NOT NULL AS resolved FROM demo_provider_rounds WHERE round_id = $1',
    [lost.round_id],
  );
  assert.equal(rows[0].resolved, true);
  assert.equal((await detail(loginToken, { roundId: lost.round_id })).body.errorCode, 6);
  const late = await gatewayCall(app, 'PP', 'bet', {
    sessionId: back.sessionId,
    transactionId: lost.bet,
    roundId: lost.round_id,
    gameCode: 'test-slot',
    amount: '1000',
  });
  assert.notEqual(late.body.errorCode, 0, 'the rolled-back id takes no bet');
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '100000.00');
});

test('a player reads only their own rounds; bad input is refused', async () => {
  const owner = await walletPlayer(app, '100000');
  const { sessionId } = await demoSession(owner.loginToken, TEST_GAMES.slot);
  const spin = await demo('spin', { sessionId, stake: '100.00' });
  const { roundId } = spin.body.data;
  const other = await walletPlayer(app);
  const foreign = await detail(other.loginToken, { roundId });
  assert.equal(foreign.statusCode, 404);
  assert.equal(foreign.body.errorCode, 6);
  assert.equal((await detail(owner.loginToken, { roundId, gpid: 'PG' })).body.errorCode, 6);
  assert.equal((await recalled(owner.loginToken, roundId)).roundId, roundId);
  assert.equal((await detail(owner.loginToken, { roundId, gpid: 'PP' })).statusCode, 200);
  for (const body of [{}, { roundId: '' }, { roundId, extra: 1 }, { roundId, gpid: 'x' }]) {
    const refused = await detail(owner.loginToken, body);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.equal(refused.body.errorCode, 2);
  }
  assert.equal((await post(app, 'round/detail', { roundId })).body.errorCode, 1);
});

test('staff read a player’s round on the player’s page, within their brands and roles', async () => {
  const { loginToken, username } = await walletPlayer(app, '100000');
  const { sessionId } = await demoSession(loginToken, TEST_GAMES.slot);
  const { roundId } = (await demo('spin', { sessionId, stake: '100.00' })).body.data;
  const playerId = await playerIdOf(username);
  const path = `/players/${playerId}/rounds/${roundId}`;
  const asStaff = async (roles: string[], brandIds: string[] | null = null) => ({
    cookie: await staffSession(app, await staffMember(pool, roles, brandIds)),
  });

  for (const roles of [['support'], ['payments']]) {
    const read = await adminAs(app, await asStaff(roles), 'GET', path);
    assert.equal(read.statusCode, 200, JSON.stringify(read.body));
    assert.deepEqual(read.body.data, await recalled(loginToken, roundId));
  }
  const marketing = await adminAs(app, await asStaff(['marketing']), 'GET', path);
  assert.equal(marketing.statusCode, 403);
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM brands WHERE id <> 'croupier' ORDER BY id LIMIT 1",
  );
  const elsewhere = await adminAs(app, await asStaff(['support'], [rows[0]!.id]), 'GET', path);
  assert.equal(elsewhere.body.errorCode, 6);
  const support = await asStaff(['support']);
  const otherPlayer = await playerIdOf((await walletPlayer(app)).username);
  const notTheirs = await adminAs(app, support, 'GET', `/players/${otherPlayer}/rounds/${roundId}`);
  assert.equal(notTheirs.body.errorCode, 6);
  const badGpid = await adminAs(app, support, 'GET', `${path}?gpid=bad`);
  assert.equal(badGpid.statusCode, 400);
});
