import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout } from 'node:timers/promises';

import {
  gatewayCall,
  insertTestGames,
  launch,
  providerSession,
  TEST_GAMES,
} from '../../../test/games.js';
import { countRows, newSessionToken, post, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants, balanceOf, walletPlayer } from '../../../test/wallet.js';
import { sha256 } from '../../security/tokens.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import { bet, rollback, win } from './callbacks.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;
const { gpid } = slot;

/** A funded player with a live session of the test slot. */
async function playing(fundIdr = '1000000') {
  const player = await walletPlayer(app, fundIdr);
  const sessionId = await providerSession(app, player.loginToken, slot);
  return { ...player, sessionId };
}

const betBody = (sessionId: string, amount = '1000.00', roundId: string = randomUUID()) => ({
  sessionId,
  transactionId: randomUUID(),
  roundId,
  gameCode: slot.code,
  amount,
});

async function roundOf(roundId: string) {
  const { rows } = await pool.query(
    `SELECT stake::text, win::text, status, settled_at IS NOT NULL AS settled FROM rounds
     WHERE gpid = $1 AND round_id = $2`,
    [gpid, roundId],
  );
  return rows[0];
}

/** A win of `amount` on the round, under a transaction id of its own. */
const winCall = (sessionId: string, roundId: string, amount: string) =>
  gatewayCall(app, gpid, 'win', { sessionId, transactionId: randomUUID(), roundId, amount });

/** The round's stake and win (whole amounts), its status, and settled unless it is open. */
async function assertRound(
  roundId: string,
  { stake, win, status }: { stake: string; win: string; status: string },
) {
  const stored = (amount: string) => `${amount}.000000000000000000`;
  assert.deepEqual(await roundOf(roundId), {
    stake: stored(stake),
    win: stored(win),
    status,
    settled: status !== 'open',
  });
}

test('launch answers a relative demo provider URL with a one-time token', async () => {
  const { loginToken } = await walletPlayer(app);
  const response = await post(app, 'game', { gpid, gameCode: slot.code }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const { launchUrl, expiresAt } = response.body.data;
  assert.match(launchUrl, /^\/demo-provider\/play\?token=[A-Za-z0-9_-]{43}&game=PP%3Atest-slot$/);
  const expiresInMs = Date.parse(expiresAt) - Date.now();
  assert.ok(expiresInMs > 60_000 && expiresInMs <= 120_000, `expires in ${expiresInMs} ms`);
  const token = new URL(launchUrl, 'http://x').searchParams.get('token') ?? '';
  const { rows } = await pool.query('SELECT used_at FROM game_tokens WHERE token_hash = $1', [
    sha256(token),
  ]);
  assert.deepEqual(rows, [{ used_at: null }], 'stored as its hash, unused');
});

test('launch needs a login token and a known game', async () => {
  const sessionToken = await newSessionToken(app);
  const refused = await post(app, 'game', { gpid, gameCode: slot.code }, sessionToken);
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.body.errorCode, 1);
  const { loginToken } = await walletPlayer(app);
  const unknown = await post(app, 'game', { gpid, gameCode: 'no-such-game' }, loginToken);
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.body.errorCode, 6);
});

test('gateway calls need the provider signature', async () => {
  const { sessionId } = await playing();
  const missing = await gatewayCall(app, gpid, 'balance', { sessionId }, null);
  assert.equal(missing.statusCode, 401);
  assert.equal(missing.body.errorCode, 21);
  const invalid = await gatewayCall(app, gpid, 'balance', { sessionId }, 'ab'.repeat(32));
  assert.equal(invalid.statusCode, 401);
  assert.equal(invalid.body.errorCode, 21);
  // Signed with another provider's secret.
  const response = await app.inject({
    method: 'POST',
    url: `/gateway/v1/HB/balance`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ sessionId }),
  });
  assert.equal(response.json().errorCode, 21);
  const valid = await gatewayCall(app, gpid, 'balance', { sessionId });
  assert.equal(valid.statusCode, 200);
  assert.deepEqual(valid.body, { errorCode: 0, data: { balance: '1000000.00', currency: 'IDR' } });
});

test('authenticate exchanges a game token once', async () => {
  const { loginToken, username } = await walletPlayer(app, '50000');
  const { token } = await launch(app, loginToken, slot);
  const first = await gatewayCall(app, gpid, 'authenticate', { token });
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  assert.match(first.body.data.player.username, new RegExp(username));
  assert.equal(first.body.data.balance, '50000.00');
  assert.equal(first.body.data.currency, 'IDR');
  assert.equal(first.body.data.gameCode, slot.code);
  const second = await gatewayCall(app, gpid, 'authenticate', { token });
  assert.equal(second.statusCode, 401);
  assert.equal(second.body.errorCode, 22);
});

test('authenticate refuses an expired token and a token of another provider', async () => {
  const { loginToken } = await walletPlayer(app);
  const other = await launch(app, loginToken, slot);
  const wrongProvider = await gatewayCall(app, 'HB', 'authenticate', { token: other.token });
  assert.equal(wrongProvider.body.errorCode, 22);
  const { token } = await launch(app, loginToken, slot);
  await pool.query(
    "UPDATE game_tokens SET created_at = now() - interval '1 hour', expires_at = now() - interval '1 minute' WHERE used_at IS NULL",
  );
  const expired = await gatewayCall(app, gpid, 'authenticate', { token });
  assert.equal(expired.statusCode, 401);
  assert.equal(expired.body.errorCode, 22);
});

test('a bet moves the stake from the player to game_settlement', async () => {
  const { loginToken, sessionId } = await playing();
  const body = betBody(sessionId, '2500.50');
  const response = await gatewayCall(app, gpid, 'bet', body);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  assert.deepEqual(response.body.data, {
    balance: '997499.50',
    currency: 'IDR',
    transactionId: body.transactionId,
  });
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '997499.50');
  const { rows } = await pool.query(
    `SELECT kind FROM ledger_transfers WHERE idempotency_key = $1`,
    [`game:${gpid}:${body.transactionId}`],
  );
  assert.deepEqual(rows, [{ kind: 'game_bet' }]);
  await assertLedgerInvariants(pool);
});

test('a bet larger than the balance is errorCode 20 and moves nothing', async () => {
  const { loginToken, sessionId } = await playing('50000');
  const transfersBefore = await countRows(pool, 'ledger_transfers');
  const response = await gatewayCall(app, gpid, 'bet', betBody(sessionId, '50000.01'));
  assert.equal(response.statusCode, 409);
  assert.equal(response.body.errorCode, 20);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '50000.00');
  assert.equal(await countRows(pool, 'ledger_transfers'), transfersBefore);
  await assertLedgerInvariants(pool);
});

test('the same bet again answers the stored result and moves nothing more', async () => {
  const { loginToken, sessionId } = await playing();
  const body = betBody(sessionId);
  const first = await gatewayCall(app, gpid, 'bet', body);
  // Another movement in between: the repeat still answers the original balance.
  await gatewayCall(app, gpid, 'bet', betBody(sessionId));
  const repeat = await gatewayCall(app, gpid, 'bet', { ...body });
  assert.equal(repeat.statusCode, 200);
  assert.deepEqual(repeat.body, first.body);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '998000.00');
  await assertLedgerInvariants(pool);
});

test('the same transaction id with another body is errorCode 24', async () => {
  const { sessionId } = await playing();
  const body = betBody(sessionId);
  await gatewayCall(app, gpid, 'bet', body);
  const changed = await gatewayCall(app, gpid, 'bet', { ...body, amount: '2000.00' });
  assert.equal(changed.statusCode, 409);
  assert.equal(changed.body.errorCode, 24);
  const asWin = await gatewayCall(app, gpid, 'win', {
    sessionId,
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: '1000.00',
  });
  assert.equal(asWin.body.errorCode, 24);
});

test('twenty concurrent copies of one bet apply once', async () => {
  const { loginToken, sessionId } = await playing();
  const body = betBody(sessionId, '10000.00');
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => gatewayCall(app, gpid, 'bet', body)),
  );
  for (const response of responses) {
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    assert.deepEqual(response.body, responses[0]?.body);
  }
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '990000.00');
  assert.equal((await roundOf(body.roundId)).stake, '10000.000000000000000000');
  await assertLedgerInvariants(pool);
});

test('a bet takes no lock on its game, whose row all players of that game share', async () => {
  const { sessionId } = await playing();
  const locker = await pool.connect();
  const patience = new AbortController();
  try {
    await locker.query('BEGIN');
    await locker.query('SELECT FROM games WHERE gpid = $1 AND code = $2 FOR UPDATE', [
      gpid,
      slot.code,
    ]);
    const bet = betBody(sessionId);
    const answered = await Promise.race([
      gatewayCall(app, gpid, 'bet', bet),
      setTimeout(5000, 'still waiting', { signal: patience.signal }),
    ]);
    assert.ok(typeof answered !== 'string', 'the bet waited for the lock on its game');
    assert.equal(answered.statusCode, 200, JSON.stringify(answered.body));
    const { rows } = await pool.query(
      'SELECT session_id FROM rounds WHERE gpid = $1 AND round_id = $2',
      [gpid, bet.roundId],
    );
    assert.deepEqual(rows, [{ session_id: sessionId }], 'the round names its session');
  } finally {
    patience.abort();
    await locker.query('ROLLBACK');
    locker.release();
  }
});

test('a win pays the player and settles the round; a zero win is recorded', async () => {
  const { loginToken, sessionId } = await playing();
  const bet = betBody(sessionId, '1000.00');
  await gatewayCall(app, gpid, 'bet', bet);
  assert.equal((await roundOf(bet.roundId)).status, 'open');
  const won = await winCall(sessionId, bet.roundId, '3500.00');
  assert.equal(won.statusCode, 200, JSON.stringify(won.body));
  assert.equal(won.body.data.balance, '1002500.00');
  await assertRound(bet.roundId, { stake: '1000', win: '3500', status: 'settled' });

  const lost = betBody(sessionId, '1000.00');
  await gatewayCall(app, gpid, 'bet', lost);
  const zero = { sessionId, transactionId: randomUUID(), roundId: lost.roundId, amount: '0' };
  const zeroWin = await gatewayCall(app, gpid, 'win', zero);
  assert.equal(zeroWin.statusCode, 200, JSON.stringify(zeroWin.body));
  assert.equal((await roundOf(lost.roundId)).status, 'settled');
  const { rows } = await pool.query(
    'SELECT amount::text FROM provider_transactions WHERE gpid = $1 AND transaction_id = $2',
    [gpid, zero.transactionId],
  );
  assert.deepEqual(rows, [{ amount: '0.000000000000000000' }]);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1001500.00');
  await assertLedgerInvariants(pool);
});

test("a round's win goes to the currency it was staked in, after the player switched wallets", async () => {
  const { loginToken, sessionId } = await playing();
  const bet = betBody(sessionId, '1000.00');
  assert.equal((await gatewayCall(app, gpid, 'bet', bet)).body.errorCode, 0);
  const switched = await post(app, 'changeActiveWallet', { selectedWallet: 'USD' }, loginToken);
  assert.equal(switched.statusCode, 200, JSON.stringify(switched.body));
  const won = await winCall(sessionId, bet.roundId, '3500.00');
  assert.equal(won.statusCode, 200, JSON.stringify(won.body));
  assert.deepEqual([won.body.data.balance, won.body.data.currency], ['1002500.00', 'IDR']);
  assert.equal((await roundOf(bet.roundId)).status, 'settled');
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1002500.00');
  assert.equal((await balanceOf(app, loginToken, 'USD')).available, '0.00');
  await assertLedgerInvariants(pool);
});

test('a bet with more decimals than its currency has, or of zero, is errorCode 2 and moves nothing', async () => {
  const { loginToken, sessionId } = await playing();
  for (const amount of ['10.005', '0.00']) {
    const refused = await gatewayCall(app, gpid, 'bet', betBody(sessionId, amount));
    assert.equal(refused.statusCode, 400, JSON.stringify(refused.body));
    assert.equal(refused.body.errorCode, 2);
  }
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1000000.00');
  await assertLedgerInvariants(pool);
});

test('bets, wins and rollbacks that move money number a balance change and kick the relay after they commit; repeats do not', async () => {
  const { loginToken, sessionId } = await playing();
  const me = (await post(app, 'me', {}, loginToken)).body.data;
  let kicks = 0;
  const events: OutboxRelay = {
    kick: () => {
      kicks += 1;
    },
    deliverNow: async () => undefined,
    close: async () => undefined,
  };
  /** The number of the player's latest balance change (ledger_post_transfer writes it). */
  const sequence = async () => {
    const { rows } = await pool.query<{ last: string }>(
      'SELECT last_sequence AS last FROM realtime_player_sequences WHERE player_id = $1',
      [me.playerId],
    );
    return Number(rows[0]?.last ?? 0);
  };
  // A round of its own for the zero win: a settled round takes no further win.
  const lost = betBody(sessionId);
  await gatewayCall(app, gpid, 'bet', lost);
  const before = await sequence();
  const placed = betBody(sessionId);
  const first = await bet(pool, events, gpid, placed);
  assert.equal(first.balance, '998000.00');
  assert.deepEqual([await sequence(), kicks], [before + 1, 1]);
  assert.deepEqual(await bet(pool, events, gpid, placed), first, 'a repeat answers the original');
  const settle = (amount: string, roundId = placed.roundId) => ({
    sessionId,
    transactionId: randomUUID(),
    roundId,
    amount,
  });
  await win(pool, events, gpid, settle('0', lost.roundId));
  assert.deepEqual(
    [await sequence(), kicks],
    [before + 1, 1],
    'neither the repeat nor a zero win moved money',
  );
  assert.equal((await win(pool, events, gpid, settle('2500.00'))).balance, '1000500.00');
  assert.deepEqual([await sequence(), kicks], [before + 2, 2]);

  const stake = betBody(sessionId);
  await bet(pool, events, gpid, stake);
  const refund = { sessionId, transactionId: stake.transactionId };
  assert.equal((await rollback(pool, events, gpid, refund)).balance, '1000500.00');
  assert.deepEqual([await sequence(), kicks], [before + 4, 4]);
  await rollback(pool, events, gpid, refund);
  await rollback(pool, events, gpid, { sessionId, transactionId: randomUUID() });
  assert.deepEqual(
    [await sequence(), kicks],
    [before + 4, 4],
    'neither a repeat nor a tombstone moved money',
  );
});

test('a win on a round never opened is errorCode 26', async () => {
  const { sessionId } = await playing();
  const response = await gatewayCall(app, gpid, 'win', {
    sessionId,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    amount: '10.00',
  });
  assert.equal(response.body.errorCode, 26);
});

test('a settled round takes no further win: another win on it is errorCode 26 and pays nothing', async () => {
  const { loginToken, sessionId } = await playing();
  const placed = betBody(sessionId, '1000.00');
  await gatewayCall(app, gpid, 'bet', placed);
  const winOf = (amount: string) => ({
    sessionId,
    transactionId: randomUUID(),
    roundId: placed.roundId,
    amount,
  });
  const first = winOf('3500.00');
  assert.equal((await gatewayCall(app, gpid, 'win', first)).statusCode, 200);
  const again = await gatewayCall(app, gpid, 'win', winOf('3500.00'));
  assert.deepEqual([again.statusCode, again.body.errorCode], [409, 26]);
  assert.equal((await gatewayCall(app, gpid, 'win', first)).statusCode, 200, 'a repeat answers');
  await assertRound(placed.roundId, { stake: '1000', win: '3500', status: 'settled' });
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1002500.00');
  await assertLedgerInvariants(pool);
});

test("a win on another player's round is errorCode 26 and changes nothing", async () => {
  const owner = await playing();
  const placed = betBody(owner.sessionId);
  await gatewayCall(app, gpid, 'bet', placed);
  const other = await playing();
  const response = await gatewayCall(app, gpid, 'win', {
    sessionId: other.sessionId,
    transactionId: randomUUID(),
    roundId: placed.roundId,
    amount: '10.00',
  });
  assert.equal(response.body.errorCode, 26);
  await assertRound(placed.roundId, { stake: '1000', win: '0', status: 'open' });
  assert.equal((await balanceOf(app, other.loginToken, 'IDR')).available, '1000000.00');
  await assertLedgerInvariants(pool);
});

test('a rollback gives the bet back and marks the round rolled back', async () => {
  const { loginToken, sessionId } = await playing();
  const bet = betBody(sessionId, '7000.00');
  await gatewayCall(app, gpid, 'bet', bet);
  const rollback = { sessionId, transactionId: bet.transactionId };
  const response = await gatewayCall(app, gpid, 'rollback', rollback);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  assert.equal(response.body.data.balance, '1000000.00');
  assert.equal((await roundOf(bet.roundId)).status, 'rolledBack');
  const again = await gatewayCall(app, gpid, 'rollback', rollback);
  assert.deepEqual(again.body, response.body);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1000000.00');
  // The bet itself, repeated, answers its stored result and takes nothing.
  const repeatedBet = await gatewayCall(app, gpid, 'bet', bet);
  assert.equal(repeatedBet.statusCode, 200);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1000000.00');
  await assertLedgerInvariants(pool);
});

test('a rollback locks the account before the round, as a win does, so the two never deadlock', async () => {
  const { loginToken, sessionId } = await playing();
  const { playerId } = (await post(app, 'me', {}, loginToken)).body.data;
  const placed = betBody(sessionId);
  await gatewayCall(app, gpid, 'bet', placed);
  // This transaction plays a win of the same round: the account first, then the round.
  const win = await pool.connect();
  try {
    await win.query('BEGIN');
    await win.query(
      "SELECT FROM ledger_accounts WHERE player_id = $1 AND currency = 'IDR' FOR UPDATE",
      [playerId],
    );
    const rollback = gatewayCall(app, gpid, 'rollback', {
      sessionId,
      transactionId: placed.transactionId,
    });
    for (let polls = 0; (await lockWaits()) === 0; polls += 1) {
      assert.ok(polls < 1000, 'the rollback never waited for the account');
      await setTimeout(5);
    }
    await win.query('UPDATE rounds SET win = win WHERE gpid = $1 AND round_id = $2', [
      gpid,
      placed.roundId,
    ]);
    await win.query('ROLLBACK');
    const rolledBack = await rollback;
    assert.equal(rolledBack.statusCode, 200, JSON.stringify(rolledBack.body));
  } finally {
    win.release();
  }
  assert.equal((await roundOf(placed.roundId)).status, 'rolledBack');
});

test('a win reads its round by the round key, however many rounds its player has played', async () => {
  const { sessionId } = await playing();
  const placed = betBody(sessionId);
  await gatewayCall(app, gpid, 'bet', placed);
  await pool.query(
    `INSERT INTO rounds (gpid, round_id, session_id, player_id, game_code, currency, stake, win,
                         status, settled_at)
     SELECT gpid, 'history-' || n, id, player_id, game_code, currency, 1000, 0, 'settled', now()
     FROM provider_sessions, generate_series(1, 10000) AS n WHERE id = $1`,
    [sessionId],
  );
  // The owner's connection: planner statistics and auto_explain are not the API role's to touch.
  const client = await ownerPool.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  try {
    await client.query('BEGIN');
    // What the planner believes on a new site: every round another player's. The cached plan
    // a busy connection keeps is the generic one.
    await client.query(
      `SELECT pg_restore_relation_stats('schemaname', 'public', 'relname', 'rounds',
                                        'relpages', 1000, 'reltuples', 100000::real),
              pg_restore_attribute_stats('schemaname', 'public', 'relname', 'rounds',
                                         'attname', 'player_id', 'inherited', false,
                                         'null_frac', 0::real, 'avg_width', 16,
                                         'n_distinct', -1::real)`,
    );
    await client.query("LOAD 'auto_explain'");
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_timing = off',
      'auto_explain.log_level = notice',
      'plan_cache_mode = force_generic_plan',
    ]) {
      await client.query(`SET LOCAL ${setting}`);
    }
    await client.query('SELECT answer FROM gateway_win($1, $2, $3, $4, 500, $5)', [
      gpid,
      sessionId,
      randomUUID(),
      placed.roundId,
      sha256('win'),
    ]);
  } finally {
    await client.query('ROLLBACK');
    client.release(true);
    await ownerPool.query('ANALYZE rounds');
  }
  const plan = plans.find((text) => text.includes('UPDATE rounds'));
  assert.ok(plan !== undefined, `no plan of the round's update among ${plans.length}`);
  const buffers = Number(/Buffers: shared hit=(\d+)/.exec(plan)?.[1]);
  assert.ok(buffers < 20, `the round's update read ${buffers} buffers:\n${plan}`);
});

/** Sessions of this test's database waiting for a lock. */
async function lockWaits(): Promise<number> {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS waits FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].waits;
}

test('a rollback of an unknown bet succeeds and refuses that bet later', async () => {
  const { loginToken, sessionId } = await playing();
  const bet = betBody(sessionId, '5000.00');
  const rollback = await gatewayCall(app, gpid, 'rollback', {
    sessionId,
    transactionId: bet.transactionId,
  });
  assert.equal(rollback.statusCode, 200, JSON.stringify(rollback.body));
  assert.deepEqual(rollback.body.data, {
    balance: '1000000.00',
    currency: 'IDR',
    transactionId: bet.transactionId,
  });
  const late = await gatewayCall(app, gpid, 'bet', bet);
  assert.equal(late.statusCode, 409);
  assert.equal(late.body.errorCode, 25);
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1000000.00');
  assert.equal(await roundOf(bet.roundId), undefined);
  await assertLedgerInvariants(pool);
});

test('after the session expired bets are refused, wins and rollbacks accepted', async () => {
  const { loginToken, sessionId } = await playing();
  const settled = betBody(sessionId, '1000.00');
  const refunded = betBody(sessionId, '2000.00');
  await gatewayCall(app, gpid, 'bet', settled);
  await gatewayCall(app, gpid, 'bet', refunded);
  await pool.query(
    "UPDATE provider_sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
    [sessionId],
  );
  const bet = await gatewayCall(app, gpid, 'bet', betBody(sessionId));
  assert.equal(bet.statusCode, 401);
  assert.equal(bet.body.errorCode, 23);
  const balance = await gatewayCall(app, gpid, 'balance', { sessionId });
  assert.equal(balance.body.errorCode, 23);
  const won = await winCall(sessionId, settled.roundId, '1500.00');
  assert.equal(won.statusCode, 200, JSON.stringify(won.body));
  const rolledBack = await gatewayCall(app, gpid, 'rollback', {
    sessionId,
    transactionId: refunded.transactionId,
  });
  assert.equal(rolledBack.statusCode, 200, JSON.stringify(rolledBack.body));
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1000500.00');
  await assertLedgerInvariants(pool);
});

test('game transfers are listed as GAMETRANSFER in the wallet history', async () => {
  const { loginToken, sessionId } = await playing();
  const bet = betBody(sessionId, '1000.00');
  await gatewayCall(app, gpid, 'bet', bet);
  await winCall(sessionId, bet.roundId, '2000.00');
  const response = await post(
    app,
    'listAccountTransaction',
    { transactionType: 'GAMETRANSFER', sort: 'asc' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const items = response.body.data.items.map(
    (item: { transactionType: string; amount: string; category: string }) => [
      item.category,
      item.transactionType,
      item.amount,
    ],
  );
  assert.deepEqual(items, [
    ['GAMETRANSFER', 'GAME_DEBIT', '1000.00'],
    ['GAMETRANSFER', 'GAME_CREDIT', '2000.00'],
  ]);
  assert.equal(response.body.data.total, 2);
});

test('an unused game token opens no session once its player is timed out or blocked', async () => {
  const timedOut = await walletPlayer(app, '50000');
  const { token: timedOutToken } = await launch(app, timedOut.loginToken, slot);
  const timeOut = await post(app, 'rg/time-out', { days: 1 }, timedOut.loginToken);
  assert.equal(timeOut.statusCode, 200, JSON.stringify(timeOut.body));
  const refused = await gatewayCall(app, gpid, 'authenticate', { token: timedOutToken });
  assert.equal(refused.statusCode, 403, JSON.stringify(refused.body));
  assert.equal(refused.body.errorCode, 44);
  assert.match(refused.body.message, /^You are taking a time-out until /);

  const blocked = await walletPlayer(app, '50000');
  const { token: blockedToken } = await launch(app, blocked.loginToken, slot);
  await pool.query('UPDATE players SET blocked_at = now() WHERE username = $1', [blocked.username]);
  const refusedBlocked = await gatewayCall(app, gpid, 'authenticate', { token: blockedToken });
  assert.equal(refusedBlocked.statusCode, 403, JSON.stringify(refusedBlocked.body));
  assert.equal(refusedBlocked.body.errorCode, 44);
  const { rows } = await pool.query(
    `SELECT count(*)::int AS sessions FROM provider_sessions JOIN players ON players.id = player_id
     WHERE username = ANY($1)`,
    [[timedOut.username, blocked.username]],
  );
  assert.equal(rows[0].sessions, 0);
});

// The game wallet's one rollback rule (game_wallet_rollback), as Hub88's tests also hold it.
test('a rollback after a win in its round refunds the stake and leaves the win paid', async () => {
  const { loginToken, sessionId } = await playing();
  const placed = betBody(sessionId, '3000.00');
  await gatewayCall(app, gpid, 'bet', placed);
  const won = await winCall(sessionId, placed.roundId, '1000.00');
  assert.equal(won.statusCode, 200, JSON.stringify(won.body));
  const undone = await gatewayCall(app, gpid, 'rollback', {
    sessionId,
    transactionId: placed.transactionId,
  });
  assert.equal(undone.statusCode, 200, JSON.stringify(undone.body));
  assert.equal(undone.body.data.balance, '1001000.00');
  await assertRound(placed.roundId, { stake: '0', win: '1000', status: 'settled' });
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1001000.00');
  await assertLedgerInvariants(pool);
});

test('a round of several bets stays open until the rollback of its last stake', async () => {
  const { loginToken, sessionId } = await playing();
  const roundId = randomUUID();
  const first = betBody(sessionId, '1000.00', roundId);
  const second = betBody(sessionId, '2000.00', roundId);
  for (const placed of [first, second]) {
    assert.equal((await gatewayCall(app, gpid, 'bet', placed)).statusCode, 200);
  }
  const undo = (placed: { transactionId: string }) =>
    gatewayCall(app, gpid, 'rollback', { sessionId, transactionId: placed.transactionId });
  const undoneFirst = await undo(first);
  assert.equal(undoneFirst.statusCode, 200, JSON.stringify(undoneFirst.body));
  await assertRound(roundId, { stake: '2000', win: '0', status: 'open' });
  const undoneSecond = await undo(second);
  assert.equal(undoneSecond.statusCode, 200, JSON.stringify(undoneSecond.body));
  assert.equal(undoneSecond.body.data.balance, '1000000.00');
  await assertRound(roundId, { stake: '0', win: '0', status: 'rolledBack' });
  assert.equal((await balanceOf(app, loginToken, 'IDR')).available, '1000000.00');
  await assertLedgerInvariants(pool);
});

test("a rollback naming a win, or another player's bet, is errorCode 24 and moves nothing", async () => {
  const owner = await playing();
  const placed = betBody(owner.sessionId);
  await gatewayCall(app, gpid, 'bet', placed);
  const won = { sessionId: owner.sessionId, transactionId: randomUUID(), roundId: placed.roundId };
  await gatewayCall(app, gpid, 'win', { ...won, amount: '500.00' });
  const other = await playing();
  for (const [sessionId, transactionId] of [
    [owner.sessionId, won.transactionId],
    [other.sessionId, placed.transactionId],
  ]) {
    const refused = await gatewayCall(app, gpid, 'rollback', { sessionId, transactionId });
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [409, 24]);
  }
  assert.equal((await balanceOf(app, owner.loginToken, 'IDR')).available, '999500.00');
  assert.equal((await balanceOf(app, other.loginToken, 'IDR')).available, '1000000.00');
  // Refused, the rollback claimed nothing: the owner's own one still refunds the bet.
  const undone = await gatewayCall(app, gpid, 'rollback', {
    sessionId: owner.sessionId,
    transactionId: placed.transactionId,
  });
  assert.equal(undone.statusCode, 200, JSON.stringify(undone.body));
  assert.equal(undone.body.data.balance, '1000500.00');
  await assertLedgerInvariants(pool);
});
