// The API is killed with SIGKILL in the middle of approvals and withdrawals, then restarted:
// every operation a client saw acknowledged (HTTP 200) is in the database, and the ledger
// invariants hold.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

import { createTestDatabase, fullRegistration, FINGERPRINT } from '../../../test/harness.js';
import { killableApi, type Answer } from '../../../test/killable-api.js';
import { assertLedgerInvariants } from '../../../test/wallet.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';

const PLAYERS = 4;
const DEPOSITS_PER_PLAYER = 15;
const WITHDRAWALS_PER_PLAYER = 15;
/** Acknowledgements to wait for before the kill, so it lands mid-load. */
const ACKNOWLEDGED_BEFORE_KILL = 30;

const database = await createTestDatabase();
const receiptsDir = await mkdtemp(path.join(tmpdir(), 'croupier-crash-'));
const api = await killableApi(database, { RECEIPTS_DIR: receiptsDir });
const { call } = api;

after(async () => {
  await api.stop('SIGTERM');
  await database.drop();
  await rm(receiptsDir, { recursive: true, force: true });
});

async function ok(path: string, body: object, headers: Record<string, string> = {}) {
  const answer = await call(path, body, headers);
  assert.ok(answer !== null && answer.statusCode === 200, `${path}: ${JSON.stringify(answer)}`);
  return answer.body.data;
}

const operator = { 'x-operator-key': DEMO_OPERATOR_KEY };
const idrDeposit = {
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount: '100000',
  paymentChannel: 'BCA',
};
const idrWithdrawal = { ...idrDeposit, transactionType: 'WITHDRAW', amount: '60000' };

test('acknowledged operations survive a SIGKILL mid-load', { timeout: 120_000 }, async () => {
  await api.start();
  const players: string[] = [];
  for (let index = 0; index < PLAYERS; index++) {
    const registration = fullRegistration();
    const { sessionToken } = await ok('/v1/tsGenerateSessionToken', {
      brandId: 'croupier',
      clientFingerprint: FINGERPRINT,
    });
    const { playerToken } = await ok('/v1/register3', registration, {
      authorization: sessionToken,
    });
    players.push(playerToken);
  }
  // Each player starts with one approved deposit, and a queue of pending ones.
  const pending: string[] = [];
  for (const loginToken of players) {
    const first = await ok('/v1/depo-wd', idrDeposit, { authorization: loginToken });
    await ok(`/admin/v1/transactions/${first.transactionId}/approve`, {}, operator);
    for (let index = 0; index < DEPOSITS_PER_PLAYER; index++) {
      pending.push(
        (await ok('/v1/depo-wd', idrDeposit, { authorization: loginToken })).transactionId,
      );
    }
  }

  const approved: string[] = [];
  const withdrawals: Array<{ key: string; loginToken: string; answer: Answer }> = [];
  let acknowledged = 0;
  let killed: Promise<unknown> | undefined;
  const acknowledge = () => {
    acknowledged += 1;
    if (acknowledged === ACKNOWLEDGED_BEFORE_KILL) killed = api.stop('SIGKILL');
  };
  await Promise.all([
    ...pending.map(async (id) => {
      const answer = await call(`/admin/v1/transactions/${id}/approve`, {}, operator);
      if (answer?.statusCode === 200) {
        approved.push(id);
        acknowledge();
      }
    }),
    ...players.flatMap((loginToken) =>
      Array.from({ length: WITHDRAWALS_PER_PLAYER }, async () => {
        const key = randomUUID();
        const answer = await call('/v1/depo-wd', idrWithdrawal, {
          authorization: loginToken,
          'idempotency-key': key,
        });
        if (answer?.statusCode === 200) {
          withdrawals.push({ key, loginToken, answer });
          acknowledge();
        }
      }),
    ),
  ]);
  await killed;
  assert.ok(acknowledged >= ACKNOWLEDGED_BEFORE_KILL, `only ${acknowledged} acknowledged`);
  assert.ok(
    acknowledged < pending.length + PLAYERS * WITHDRAWALS_PER_PLAYER,
    'the kill landed before the load finished',
  );

  await api.start();
  const { rows: decided } = await database.pool.query(
    "SELECT id FROM payments WHERE id = ANY($1::uuid[]) AND status = 'approved'",
    [approved],
  );
  assert.equal(decided.length, approved.length, 'every acknowledged approval is stored');
  const { rows: held } = await database.pool.query(
    `SELECT count(*)::int AS count FROM ledger_transfers
     WHERE kind = 'withdraw_hold' AND meta ->> 'transactionId' = ANY($1::text[])`,
    [withdrawals.map(({ answer }) => answer.body.data.transactionId)],
  );
  assert.equal(held[0].count, withdrawals.length, 'every acknowledged withdrawal holds its amount');
  for (const { key, loginToken, answer } of withdrawals) {
    const repeated = await call('/v1/depo-wd', idrWithdrawal, {
      authorization: loginToken,
      'idempotency-key': key,
    });
    assert.deepEqual(repeated, answer, 'a repeat after the restart answers the original');
  }
  await assertLedgerInvariants(database.pool);
});
