// Reconciliation against the sandbox's own record of the wallet calls it made: a day that agrees
// has no differences; a transfer deleted from (a copy of) the ledger, an amount changed in it, a
// call Hub88 lost and one it records as refused are each found, stored per day and listed.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { withTransaction } from '../../db/pool.js';
import { post } from '../../../test/harness.js';
import { startHub88Pair } from '../../../test/hub88-sandbox.js';
import { admin, assertLedgerInvariants, walletPlayer } from '../../../test/wallet.js';
import { reconcileClosedDays, reconcileHub88Days } from './reconciliation-job.js';

const { app, pool, ownerPool, sandbox, sandboxUrl, operatorCli, hub88Call, close } =
  await startHub88Pair();
after(close);
const today = new Date().toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

async function playSpins(count: number) {
  await admin(app, 'POST', '/hub88/sync-games', {});
  const { rows } = await pool.query<{ gpid: string; code: string }>(
    `SELECT gpid, code FROM hub88_games WHERE game_code = 'sbx_lucky_sevens'`,
  );
  const player = await walletPlayer(app, '100000');
  const launched = await post(
    app,
    'game',
    { gpid: rows[0]!.gpid, gameCode: rows[0]!.code },
    player.loginToken,
  );
  const session = new URL(launched.body.data.launchUrl).searchParams.get('session');
  for (let spin = 0; spin < count; spin += 1) {
    const response = await fetch(`${sandboxUrl}/games/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    assert.equal(((await response.json()) as { status: string }).status, 'RS_OK');
  }
}

/** Applied bets with their ledger transfer, oldest first. */
async function appliedBets() {
  const { rows } = await pool.query<{ transactionId: string; transferId: string }>(
    `SELECT call.transaction_id AS "transactionId", transfer.id::text AS "transferId"
     FROM provider_transactions call
     JOIN ledger_transfers transfer
       ON transfer.idempotency_key = format('game:%s:%s', call.gpid, call.transaction_id)
     WHERE call.kind = 'bet' AND NOT EXISTS (SELECT FROM provider_rollbacks refund
       WHERE refund.gpid = call.gpid AND refund.transaction_id = call.transaction_id)
     ORDER BY call.created_at`,
  );
  return rows;
}

test('a day where Hub88 and the ledger agree has no differences', async () => {
  await playSpins(8);
  await assertLedgerInvariants(pool);
  const [result] = await reconcileHub88Days(pool, hub88Call, [today]);
  assert.ok(result);
  assert.equal(result.hub88Count, sandbox.transactions.recorded.length);
  assert.equal(result.ledgerCount, result.hub88Count);
  assert.equal(result.differences, 0);
});

test('a deleted transfer, a changed amount, a call Hub88 lost and one it refused are found', async () => {
  const [deleted, changed] = await appliedBets();
  assert.ok(deleted && changed);
  // This run's database is a throwaway copy: its ledger is tampered with past its append-only
  // triggers, which the owner switches off for this transaction only.
  await withTransaction(ownerPool, async (client) => {
    await client.query('ALTER TABLE ledger_postings DISABLE TRIGGER USER');
    await client.query('ALTER TABLE ledger_transfers DISABLE TRIGGER USER');
    await client.query('DELETE FROM ledger_postings WHERE transfer_id = $1', [deleted.transferId]);
    await client.query('DELETE FROM ledger_transfers WHERE id = $1', [deleted.transferId]);
    await client.query('UPDATE ledger_postings SET amount = amount * 2 WHERE transfer_id = $1', [
      changed.transferId,
    ]);
    await client.query('ALTER TABLE ledger_postings ENABLE TRIGGER USER');
    await client.query('ALTER TABLE ledger_transfers ENABLE TRIGGER USER');
  });
  // Hub88's own record: one call it never kept, one it records as refused.
  const recorded = sandbox.transactions.recorded;
  const wins = recorded.filter((entry) => entry.kind === 'TK_WIN');
  const lost = wins[0]!;
  const refused = wins[1]!;
  recorded.splice(recorded.indexOf(lost), 1);
  refused.transaction_status = 'TS_DECLINED';

  const [result] = await reconcileHub88Days(pool, hub88Call, [today]);
  assert.equal(result?.differences, 4);

  const days = await admin(app, 'GET', '/hub88/reconciliation/days');
  assert.equal(days.statusCode, 200, JSON.stringify(days.body));
  assert.deepEqual(
    days.body.data.days.map((day: { day: string; differences: number }) => [
      day.day,
      day.differences,
    ]),
    [[today, 4]],
  );
  const detail = await admin(app, 'GET', `/hub88/reconciliation/days/${today}`);
  assert.equal(detail.statusCode, 200, JSON.stringify(detail.body));
  const byUuid = new Map(
    detail.body.data.items.map((item: { transactionUuid: string }) => [item.transactionUuid, item]),
  );
  assert.deepEqual(byUuid.get(deleted.transactionId), {
    transactionUuid: deleted.transactionId,
    difference: 'missingInLedger',
    kind: 'bet',
    hub88Amount: '1',
    ledgerAmount: null,
    hub88Status: 'TS_SUCCESS',
    ledgerOutcome: 'applied',
  });
  assert.deepEqual(byUuid.get(changed.transactionId), {
    transactionUuid: changed.transactionId,
    difference: 'amount',
    kind: 'bet',
    hub88Amount: '1',
    ledgerAmount: '2',
    hub88Status: 'TS_SUCCESS',
    ledgerOutcome: 'applied',
  });
  assert.equal(
    (byUuid.get(lost.transaction_uuid) as { difference: string }).difference,
    'missingAtHub88',
  );
  assert.deepEqual(
    [
      (byUuid.get(refused.transaction_uuid) as { difference: string }).difference,
      (byUuid.get(refused.transaction_uuid) as { hub88Status: string }).hub88Status,
    ],
    ['status', 'TS_DECLINED'],
  );
  const missing = await admin(app, 'GET', '/hub88/reconciliation/days/2001-01-01');
  assert.equal(missing.statusCode, 404);
});

test('the scheduled pass reconciles closed days once, in the one process holding the lock', async () => {
  await pool.query('DELETE FROM hub88_reconciliation_days');
  // Tomorrow, today is a closed day not reconciled yet.
  const tomorrow = new Date(Date.now() + DAY_MS);
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(7310088)');
    assert.equal(await reconcileClosedDays(pool, hub88Call, tomorrow), null);
  } finally {
    await holder.query('SELECT pg_advisory_unlock(7310088)');
    holder.release();
  }
  const first = await reconcileClosedDays(pool, hub88Call, tomorrow);
  assert.deepEqual(
    first?.map((day) => [day.day, day.differences]),
    [[today, 4]],
  );
  assert.deepEqual(await reconcileClosedDays(pool, hub88Call, tomorrow), []);
  // Today itself is not closed: the pass leaves it alone.
  await pool.query('DELETE FROM hub88_reconciliation_days');
  assert.deepEqual(await reconcileClosedDays(pool, hub88Call, new Date()), []);
});

test('a re-run of chosen days is for closed days only, and validated', async () => {
  const refused = await admin(app, 'POST', '/hub88/reconciliation', { from: today, to: today });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body.message, /closed days/);
  const reversed = await admin(app, 'POST', '/hub88/reconciliation', {
    from: '2026-01-02',
    to: '2026-01-01',
  });
  assert.equal(reversed.statusCode, 400);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const rerun = await admin(app, 'POST', '/hub88/reconciliation', {
    from: yesterday,
    to: yesterday,
  });
  assert.equal(rerun.statusCode, 200, JSON.stringify(rerun.body));
  assert.deepEqual(rerun.body.data.days, [
    { day: yesterday, hub88Count: 0, ledgerCount: 0, differences: 0 },
  ]);
  const all = await admin(app, 'GET', '/hub88/reconciliation/days?all=true');
  assert.equal(all.statusCode, 200, JSON.stringify(all.body));
  assert.deepEqual(
    all.body.data.days.map((day: { day: string }) => day.day),
    [yesterday],
  );
});

test('the operator CLI compares chosen closed days and prints their differences', async () => {
  const { stdout } = await operatorCli(['hub88', 'reconcile', '--from', today, '--to', today]);
  assert.match(stdout, /^time\s+transaction\s+kind/);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const compared = await operatorCli([
    'hub88',
    'reconcile',
    '--from',
    yesterday,
    '--to',
    yesterday,
    '--compare',
  ]);
  const lines = compared.stdout.trim().split('\n');
  assert.match(lines[0] ?? '', /^day\s+hub88\s+ledger\s+differences/);
  assert.match(lines[2] ?? '', new RegExp(`^${yesterday}\\s+0\\s+0\\s+0`));
});
