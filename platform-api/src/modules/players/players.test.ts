// The operator's players: search and profile within the caller's brands, blocking (which ends
// every session and refuses login, deposits and bets until lifted) and append-only notes, each
// write audited.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

import {
  gatewayCall,
  insertTestGames,
  providerSession,
  slotBet,
  TEST_GAMES,
} from '../../../test/games.js';
import { newSessionToken, post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { adminAs, staffMember, staffSession } from '../../../test/operators.js';
import { admin, verifiedPlayer, walletPlayer } from '../../../test/wallet.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';
import { withTransaction } from '../../db/pool.js';
import { Money } from '../../money/amounts.js';
import { checkDeposit } from '../protection/index.js';
import { connectRealtime, NEW_BALANCE, ResultStream } from '../realtime/test-client.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

const PASSWORD = 'goodPassw0rd';

async function playerIdOf(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

const logIn = (username: string, brandId = 'croupier') =>
  newSessionToken(app, brandId).then((sessionToken) =>
    post(app, 'login3', { brandId, username, password: PASSWORD }, sessionToken),
  );

async function as(roles: string[], brandIds: string[] | null = null) {
  return { cookie: await staffSession(app, await staffMember(pool, roles, brandIds)) };
}

test('players are found by any part of their username, email or phone number, in any case', async () => {
  const tag = randomUUID().slice(0, 6);
  const phoneDigits = String(Date.now()).slice(-7);
  const first = await registerPlayer(app, {
    username: `find_${tag}_a`,
    email: `Mixed.${tag}x@Example.com`,
    phoneNumber: `+62899${phoneDigits}`,
  });
  const second = await registerPlayer(app, { username: `find_${tag}_b` });
  const support = await as(['support']);

  // The middle of the username, in another case.
  const byUsername = await adminAs(app, support, 'GET', `/players?query=${tag.toUpperCase()}_`);
  assert.equal(byUsername.statusCode, 200, JSON.stringify(byUsername.body));
  assert.deepEqual(
    byUsername.body.data.items.map((item: { username: string }) => item.username),
    [second.username, first.username],
  );
  assert.equal(byUsername.body.data.total, 2);
  const { exclusion } = byUsername.body.data.items[0];
  assert.equal(exclusion, null);

  const byEmail = await adminAs(
    app,
    support,
    'GET',
    `/players?query=${tag.toUpperCase()}X@EXAMPLE`,
  );
  assert.deepEqual(
    byEmail.body.data.items.map((item: { username: string }) => item.username),
    [first.username],
  );
  const byPhone = await adminAs(
    app,
    support,
    'GET',
    `/players?query=${phoneDigits.slice(1)}&brandId=croupier`,
  );
  assert.ok(
    byPhone.body.data.items.some((item: { username: string }) => item.username === first.username),
  );

  const paged = await adminAs(app, support, 'GET', `/players?query=find_${tag}&pageSize=1&page=2`);
  assert.deepEqual(
    [paged.body.data.total, paged.body.data.page, paged.body.data.items[0].username],
    [2, 2, first.username],
  );
  // LIKE's wildcards are taken as the characters they are (as wildcards, `fin__` would match
  // `find_`).
  for (const wildcard of ['%', '\\', `find%${tag}`, `fin__${tag}`]) {
    const search = await adminAs(
      app,
      support,
      'GET',
      `/players?query=${encodeURIComponent(wildcard)}`,
    );
    assert.equal(search.body.data.total, 0, wildcard);
  }
  for (const query of ['query=', 'page=0', 'pageSize=101', 'sort=username']) {
    const refused = await adminAs(app, support, 'GET', `/players?${query}`);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], query);
  }
});

test('a time-out or self-exclusion in force shows in the search results', async () => {
  const tag = randomUUID().slice(0, 6);
  const resting = await registerPlayer(app, { username: `rest_${tag}_a` });
  const excluded = await registerPlayer(app, { username: `rest_${tag}_b` });
  const timeOut = await post(app, 'rg/time-out', { days: 7 }, resting.loginToken);
  assert.equal(timeOut.statusCode, 200, JSON.stringify(timeOut.body));
  const exclusion = await post(
    app,
    'rg/self-exclusion',
    { months: 6, allBrands: false },
    excluded.loginToken,
  );
  assert.equal(exclusion.statusCode, 200, JSON.stringify(exclusion.body));

  const found = await adminAs(app, await as(['support']), 'GET', `/players?query=rest_${tag}`);
  const kinds = Object.fromEntries(
    found.body.data.items.map((item: { username: string; exclusion: { kind: string } | null }) => [
      item.username,
      item.exclusion?.kind ?? null,
    ]),
  );
  assert.deepEqual(kinds, {
    [resting.username]: 'time_out',
    [excluded.username]: 'self_exclusion',
  });
  assert.ok(
    Date.parse(found.body.data.items[0].exclusion.endsAt) > Date.now(),
    'the exclusion says when it ends',
  );
});

test("a lagoon-only member neither finds nor reads croupier's players", async () => {
  const { username } = await walletPlayer(app);
  const playerId = await playerIdOf(username);
  const lagoon = await as(['support'], ['lagoon']);

  const search = await adminAs(app, lagoon, 'GET', `/players?query=${username}`);
  assert.deepEqual([search.statusCode, search.body.data.total], [200, 0]);
  const named = await adminAs(app, lagoon, 'GET', `/players?query=${username}&brandId=croupier`);
  assert.deepEqual([named.statusCode, named.body.errorCode], [403, 30]);
  for (const [method, path, body] of [
    ['GET', '', undefined],
    ['GET', '/transactions', undefined],
    ['GET', '/bets', undefined],
    ['GET', '/sessions', undefined],
    ['GET', '/bonuses', undefined],
    ['GET', '/notes', undefined],
    ['POST', '/notes', { text: 'Seen from lagoon' }],
    ['POST', '/block', { reason: 'From lagoon' }],
    ['POST', '/unblock', {}],
  ] as const) {
    const refused = await adminAs(app, lagoon, method, `/players/${playerId}${path}`, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [404, 6], `${method} ${path}`);
  }
  const { rows } = await pool.query('SELECT blocked_at FROM players WHERE id = $1', [playerId]);
  assert.equal(rows[0].blocked_at, null);
});

test('payments reads players but neither blocks nor writes notes; marketing reads nothing', async () => {
  const { username } = await registerPlayer(app);
  const playerId = await playerIdOf(username);
  const payments = await as(['payments']);
  const marketing = await as(['marketing']);
  assert.equal((await adminAs(app, payments, 'GET', `/players/${playerId}`)).statusCode, 200);
  for (const [credentials, method, path, body] of [
    [payments, 'POST', `/players/${playerId}/block`, { reason: 'Fraud' }],
    [payments, 'POST', `/players/${playerId}/notes`, { text: 'Called' }],
    [payments, 'GET', `/players/${playerId}/notes`, undefined],
    [marketing, 'GET', `/players?query=${username}`, undefined],
    [marketing, 'GET', `/players/${playerId}`, undefined],
  ] as const) {
    const refused = await adminAs(app, credentials, method, path, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30], `${method} ${path}`);
  }
});

test('the profile shows balances, verification, referral and the histories', async () => {
  const referrer = await walletPlayer(app, '250000');
  const referrerId = await playerIdOf(referrer.username);
  const referralCode = (await post(app, 'referral/get', {}, referrer.loginToken)).body.data
    .referralCode as string;
  const referee = await registerPlayer(app, { referralCode });
  const bonus = await adminAs(app, { key: DEMO_OPERATOR_KEY }, 'POST', '/bonuses/promotion', {
    username: referrer.username,
    brandId: 'croupier',
    amount: '1000',
    currency: 'IDR',
    description: 'Welcome back',
  });
  assert.equal(bonus.statusCode, 200, JSON.stringify(bonus.body));
  const support = await as(['support']);

  const profile = await adminAs(app, support, 'GET', `/players/${referrerId}`);
  assert.equal(profile.statusCode, 200, JSON.stringify(profile.body));
  const { data } = profile.body;
  assert.equal(data.username, referrer.username);
  assert.deepEqual(data.balances, [{ currency: 'IDR', available: '251000.00', held: '0.00' }]);
  assert.deepEqual(data.verification, {
    status: 'none',
    fullName: null,
    reason: null,
    screeningMatch: null,
    documents: [],
  });
  assert.deepEqual(data.referral, { referralCode, referredBy: null, referredCount: 1 });
  assert.deepEqual(data.protection, { exclusion: null, limitCount: 0 });
  assert.equal(data.block, null);

  const refereeProfile = await adminAs(
    app,
    support,
    'GET',
    `/players/${await playerIdOf(referee.username)}`,
  );
  assert.deepEqual(refereeProfile.body.data.referral.referredBy, {
    playerId: referrerId,
    username: referrer.username,
  });

  const transactions = await adminAs(app, support, 'GET', `/players/${referrerId}/transactions`);
  assert.deepEqual(
    transactions.body.data.items.map((item: { transactionType: string; amount: string }) => [
      item.transactionType,
      item.amount,
    ]),
    [['DEPOSIT', '250000.00']],
  );
  const bonuses = await adminAs(app, support, 'GET', `/players/${referrerId}/bonuses`);
  assert.deepEqual(
    bonuses.body.data.items.map((item: { source: string; amount: string }) => [
      item.source,
      item.amount,
    ]),
    [['promotion', '1000.00']],
  );
  const sessions = await adminAs(app, support, 'GET', `/players/${referrerId}/sessions`);
  assert.equal(sessions.body.data.total, 1);
  const bets = await adminAs(app, support, 'GET', `/players/${referrerId}/bets?pageSize=5`);
  assert.deepEqual([bets.body.data.total, bets.body.data.pageSize], [0, 5]);
});

test('a block ends every session and refuses login, deposits and bets until it is lifted', async () => {
  const { loginToken, username } = await walletPlayer(app, '500000');
  const playerId = await playerIdOf(username);
  const otherDevice = (await logIn(username)).body.playerToken as string;
  const gameSession = await providerSession(app, loginToken, TEST_GAMES.slot);
  const client = await connectRealtime(url, { authorization: otherDevice });
  after(() => client.close());
  const disconnected = new Promise<boolean>((resolve) =>
    client.onDisconnected(() => resolve(true)),
  );
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername: `croupier_${username}` });
  assert.equal((await balances.next()).errors, undefined);
  const staff = await staffMember(pool, ['support']);
  const support = { cookie: await staffSession(app, staff) };

  const blocked = await adminAs(app, support, 'POST', `/players/${playerId}/block`, {
    reason: '  Chargeback fraud  ',
  });
  assert.equal(blocked.statusCode, 200, JSON.stringify(blocked.body));
  assert.deepEqual(
    [blocked.body.data.reason, blocked.body.data.blockedBy],
    ['Chargeback fraud', staff.username],
  );
  const closed = await Promise.race([
    disconnected,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
  ]);
  assert.ok(closed, 'the realtime connection closed');
  assert.equal((await post(app, 'me', {}, loginToken)).statusCode, 401);
  assert.equal((await post(app, 'me', {}, otherDevice)).statusCode, 401);

  const login = await logIn(username);
  assert.deepEqual([login.statusCode, login.body.errorCode], [403, 50]);
  assert.match(login.body.message, /blocked/);
  await assert.rejects(
    withTransaction(pool, (db) =>
      checkDeposit(db, { playerId, currency: 'IDR', amount: new Money('100000') }),
    ),
    (error: Error & { errorCode?: number }) =>
      error.errorCode === 50 && /deposits are closed/.test(error.message),
  );
  const bet = await gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', {
    sessionId: gameSession,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: TEST_GAMES.slot.code,
    amount: '1000',
  });
  assert.deepEqual([bet.statusCode, bet.body.errorCode], [403, 44]);
  assert.match(bet.body.message, /blocked/);

  const again = await adminAs(app, support, 'POST', `/players/${playerId}/block`, {
    reason: 'Twice',
  });
  assert.deepEqual([again.statusCode, again.body.errorCode], [409, 51]);
  const profile = await adminAs(app, support, 'GET', `/players/${playerId}`);
  assert.equal(profile.body.data.block.reason, 'Chargeback fraud');
  assert.ok(profile.body.data.blockedAt !== null);

  const unblocked = await adminAs(app, support, 'POST', `/players/${playerId}/unblock`, {});
  assert.equal(unblocked.statusCode, 200, JSON.stringify(unblocked.body));
  assert.equal((await logIn(username)).statusCode, 200);
  const notBlocked = await adminAs(app, support, 'POST', `/players/${playerId}/unblock`, {});
  assert.deepEqual([notBlocked.statusCode, notBlocked.body.errorCode], [409, 52]);
  for (const reason of ['', '   ', 'x'.repeat(501)]) {
    const refused = await adminAs(app, support, 'POST', `/players/${playerId}/block`, { reason });
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], reason);
  }

  const { rows } = await pool.query(
    `SELECT actor, action, brand_id, before, after FROM audit_log
     WHERE target = $1 ORDER BY id`,
    [`player:${playerId}`],
  );
  assert.deepEqual(
    rows.map((row) => [row.actor, row.action, row.brand_id]),
    [
      [staff.username, 'player.block', 'croupier'],
      [staff.username, 'player.unblock', 'croupier'],
    ],
  );
  assert.equal(rows[0].after.reason, 'Chargeback fraud');
  assert.equal(rows[1].before.reason, 'Chargeback fraud');
});

test('notes are added with their author and time, listed newest first and never changed', async () => {
  const { username } = await registerPlayer(app);
  const playerId = await playerIdOf(username);
  const staff = await staffMember(pool, ['support']);
  const support = { cookie: await staffSession(app, staff) };
  for (const text of ['Called about a deposit', 'Sent the documents again']) {
    const added = await adminAs(app, support, 'POST', `/players/${playerId}/notes`, { text });
    assert.equal(added.statusCode, 200, JSON.stringify(added.body));
    assert.equal(added.body.data.author, staff.username);
  }
  for (const body of [{ text: '' }, { text: ' \n ' }, { text: 'x'.repeat(2001) }, {}]) {
    const refused = await adminAs(app, support, 'POST', `/players/${playerId}/notes`, body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], JSON.stringify(body));
  }
  const notes = await adminAs(app, support, 'GET', `/players/${playerId}/notes`);
  assert.deepEqual(
    notes.body.data.items.map((note: { text: string }) => note.text),
    ['Sent the documents again', 'Called about a deposit'],
  );
  for (const statement of [
    `UPDATE player_notes SET text = 'changed' WHERE player_id = $1`,
    'DELETE FROM player_notes WHERE player_id = $1',
  ]) {
    // The API's role lacks the privilege; the owner meets the append-only trigger.
    await assert.rejects(pool.query(statement, [playerId]), /permission denied/);
    await assert.rejects(ownerPool.query(statement, [playerId]), /append-only/);
  }
  const { rows } = await pool.query(
    `SELECT count(*)::int AS count FROM audit_log WHERE target = $1 AND action = 'player.note'`,
    [`player:${playerId}`],
  );
  assert.equal(rows[0].count, 2);
});

test('a login session shows the address and the device it was started from', async () => {
  const { username } = await registerPlayer(app);
  const playerId = await playerIdOf(username);
  const sessionToken = await newSessionToken(app, 'croupier');
  const login = await app.inject({
    method: 'POST',
    url: '/v1/login3',
    remoteAddress: '203.0.113.7',
    headers: {
      authorization: sessionToken,
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 ' +
        '(KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    },
    payload: { brandId: 'croupier', username, password: PASSWORD },
  });
  assert.equal(login.statusCode, 200, login.body);

  const sessions = await adminAs(
    app,
    await as(['support']),
    'GET',
    `/players/${playerId}/sessions`,
  );
  assert.equal(sessions.statusCode, 200, JSON.stringify(sessions.body));
  // Newest first: this login, then the registration's own (made with no browser named).
  const [latest, registration] = sessions.body.data.items;
  assert.deepEqual(
    { ip: latest.ip, device: latest.device },
    { ip: '203.0.113.7', device: { browser: 'Safari 17.2', os: 'iOS 17.2', type: 'mobile' } },
  );
  assert.match(latest.userAgent, /^Mozilla\/5\.0 \(iPhone/);
  assert.equal(registration.device, null);
});

test("the lifetime totals sum the player's deposits, withdrawals, GGR and bonus cost", async () => {
  const { loginToken, username } = await verifiedPlayer(app, pool, '250000');
  const playerId = await playerIdOf(username);
  const support = await as(['support']);
  const empty = await adminAs(app, support, 'GET', `/players/${playerId}/totals`);
  assert.equal(empty.statusCode, 200, JSON.stringify(empty.body));
  assert.deepEqual(empty.body.data, [
    { currency: 'IDR', deposits: '250000.00', withdrawals: '0.00', ggr: '0.00', bonusCost: '0.00' },
  ]);

  const sessionId = await providerSession(app, loginToken, TEST_GAMES.slot);
  await slotBet(app, sessionId, '10000');
  const roundId = randomUUID();
  const bet = await gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: TEST_GAMES.slot.code,
    amount: '5000',
  });
  assert.equal(bet.statusCode, 200, JSON.stringify(bet.body));
  const win = await gatewayCall(app, TEST_GAMES.slot.gpid, 'win', {
    sessionId,
    transactionId: randomUUID(),
    roundId,
    amount: '4000',
  });
  assert.equal(win.statusCode, 200, JSON.stringify(win.body));
  const withdrawal = await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(withdrawal.statusCode, 200, JSON.stringify(withdrawal.body));
  const paid = await admin(
    app,
    'POST',
    `/transactions/${withdrawal.body.data.transactionId}/approve`,
    {},
  );
  assert.equal(paid.statusCode, 200, JSON.stringify(paid.body));
  // A withdrawal still waiting counts for nothing yet.
  await post(
    app,
    'depo-wd',
    { transactionType: 'WITHDRAW', currency: 'IDR', amount: '20000', paymentChannel: 'BCA' },
    loginToken,
  );
  const bonus = await adminAs(app, { key: DEMO_OPERATOR_KEY }, 'POST', '/bonuses/promotion', {
    username,
    brandId: 'croupier',
    amount: '1500',
    currency: 'IDR',
    description: 'Birthday',
  });
  assert.equal(bonus.statusCode, 200, JSON.stringify(bonus.body));

  const totals = await adminAs(app, await as(['payments']), 'GET', `/players/${playerId}/totals`);
  assert.deepEqual(totals.body.data, [
    {
      currency: 'IDR',
      deposits: '250000.00',
      withdrawals: '50000.00',
      // Stakes 15,000 less the win of 4,000.
      ggr: '11000.00',
      bonusCost: '1500.00',
    },
  ]);
  const marketing = await adminAs(
    app,
    await as(['marketing']),
    'GET',
    `/players/${playerId}/totals`,
  );
  assert.deepEqual([marketing.statusCode, marketing.body.errorCode], [403, 30]);
  const lagoon = await adminAs(
    app,
    await as(['support'], ['lagoon']),
    'GET',
    `/players/${playerId}/totals`,
  );
  assert.deepEqual([lagoon.statusCode, lagoon.body.errorCode], [404, 6]);
});
