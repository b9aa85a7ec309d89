// The player's statement of a year (GLI-19 2.5.7): deposits, withdrawals, wagers, wins (a
// rolled-back bet excluded), bonus money and net per currency, and per game; as JSON and CSV, for
// the player and for staff within their brands.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { balanceOf, verifiedPlayer, walletPlayer } from '../../../test/wallet.js';
import { Money } from '../../money/amounts.js';

const { app, pool, ownerPool, close } = await startTestApp();
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
      openingBalance: '0.00',
      deposits: '100000.00',
      withdrawals: '60000.00',
      wagers: '1000.00',
      wins: '3000.00',
      bonusGranted: '0.00',
      bonusRemoved: '0.00',
      adjustments: '0.00',
      swappedIn: '0.00',
      swappedOut: '0.00',
      closingBalance: '42000.00',
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
    'section,currency,gpid,gameCode,game,rounds,openingBalance,deposits,withdrawals,wagers,wins,' +
      'bonusGranted,bonusRemoved,adjustments,swappedIn,swappedOut,closingBalance,net',
    'total,IDR,,,,,0.00,100000.00,60000.00,1000.00,3000.00,0.00,0.00,0.00,0.00,0.00,42000.00,2000.00',
    `game,IDR,${slot.gpid},${slot.code},Test ${slot.code},2,,,,1000.00,3000.00,,,,,,,2000.00`,
  ]);
});

/** Moves every ledger transfer of the player's account so far to the last day of last year. */
async function backdateToLastYear(playerId: string) {
  // The ledger is append-only: the tables' owner lifts the guard for this one UPDATE, in one
  // transaction, so no other writer ever sees it lifted.
  const client = await ownerPool.connect();
  try {
    await client.query('BEGIN');
    await client.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only');
    await client.query(
      `UPDATE ledger_transfers SET created_at = make_timestamptz($2, 12, 31, 12, 0, 0, 'UTC')
       WHERE id IN (SELECT posting.transfer_id FROM ledger_postings posting
                    JOIN ledger_accounts account ON account.id = posting.account_id
                    WHERE account.player_id = $1)`,
      [playerId, year - 1],
    );
    await client.query(
      'ALTER TABLE ledger_transfers ENABLE ALWAYS TRIGGER ledger_transfers_append_only',
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A manual adjustment of the player's IDR by staff with the payments role, posted at once. */
async function adjust(playerId: string, amount: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/admin/v1/players/${playerId}/adjustments`,
    headers: { 'idempotency-key': randomUUID(), 'x-operator-key': paymentsKey },
    payload: { amount, currency: 'IDR', reason: 'Statement test' },
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().data.status, 'posted');
}

const paymentsKey = await apiKey(app, 'statement adjustments', ['payments']);

type Totals = Record<string, string>;

/** Each line's sign on the way from the opening balance to the closing one. */
const SIGNED_LINES: [string, 1 | -1][] = [
  ['deposits', 1],
  ['withdrawals', -1],
  ['wagers', -1],
  ['wins', 1],
  ['bonusGranted', 1],
  ['bonusRemoved', -1],
  ['adjustments', 1],
  ['swappedIn', 1],
  ['swappedOut', -1],
];

/** The opening balance plus every line, signed. */
const reconciled = (row: Totals) =>
  SIGNED_LINES.reduce(
    (sum, [line, sign]) => sum.plus(new Money(row[line] ?? 'NaN').times(sign)),
    new Money(row.openingBalance ?? 'NaN'),
  );

test('every line of the year, adjustments and swaps included, takes the opening balance to the closing one', async () => {
  const { loginToken, playerId } = await playedYear();
  // Last year: the deposit, the game and the withdrawal request.
  await backdateToLastYear(playerId);
  // This year: two adjustments and a swap to USD.
  await adjust(playerId, '25000');
  await adjust(playerId, '-1000.50');
  const quoted = await post(
    app,
    'swap',
    { action: 'quote', fromCurrency: 'IDR', toCurrency: 'USD', amount: '32500' },
    loginToken,
  );
  assert.equal(quoted.statusCode, 200, JSON.stringify(quoted.body));
  const swapped = await post(
    app,
    'swap',
    { action: 'execute', quoteId: quoted.body.data.quoteId },
    loginToken,
  );
  assert.equal(swapped.statusCode, 200, JSON.stringify(swapped.body));
  const usd = quoted.body.data.toAmount as string;

  const lastYear = (await post(app, 'statement/year', { year: year - 1 }, loginToken)).body.data;
  const thisYear = (await post(app, 'statement/year', { year }, loginToken)).body.data;
  const pick = (rows: Totals[], currency: string) => rows.find((row) => row.currency === currency);
  assert.deepEqual(
    lastYear.currencies.map((row: Totals) => [
      row.currency,
      row.openingBalance,
      row.closingBalance,
    ]),
    [['IDR', '0.00', '42000.00']],
  );
  const idr = pick(thisYear.currencies, 'IDR');
  assert.deepEqual(
    idr && [idr.openingBalance, idr.deposits, idr.wagers, idr.adjustments, idr.swappedOut],
    ['42000.00', '0.00', '0.00', '23999.50', '32500.00'],
  );
  const dollars = pick(thisYear.currencies, 'USD');
  assert.deepEqual(dollars && [dollars.openingBalance, dollars.swappedIn], ['0.00', usd]);
  for (const row of [...lastYear.currencies, ...thisYear.currencies] as Totals[]) {
    assert.equal(reconciled(row).toFixed(), new Money(row.closingBalance ?? 'NaN').toFixed());
  }
  // This year's closing balance is what the wallet holds now.
  assert.equal(idr?.closingBalance, (await balanceOf(app, loginToken, 'IDR')).available);
  assert.equal(
    new Money(dollars?.closingBalance ?? 'NaN').toFixed(),
    new Money((await balanceOf(app, loginToken, 'USD')).available).toFixed(),
  );

  const csv = await adminAs(
    app,
    { key: paymentsKey },
    'GET',
    `/players/${playerId}/statement?year=${year}&format=csv`,
  );
  assert.ok(
    String(csv.body)
      .split('\n')
      .includes(
        'total,IDR,,,,,42000.00,0.00,0.00,0.00,0.00,0.00,0.00,23999.50,0.00,32500.00,33499.50,0.00',
      ),
    String(csv.body),
  );
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
