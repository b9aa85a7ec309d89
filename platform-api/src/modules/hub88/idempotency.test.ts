import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import { betBody, rollbackBody, startHub88TestApp, winBody } from '../../../test/hub88.js';
import { assertLedgerInvariants } from '../../../test/wallet.js';
import { listHub88Transactions } from './reconcile-repository.js';

const { pool, playing, call } = await startHub88TestApp();

const statusOf = async (path: string, body: object) => (await call(path, body)).status as string;

async function transferCount(): Promise<number> {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger_transfers`);
  return rows[0].n as number;
}

test('a repeated bet answers its first result and moves nothing', async () => {
  const session = await playing();
  const bet = betBody(session);
  const first = await call('bet', bet);
  await call('bet', betBody(session));
  const transfers = await transferCount();
  const repeat = await call('bet', { ...bet, request_uuid: 'retry' });
  assert.deepEqual(repeat, { ...first, request_uuid: 'retry' });
  assert.equal(await transferCount(), transfers);
});

test('a bet id reused with another amount, currency, round, user or game is a duplicate', async () => {
  const session = await playing();
  const other = await playing();
  const bet = betBody(session);
  assert.equal(await statusOf('bet', bet), 'RS_OK');
  for (const changed of [
    { amount: 200_000 },
    { currency: 'USD' },
    { round: randomUUID() },
    { game_code: 'other' },
    { user: other.user, token: other.token },
  ]) {
    assert.equal(await statusOf('bet', { ...bet, ...changed }), 'RS_ERROR_DUPLICATE_TRANSACTION');
  }
});

test('several bets share a round; a win pays into it once', async () => {
  const session = await playing();
  const round = randomUUID();
  const bets = [betBody(session, { round }), betBody(session, { round })];
  for (const bet of bets) assert.equal(await statusOf('bet', bet), 'RS_OK');
  const win = winBody(session, bets[1]!, { amount: 500_000 });
  const paid = await call('win', win);
  assert.deepEqual([paid.status, paid.balance], ['RS_OK', 10_000_300_000]);
  assert.deepEqual(await call('win', win), paid);
  for (const changed of [
    { amount: 1000 },
    { reference_transaction_uuid: bets[0]!.transaction_uuid },
  ]) {
    assert.equal(await statusOf('win', { ...win, ...changed }), 'RS_ERROR_DUPLICATE_TRANSACTION');
  }
  const { rows } = await pool.query(
    `SELECT stake::text, win::text, status FROM rounds WHERE round_id = $1`,
    [round],
  );
  assert.deepEqual(rows, [
    { stake: '2.000000000000000000', win: '5.000000000000000000', status: 'settled' },
  ]);
});

test('a round closed by Hub88 takes no further win until a bet reopens it', async () => {
  const session = await playing();
  const round = randomUUID();
  const bet = betBody(session, { round });
  assert.equal(await statusOf('bet', bet), 'RS_OK');
  const closing = winBody(session, bet, { amount: 500_000, round_closed: true });
  const paid = await call('win', closing);
  assert.equal(paid.status, 'RS_OK');
  const late = await call('win', winBody(session, bet, { amount: 500_000 }));
  assert.deepEqual([late.status, late.balance], ['RS_ERROR_UNKNOWN', paid.balance]);
  assert.deepEqual(await call('win', closing), paid, 'the closing win repeated answers the same');
  const reopening = betBody(session, { round });
  assert.equal(await statusOf('bet', reopening), 'RS_OK');
  assert.equal(await statusOf('win', winBody(session, reopening, { amount: 100_000 })), 'RS_OK');
  await assertLedgerInvariants(pool);
});

test('a win naming no bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
  const session = await playing();
  const stranger = { transaction_uuid: randomUUID(), round: randomUUID() };
  assert.equal(
    await statusOf('win', winBody(session, stranger)),
    'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  );
});

test('a win on a rolled-back bet is RS_ERROR_TRANSACTION_ROLLED_BACK', async () => {
  const session = await playing();
  const bet = betBody(session);
  await call('bet', bet);
  assert.equal(await statusOf('rollback', rollbackBody(session, bet)), 'RS_OK');
  assert.equal(await statusOf('win', winBody(session, bet)), 'RS_ERROR_TRANSACTION_ROLLED_BACK');
});

test('bet, win, then rollback of the bet: the stake comes back, the win stays', async () => {
  const session = await playing();
  const bet = betBody(session, { amount: 300_000 });
  await call('bet', bet);
  await call('win', winBody(session, bet, { amount: 100_000 }));
  const rollback = rollbackBody(session, bet);
  const undone = await call('rollback', rollback);
  assert.deepEqual([undone.status, undone.balance], ['RS_OK', 10_000_100_000]);
  assert.deepEqual(await call('rollback', rollback), undone, 'a repeat answers the same');
  const again = await call('rollback', rollbackBody(session, bet));
  assert.deepEqual([again.status, again.balance], ['RS_OK', 10_000_100_000], 'refunded once');
  const changed = { ...rollback, reference_transaction_uuid: randomUUID() };
  assert.equal(await statusOf('rollback', changed), 'RS_ERROR_DUPLICATE_TRANSACTION');
  await assertLedgerInvariants(pool);
});

test('a rollback of an unknown bet succeeds and refuses that bet later', async () => {
  const session = await playing();
  const bet = betBody(session);
  const undone = await call('rollback', rollbackBody(session, bet));
  assert.deepEqual([undone.status, undone.balance], ['RS_OK', 10_000_000_000]);
  const late = await call('bet', bet);
  assert.deepEqual(
    [late.status, late.balance],
    ['RS_ERROR_TRANSACTION_ROLLED_BACK', 10_000_000_000],
  );
});

test('a rollback naming a win is RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
  const session = await playing();
  const bet = betBody(session);
  await call('bet', bet);
  const win = winBody(session, bet);
  await call('win', win);
  const answer = await call('rollback', rollbackBody(session, win));
  assert.equal(answer.status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
});

test('the transactions list tells the rollback that refunded its bet from those that did not', async () => {
  const session = await playing();
  const bet = betBody(session);
  await call('bet', bet);
  const refunding = rollbackBody(session, bet);
  const later = rollbackBody(session, bet);
  const ofUnknownBet = rollbackBody(session, {
    transaction_uuid: randomUUID(),
    round: randomUUID(),
  });
  for (const rollback of [refunding, later, ofUnknownBet]) {
    assert.equal(await statusOf('rollback', rollback), 'RS_OK');
  }
  const today = new Date().toISOString().slice(0, 10);
  const listed = await listHub88Transactions(pool, { from: today, to: today });
  const outcomeOf = ({ transaction_uuid }: { transaction_uuid: string }) =>
    listed.find((row) => row.transactionUuid === transaction_uuid)?.outcome;
  assert.deepEqual([refunding, later, ofUnknownBet].map(outcomeOf), [
    'refunded',
    'noRefund',
    'noRefund',
  ]);
});
