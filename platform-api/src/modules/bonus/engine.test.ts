import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import {
  assertBonusInvariants,
  depositWithOffer,
  entriesOf,
  grantsOf,
  insertOffer,
  moneyOf,
} from '../../../test/bonus.js';
import {
  gatewayCall,
  insertTestGames,
  providerSession,
  TEST_GAMES,
  type TestGame,
} from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { admin, assertLedgerInvariants, verifyIdentity } from '../../../test/wallet.js';
import { expireDueGrants } from './expiry-sweeper.js';
import { bonusReport } from './report.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

const slot = TEST_GAMES.slot;
const table = TEST_GAMES.table;

async function bet(
  sessionId: string,
  amount: string,
  game: TestGame = slot,
  roundId = randomUUID(),
) {
  const body = { sessionId, transactionId: randomUUID(), roundId, gameCode: game.code, amount };
  const response = await gatewayCall(app, game.gpid, 'bet', body);
  return { ...response, ...body };
}

async function win(sessionId: string, roundId: string, amount: string, game: TestGame = slot) {
  const body = { sessionId, transactionId: randomUUID(), roundId, amount };
  return gatewayCall(app, game.gpid, 'win', body);
}

/**
 * A new player, verified (the seeded brands verify before a withdrawal), whose first deposit of
 * `amount` IDR took the welcome offer `offerId`.
 */
async function welcomed(offerId: string, amount = '200000') {
  const player = await registerPlayer(app);
  await verifyIdentity(app, pool, player.loginToken);
  await depositWithOffer(app, player.loginToken, amount, offerId);
  return player;
}

test('the worked example: a matched deposit, bets split real first, a win in proportion, a refused maximum bet, a rollback', async () => {
  const offerId = await insertOffer(pool, 'welcome', {
    currencies: { IDR: { maxGrant: '1000000', minDeposit: '10000', maxBet: '50000' } },
  });
  const { loginToken } = await welcomed(offerId);
  const [grant] = await grantsOf(app, loginToken);
  assert.ok(grant !== undefined);
  assert.deepEqual(
    [grant.status, grant.granted, grant.bonusBalance, grant.wageringRequired, grant.maxBet],
    ['active', '200000.00', '200000.00', '2000000.00', '50000.00'],
  );
  assert.deepEqual(await moneyOf(app, loginToken), { real: '200000.00', bonus: '200000.00' });

  const slotSession = await providerSession(app, loginToken, slot);
  for (const stake of ['50000', '50000', '50000']) {
    assert.equal((await bet(slotSession, stake)).statusCode, 200);
  }
  const roundA = await bet(slotSession, '50000');
  assert.equal(roundA.body.data.balance, '200000.00', 'the game sees real plus bonus money');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '200000.00' });
  const roundB = await bet(slotSession, '40000');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '160000.00' });
  assert.equal((await win(slotSession, roundB.roundId, '100000')).statusCode, 200);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '260000.00' });

  const tooBig = await bet(slotSession, '60000');
  assert.deepEqual(
    [tooBig.statusCode, tooBig.body.errorCode, tooBig.body.reason],
    [409, 46, 'bonusMaxBet'],
  );
  assert.deepEqual(tooBig.body.params, { limit: '50000.00', currency: 'IDR' });
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '260000.00' });

  const tableSession = await providerSession(app, loginToken, table);
  const roundC = await bet(tableSession, '50000', table);
  assert.equal(roundC.statusCode, 200);
  assert.equal((await grantsOf(app, loginToken))[0]!.wageringProgress, '245000.00');
  const rollback = await gatewayCall(app, table.gpid, 'rollback', {
    sessionId: tableSession,
    transactionId: roundC.transactionId,
  });
  assert.equal(rollback.statusCode, 200, JSON.stringify(rollback.body));
  assert.equal(rollback.body.data.balance, '260000.00');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '260000.00' });

  const entries = await entriesOf(app, loginToken, grant.grantId);
  assert.deepEqual(
    entries.map((entry) => [
      entry.type,
      entry.realAmount,
      entry.bonusAmount,
      entry.weight,
      entry.progressAdded,
      entry.bonusBalanceAfter,
    ]),
    [
      ['grant', '0.00', '200000.00', null, '0', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '-50000.00', '0.00', '1', '50000', '200000.00'],
      ['stake', '0.00', '-40000.00', '1', '40000', '160000.00'],
      ['win', '0.00', '100000.00', null, '0', '260000.00'],
      ['stake', '0.00', '-50000.00', '0.1', '5000', '210000.00'],
      ['rollback', '0.00', '50000.00', '0.1', '-5000', '260000.00'],
    ],
  );
  assert.equal((await grantsOf(app, loginToken))[0]!.wageringProgress, '240000.00');
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('reaching the wagering requirement converts the bonus money in one transfer, and the next pending grant becomes active', async () => {
  const welcome = await insertOffer(pool, 'welcome', { wageringMultiplier: '1' });
  const code = `FREE${randomUUID().slice(0, 8).toUpperCase()}`;
  const noDeposit = await insertOffer(
    pool,
    'no_deposit',
    { currencies: { IDR: { maxGrant: '30000' } } },
    code,
  );
  const { loginToken } = await welcomed(welcome, '100000');
  const claimed = await post(app, 'bonus/claim', { code: code.toLowerCase() }, loginToken);
  assert.equal(claimed.statusCode, 200, JSON.stringify(claimed.body));
  assert.equal(claimed.body.data.status, 'pending');
  assert.equal(claimed.body.data.expiresAt, null);
  assert.equal(claimed.body.data.offerId, noDeposit);

  const session = await providerSession(app, loginToken, slot);
  await bet(session, '60000');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '40000.00', bonus: '100000.00' });
  const last = await bet(session, '40000');
  assert.equal(last.statusCode, 200, JSON.stringify(last.body));
  // Progress 100,000 of 100,000: the whole bonus balance is real money now.
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '30000.00' });
  const [pending, completed] = await grantsOf(app, loginToken);
  assert.deepEqual([completed!.status, completed!.bonusBalance], ['completed', '0.00']);
  assert.deepEqual([pending!.status, pending!.bonusBalance], ['active', '30000.00']);
  assert.ok(pending!.expiresAt !== null);
  const { rows } = await pool.query(
    `SELECT kind, count(*)::int FROM ledger_transfers WHERE meta ->> 'grantId' = $1 GROUP BY kind`,
    [completed!.grantId],
  );
  assert.deepEqual(
    rows.toSorted((a, b) => a.kind.localeCompare(b.kind)),
    [
      { kind: 'bonus_convert', count: 1 },
      { kind: 'bonus_grant', count: 1 },
    ],
  );
  const again = await post(app, 'bonus/claim', { code }, loginToken);
  assert.deepEqual(
    [again.statusCode, again.body.errorCode, again.body.params.rule],
    [409, 48, 'claims'],
  );
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('bonus first: a stake takes bonus money before real money', async () => {
  await pool.query("UPDATE brands SET spending_order = 'bonus_first' WHERE id = 'croupier'");
  try {
    const offerId = await insertOffer(pool, 'welcome');
    const { loginToken } = await welcomed(offerId, '50000');
    const session = await providerSession(app, loginToken, slot);
    await bet(session, '30000');
    assert.deepEqual(await moneyOf(app, loginToken), { real: '50000.00', bonus: '20000.00' });
    await bet(session, '30000');
    assert.deepEqual(await moneyOf(app, loginToken), { real: '40000.00', bonus: '0.00' });
    const [grant] = await grantsOf(app, loginToken);
    assert.equal(grant!.spendingOrder, 'bonus_first');
    // Its money is spent but its rounds are open: a win may still come back to it.
    assert.equal(grant!.status, 'active');
  } finally {
    await pool.query("UPDATE brands SET spending_order = 'real_first' WHERE id = 'croupier'");
  }
});

test('a grant whose money is spent ends once its rounds are settled', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  const { loginToken } = await welcomed(offerId, '50000');
  const session = await providerSession(app, loginToken, slot);
  const round = await bet(session, '100000');
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '0.00' });
  assert.equal((await grantsOf(app, loginToken))[0]!.status, 'active');
  assert.equal((await win(session, round.roundId, '0')).statusCode, 200);
  const [grant] = await grantsOf(app, loginToken);
  assert.deepEqual([grant!.status, grant!.endReason], ['completed', 'balanceSpent']);
  await assertBonusInvariants(pool);
});

test('a withdrawal beside an active grant is refused with what it would forfeit, then forfeits it once confirmed', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  const { loginToken } = await welcomed(offerId, '100000');
  const withdrawal = {
    transactionType: 'WITHDRAW',
    currency: 'IDR',
    amount: '60000',
    paymentChannel: 'BCA',
  };
  const refused = await post(app, 'depo-wd', withdrawal, loginToken);
  assert.deepEqual(
    [refused.statusCode, refused.body.errorCode, refused.body.reason, refused.body.params],
    [409, 47, 'bonusForfeitRequired', { amount: '100000.00', currency: 'IDR' }],
  );
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '100000.00' });
  const confirmed = await post(app, 'depo-wd', { ...withdrawal, forfeitBonus: true }, loginToken);
  assert.equal(confirmed.statusCode, 200, JSON.stringify(confirmed.body));
  assert.deepEqual(await moneyOf(app, loginToken), { real: '40000.00', bonus: '0.00' });
  const [grant] = await grantsOf(app, loginToken);
  assert.deepEqual([grant!.status, grant!.endReason], ['forfeited', 'withdrawal']);
  const entries = await entriesOf(app, loginToken, grant!.grantId);
  assert.deepEqual(
    entries.map((entry) => [entry.type, entry.bonusAmount, entry.bonusBalanceAfter]),
    [
      ['grant', '100000.00', '100000.00'],
      ['forfeit', '-100000.00', '0.00'],
    ],
  );
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('a welcome offer matches only a first deposit; an offer chosen is granted only if still eligible at approval', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  const { loginToken } = await welcomed(offerId, '100000');
  const second = await post(
    app,
    'depo-wd',
    {
      transactionType: 'DEPOSIT',
      currency: 'IDR',
      amount: '50000',
      paymentChannel: 'BCA',
      bonusOfferId: offerId,
    },
    loginToken,
  );
  assert.deepEqual(
    [second.statusCode, second.body.errorCode, second.body.params.rule],
    [409, 48, 'firstDeposit'],
  );
  const tooSmall = await post(
    app,
    'depo-wd',
    {
      transactionType: 'DEPOSIT',
      currency: 'IDR',
      amount: '60000',
      paymentChannel: 'BCA',
      bonusOfferId: await insertOffer(pool, 'reload', {
        currencies: { IDR: { maxGrant: '1000000', minDeposit: '80000' } },
      }),
    },
    loginToken,
  );
  assert.deepEqual([tooSmall.statusCode, tooSmall.body.params?.rule], [409, 'minDeposit']);

  // Two deposits of a new player both choose the welcome offer: only the first approved gets it.
  const other = await registerPlayer(app);
  const request = () =>
    post(
      app,
      'depo-wd',
      {
        transactionType: 'DEPOSIT',
        currency: 'IDR',
        amount: '50000',
        paymentChannel: 'BCA',
        bonusOfferId: offerId,
      },
      other.loginToken,
    );
  const [first, later] = [await request(), await request()];
  for (const id of [first.body.data.transactionId, later.body.data.transactionId]) {
    assert.equal((await admin(app, 'POST', `/transactions/${id}/approve`, {})).statusCode, 200);
  }
  assert.equal((await grantsOf(app, other.loginToken)).length, 1);
  assert.deepEqual(await moneyOf(app, other.loginToken), { real: '100000.00', bonus: '50000.00' });
});

test('two concurrent claims of a once-per-player offer make one grant', async () => {
  const offerId = await insertOffer(pool, 'no_deposit', {
    currencies: { IDR: { maxGrant: '10000' } },
  });
  const { loginToken } = await registerPlayer(app);
  const answers = await Promise.all(
    Array.from({ length: 2 }, () => post(app, 'bonus/claim', { offerId }, loginToken)),
  );
  assert.deepEqual(answers.map((answer) => answer.statusCode).toSorted(), [200, 409]);
  assert.equal((await grantsOf(app, loginToken)).length, 1);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '10000.00' });
  await assertBonusInvariants(pool);
});

test('20 concurrent bets on one grant add exactly their progress', async () => {
  const offerId = await insertOffer(pool, 'welcome', { wageringMultiplier: '100' });
  const { loginToken } = await welcomed(offerId, '100000');
  const session = await providerSession(app, loginToken, slot);
  const answers = await Promise.all(Array.from({ length: 20 }, () => bet(session, '7000')));
  for (const answer of answers) assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  const [grant] = await grantsOf(app, loginToken);
  assert.equal(grant!.wageringProgress, '140000.00');
  // 100,000 real money first, then 40,000 of the bonus.
  assert.deepEqual(await moneyOf(app, loginToken), { real: '0.00', bonus: '60000.00' });
  const entries = await entriesOf(app, loginToken, grant!.grantId);
  assert.equal(entries.filter((entry) => entry.type === 'stake').length, 20);
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('bets racing a withdrawal that forfeits the grant never leave bonus money behind', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { loginToken } = await welcomed(offerId, '100000');
    const session = await providerSession(app, loginToken, slot);
    const bets = Array.from({ length: 5 }, () => bet(session, '30000'));
    const withdrawal = post(
      app,
      'depo-wd',
      {
        transactionType: 'WITHDRAW',
        currency: 'IDR',
        amount: '50000',
        paymentChannel: 'BCA',
        forfeitBonus: true,
      },
      loginToken,
    );
    const [withdrawn, ...placed] = await Promise.all([withdrawal, ...bets]);
    for (const answer of [withdrawn, ...placed]) {
      // A withdrawal may find the real money staked already (errorCode 10).
      assert.ok([200, 409].includes(answer.statusCode), JSON.stringify(answer.body));
    }
    const [grant] = await grantsOf(app, loginToken);
    if (withdrawn.statusCode === 200) assert.equal(grant!.status, 'forfeited');
    assert.equal(
      (await moneyOf(app, loginToken)).bonus,
      grant!.status === 'active' ? grant!.bonusBalance : '0.00',
    );
  }
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('the expiry sweeper expires grants whose time is up and returns their money to the house', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  const { loginToken } = await welcomed(offerId, '100000');
  const [grant] = await grantsOf(app, loginToken);
  await pool.query(
    "UPDATE bonus_grants SET activated_at = now() - interval '31 days', expires_at = now() - interval '1 minute' WHERE id = $1",
    [grant!.grantId],
  );
  assert.ok((await expireDueGrants(pool)) >= 1);
  const [expired] = await grantsOf(app, loginToken);
  assert.deepEqual(
    [expired!.status, expired!.endReason, expired!.bonusBalance],
    ['expired', 'expiry', '0.00'],
  );
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '0.00' });
  assert.equal(await expireDueGrants(pool), 0);
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('a player forfeits their own grant; another player cannot', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  const { loginToken } = await welcomed(offerId, '100000');
  const stranger = await registerPlayer(app);
  const [grant] = await grantsOf(app, loginToken);
  const foreign = await post(
    app,
    'bonus/forfeit',
    { grantId: grant!.grantId },
    stranger.loginToken,
  );
  assert.equal(foreign.body.errorCode, 6);
  const forfeited = await post(app, 'bonus/forfeit', { grantId: grant!.grantId }, loginToken);
  assert.deepEqual(
    [forfeited.body.data.status, forfeited.body.data.endReason],
    ['forfeited', 'player'],
  );
  assert.deepEqual(await moneyOf(app, loginToken), { real: '100000.00', bonus: '0.00' });
  const offers = await post(app, 'bonus/offers', {}, loginToken);
  assert.equal(offers.statusCode, 200, JSON.stringify(offers.body));
  // The welcome offer was taken with the first deposit: it is not offered again.
  assert.ok(!offers.body.data.some((offer: { offerId: string }) => offer.offerId === offerId));
});

test('a time-out (the path a self-exclusion takes too) and a block forfeit the open grants with their reason', async () => {
  const offerId = await insertOffer(pool, 'welcome');
  const cases = [
    { reason: 'time_out', act: (token: string) => post(app, 'rg/time-out', { days: 1 }, token) },
    {
      reason: 'block',
      act: async (token: string) => {
        const { playerId } = (await post(app, 'me', {}, token)).body.data;
        return admin(app, 'POST', `/players/${playerId}/block`, { reason: 'Fraud' });
      },
    },
  ];
  for (const { reason, act } of cases) {
    const { loginToken } = await welcomed(offerId, '100000');
    const [grant] = await grantsOf(app, loginToken);
    const acted = await act(loginToken);
    assert.equal(acted.statusCode, 200, JSON.stringify(acted.body));
    const { rows } = await pool.query(
      'SELECT status, end_reason AS "endReason" FROM bonus_grants WHERE id = $1',
      [grant!.grantId],
    );
    assert.deepEqual(rows[0], { status: 'forfeited', endReason: reason });
  }
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});

test('an offer that would grant nothing grants nothing, and the deposit is approved all the same', async () => {
  const offerId = await insertOffer(pool, 'reload', { percent: '0' });
  const { loginToken } = await registerPlayer(app);
  await depositWithOffer(app, loginToken, '50000', offerId);
  assert.deepEqual(await grantsOf(app, loginToken), []);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '50000.00', bonus: '0.00' });
});

test("the bonus report sums an offer's claims, grants, conversions, forfeits and what it holds", async () => {
  const offerId = await insertOffer(pool, 'welcome', { wageringMultiplier: '1' });
  const converted = await welcomed(offerId, '100000');
  const session = await providerSession(app, converted.loginToken, slot);
  await bet(session, '100000');
  await bet(session, '100000');
  const forfeited = await welcomed(offerId, '60000');
  const [grant] = await grantsOf(app, forfeited.loginToken);
  await post(app, 'bonus/forfeit', { grantId: grant!.grantId }, forfeited.loginToken);
  await welcomed(offerId, '50000');
  const today = new Date().toISOString().slice(0, 10);
  const report = await bonusReport(pool, 'croupier', { from: today, to: today });
  const row = report.items.find((item) => item.offerId === offerId);
  assert.deepEqual(row, {
    offerId,
    name: 'Test welcome',
    kind: 'welcome',
    currency: 'IDR',
    claims: 3,
    granted: '210000.00',
    converted: '100000.00',
    forfeited: '60000.00',
    expired: '0.00',
    outstanding: '50000.00',
  });
  const before = await bonusReport(pool, 'croupier', { from: '2020-01-01', to: '2020-01-02' });
  assert.equal(before.items.find((item) => item.offerId === offerId)?.claims, 0);
});

test("the originals stake the grant's money by the same rules: maximum bet, split and weight", async () => {
  const offerId = await insertOffer(pool, 'welcome', {
    currencies: { IDR: { maxGrant: '1000000', minDeposit: '10000', maxBet: '60000' } },
  });
  const { loginToken } = await welcomed(offerId, '50000');
  const dice = (amount: string) =>
    post(
      app,
      'originals/bet',
      { game: 'dice', currency: 'IDR', amount, params: { target: '50', condition: 'over' } },
      loginToken,
    );
  const refused = await dice('70000');
  assert.deepEqual([refused.body.errorCode, refused.body.reason], [46, 'bonusMaxBet']);
  assert.deepEqual(await moneyOf(app, loginToken), { real: '50000.00', bonus: '50000.00' });
  const placed = await dice('60000');
  assert.equal(placed.statusCode, 200, JSON.stringify(placed.body));
  const [grant] = await grantsOf(app, loginToken);
  const entries = await entriesOf(app, loginToken, grant!.grantId);
  const stake = entries.find((entry) => entry.type === 'stake');
  assert.deepEqual(
    [stake?.realAmount, stake?.bonusAmount, stake?.weight, stake?.progressAdded],
    ['-50000.00', '-10000.00', '0.1', '6000'],
  );
  assert.equal(grant!.wageringProgress, '6000.00');
  await assertLedgerInvariants(pool);
  await assertBonusInvariants(pool);
});
