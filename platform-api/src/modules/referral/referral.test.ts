import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { Decimal } from 'decimal.js';

import {
  countRows,
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
} from '../../../test/harness.js';
import { admin, assertLedgerInvariants, balanceOf } from '../../../test/wallet.js';
import { maskUsername } from '../../identity/usernames.js';
import { commissionOf } from './referrals.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

async function referralCodeOf(loginToken: string): Promise<string> {
  return (await post(app, 'me', {}, loginToken)).body.data.referralCode;
}

/** A referrer and a player registered through its link, in `brandId`. */
async function referrerAndReferee(brandId = 'croupier') {
  const referrer = await registerPlayer(app, { brandId });
  const referralCode = await referralCodeOf(referrer.loginToken);
  const referee = await registerPlayer(app, { brandId, referralCode });
  return { referrer, referee };
}

/** Requests an IDR deposit through BCA; answers its transaction id. */
async function requestDeposit(loginToken: string, amount: string): Promise<string> {
  const response = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId;
}

/** A USDT deposit to the player's TRC20 address, as confirm-deposit takes it. */
async function cryptoDeposit(loginToken: string, amount: string, txHash: string) {
  const response = await post(
    app,
    'cryptoWallet/getAddress',
    { currency: 'USDT', network: 'TRC20' },
    loginToken,
  );
  return {
    address: response.body.data.address,
    currency: 'USDT',
    network: 'TRC20',
    amount,
    txHash,
  };
}

const approve = (id: string) => admin(app, 'POST', `/transactions/${id}/approve`, {});

async function bonusesOf(loginToken: string) {
  const response = await post(app, 'bonus/list', {}, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data;
}

test('commission is the percentage rounded down to the currency scale', () => {
  const percent = new Decimal('1.5');
  assert.equal(commissionOf(new Decimal('100000'), percent, 2).toFixed(), '1500');
  assert.equal(commissionOf(new Decimal('100001'), percent, 2).toFixed(), '1500.01');
  assert.equal(commissionOf(new Decimal('0.66'), percent, 2).toFixed(), '0');
  assert.equal(commissionOf(new Decimal('125.5'), percent, 6).toFixed(), '1.8825');
});

test('approving a referee deposit credits the referrer once, in the same transaction', async () => {
  const { referrer, referee } = await referrerAndReferee();
  const id = await requestDeposit(referee.loginToken, '100001');
  const approvals = await Promise.all([approve(id), approve(id), approve(id)]);
  for (const approval of approvals) assert.equal(approval.statusCode, 200);
  assert.equal((await approve(id)).statusCode, 200);

  const { items, total } = await bonusesOf(referrer.loginToken);
  assert.equal(total, 1);
  assert.deepEqual(
    { ...items[0], bonusId: undefined, createdAt: undefined },
    {
      bonusId: undefined,
      source: 'referral',
      amount: '1500.01',
      currency: 'IDR',
      status: 'credited',
      description: `Referral commission from ${maskUsername(referee.username)}'s deposit`,
      createdAt: undefined,
    },
  );
  assert.equal((await balanceOf(app, referrer.loginToken, 'IDR')).available, '1500.01');
  assert.equal((await balanceOf(app, referee.loginToken, 'IDR')).available, '100001.00');
  const { rows } = await pool.query(
    `SELECT kind FROM ledger_transfers WHERE idempotency_key = $1`,
    [`referral-commission:${id}`],
  );
  assert.deepEqual(rows, [{ kind: 'bonus' }]);
  assert.equal((await bonusesOf(referee.loginToken)).total, 0);
  await assertLedgerInvariants(pool);
});

test('a confirmed crypto deposit earns commission once per txHash', async () => {
  const { referrer, referee } = await referrerAndReferee();
  const report = await cryptoDeposit(referee.loginToken, '125.5', 'ef'.repeat(32));
  for (let repeat = 0; repeat < 2; repeat++) {
    assert.equal((await admin(app, 'POST', '/crypto/confirm-deposit', report)).statusCode, 200);
  }
  const { items, total } = await bonusesOf(referrer.loginToken);
  assert.equal(total, 1);
  assert.deepEqual([items[0].amount, items[0].currency], ['1.882500', 'USDT']);
  await assertLedgerInvariants(pool);
});

test('no commission without a referrer or from a disabled programme; an unknown or foreign code registers nobody', async () => {
  const bonusesBefore = await countRows(pool, 'bonuses');
  const playersBefore = await countRows(pool, 'players');
  const lagoonReferrer = await registerPlayer(app, { brandId: 'lagoon' });
  for (const referralCode of ['ZZZZZZZZ', await referralCodeOf(lagoonReferrer.loginToken)]) {
    await assert.rejects(registerPlayer(app, { referralCode }), /"errorCode":18/, referralCode);
  }
  assert.equal(await countRows(pool, 'players'), playersBefore + 1);

  const unreferred = await registerPlayer(app);
  const { referrer: lagoonOwn, referee: lagoonReferee } = await referrerAndReferee('lagoon');
  for (const player of [unreferred, lagoonReferee]) {
    const id = await requestDeposit(player.loginToken, '100000');
    assert.equal((await approve(id)).statusCode, 200);
  }
  assert.equal(await countRows(pool, 'bonuses'), bonusesBefore);
  assert.equal((await bonusesOf(lagoonOwn.loginToken)).total, 0);
  assert.equal((await bonusesOf(lagoonReferrer.loginToken)).total, 0);
  await assertLedgerInvariants(pool);
});

test('a player can never refer itself', async () => {
  const { referee } = await referrerAndReferee();
  await assert.rejects(
    pool.query('UPDATE players SET referred_by = id WHERE username = $1', [referee.username]),
    /check constraint/,
  );
});

test('a commission that rounds to zero is skipped', async () => {
  const { referrer, referee } = await referrerAndReferee();
  const report = await cryptoDeposit(referee.loginToken, '0.000066', '12'.repeat(32));
  assert.equal((await admin(app, 'POST', '/crypto/confirm-deposit', report)).statusCode, 200);
  assert.equal((await bonusesOf(referrer.loginToken)).total, 0);
  await assertLedgerInvariants(pool);
});

test('referral answers the brand programme', async () => {
  const croupier = await registerPlayer(app);
  const lagoon = await registerPlayer(app, { brandId: 'lagoon' });
  assert.deepEqual((await post(app, 'referral', {}, croupier.loginToken)).body, {
    errorCode: 0,
    data: { enabled: true, commissionPercent: '1.5' },
  });
  assert.deepEqual((await post(app, 'referral', {}, lagoon.loginToken)).body.data, {
    enabled: false,
    commissionPercent: '0',
  });
});

test('referral/get and referral/players: code, counts, masked referees, status, earnings, pages', async () => {
  const referrer = await registerPlayer(app);
  const referralCode = await referralCodeOf(referrer.loginToken);
  const referees = [];
  for (let index = 0; index < 3; index++) {
    referees.push(await registerPlayer(app, { referralCode }));
  }
  const [first, second] = referees;
  assert.ok(first !== undefined && second !== undefined);
  for (const amount of ['100000', '200000']) {
    assert.equal((await approve(await requestDeposit(first.loginToken, amount))).statusCode, 200);
  }
  await requestDeposit(second.loginToken, '100000');

  const summary = await post(app, 'referral/get', {}, referrer.loginToken);
  assert.deepEqual(summary.body, {
    errorCode: 0,
    data: {
      referralCode,
      referredCount: 3,
      earnings: [{ currency: 'IDR', amount: '4500.00' }],
      programme: { enabled: true, commissionPercent: '1.5' },
    },
  });

  const all = (await post(app, 'referral/players', {}, referrer.loginToken)).body.data;
  assert.deepEqual([all.total, all.page, all.pageSize], [3, 1, 20]);
  assert.deepEqual(
    all.items.map((item: { username: string }) => item.username),
    referees.map((referee) => maskUsername(referee.username)).reverse(),
  );
  const [newest, , oldest] = all.items;
  assert.deepEqual([newest.status, newest.earnings], ['registered', []]);
  assert.deepEqual(
    [oldest.status, oldest.earnings],
    ['active', [{ currency: 'IDR', amount: '4500.00' }]],
  );
  assert.equal(all.items[1].status, 'registered', 'a pending deposit does not make it active');
  assert.ok(!all.items.some((item: { username: string }) => item.username === first.username));

  const secondPage = await post(
    app,
    'referral/players',
    { page: 2, pageSize: 2 },
    referrer.loginToken,
  );
  assert.deepEqual(secondPage.body.data.items, [oldest]);
  assert.equal(secondPage.body.data.total, 3);

  const unreferred = await post(app, 'referral/get', {}, first.loginToken);
  assert.deepEqual([unreferred.body.data.referredCount, unreferred.body.data.earnings], [0, []]);
});

test('referral calls refuse bad bodies with errorCode 2 and session tokens with errorCode 1', async () => {
  const { loginToken } = await registerPlayer(app);
  for (const [path, body] of [
    ['referral', { extra: 1 }],
    ['referral/get', { page: 1 }],
    ['referral/players', { page: 0 }],
    ['referral/players', { pageSize: '10' }],
    ['referral/players', { pageSize: 101 }],
  ] as const) {
    const response = await post(app, path, body, loginToken);
    assert.deepEqual([response.statusCode, response.body.errorCode], [400, 2], path);
  }
  const sessionToken = await newSessionToken(app);
  for (const path of ['referral', 'referral/get', 'referral/players']) {
    for (const authorization of [undefined, sessionToken]) {
      const response = await post(app, path, {}, authorization);
      assert.deepEqual([response.statusCode, response.body.errorCode], [401, 1], path);
    }
  }
});

test('a referral by the same person is not recorded: same device, verified identity or contact of its accounts', async () => {
  const referrer = await registerPlayer(app, {}, 'the referrer’s phone');
  const referralCode = await referralCodeOf(referrer.loginToken);
  const { email } = (await post(app, 'me', {}, referrer.loginToken)).body.data;
  await pool.query(
    `INSERT INTO player_verifications (player_id, status, full_name)
     SELECT id, 'verified', 'Rita Referrer' FROM players WHERE username = $1`,
    [referrer.username],
  );
  // The referrer's account on another brand, with the same email and a phone number of its own.
  const elsewhere = await registerPlayer(app, { brandId: 'lagoon', email });
  const elsewherePhone = (await post(app, 'me', {}, elsewhere.loginToken)).body.data.phoneNumber;

  const referredBy = async (username: string) =>
    (
      await pool.query<{ referrer: string | null }>(
        `SELECT referrer.username AS referrer FROM players
         LEFT JOIN players referrer ON referrer.id = players.referred_by
         WHERE players.username = $1`,
        [username],
      )
    ).rows[0]?.referrer;
  const sameDevice = await registerPlayer(app, { referralCode }, 'the referrer’s phone');
  const sameIdentity = await registerPlayer(app, {
    referralCode,
    bankAccountName: 'RITA  REFERRER',
  });
  const samePhoneElsewhere = await registerPlayer(app, {
    referralCode,
    phoneNumber: elsewherePhone,
  });
  const friend = await registerPlayer(app, { referralCode });
  assert.equal(await referredBy(sameDevice.username), null);
  assert.equal(await referredBy(sameIdentity.username), null);
  assert.equal(await referredBy(samePhoneElsewhere.username), null);
  assert.equal(await referredBy(friend.username), referrer.username);
});

/** Waits until `count` backends of this database wait for a lock. */
async function lockWaits(count: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await pool.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  assert.fail(`fewer than ${count} backends waited for a lock`);
}

test("a declined deposit and the approval of another of the player's deposits never deadlock", async () => {
  const { referrer, referee } = await referrerAndReferee();
  const toDecline = await requestDeposit(referee.loginToken, '100000');
  const toApprove = await requestDeposit(referee.loginToken, '200000');
  await ownerPool.query(
    `INSERT INTO ledger_accounts (player_id, currency)
     SELECT id, 'IDR' FROM players WHERE username = $1 ON CONFLICT DO NOTHING`,
    [referrer.username],
  );
  // The referrer's account held elsewhere stops the approval after its deposit's transfer, before
  // its commission and its status: the decline then runs while the approval holds the player.
  const blocker = await ownerPool.connect();
  try {
    await blocker.query('BEGIN');
    const held = await blocker.query(
      `SELECT FROM ledger_accounts WHERE currency = 'IDR'
         AND player_id = (SELECT id FROM players WHERE username = $1) FOR UPDATE`,
      [referrer.username],
    );
    assert.equal(held.rowCount, 1);
    const approval = admin(app, 'POST', `/payments/${toApprove}/approve`, {});
    await lockWaits(1);
    const decline = admin(app, 'POST', `/payments/${toDecline}/decline`, {
      reason: 'payment_not_received',
    });
    await lockWaits(2);
    await blocker.query('COMMIT');
    const answers = await Promise.all([approval, decline]);
    assert.deepEqual(
      answers.map((answer) => [answer.statusCode, answer.body.data?.status]),
      [
        [200, 'SUCCESS'],
        [200, 'DECLINED'],
      ],
      JSON.stringify(answers.map((answer) => answer.body)),
    );
  } finally {
    blocker.release();
  }
  await assertLedgerInvariants(pool);
});
