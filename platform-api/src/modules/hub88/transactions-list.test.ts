// transactions/list as docs.hub88.io publishes it (Transactions API, "Hub88 transaction item"):
// each entry says `transaction_status` (TS_SUCCESS, TS_DECLINED, TS_ROLLEDBACK, …) and `kind`
// (TK_BET, TK_WIN, …). Reconciliation reads those, and values Hub88 adds later pass.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { ReconciledTransaction } from './reconcile-repository.js';
import { compareWithLedger, hub88TransactionsOf } from './reconciliation.js';

const ledgerRow = (uuid: string, amount: string): ReconciledTransaction => ({
  transactionUuid: uuid,
  kind: 'bet',
  referenceTransactionUuid: null,
  round: 'round-1',
  user: 'player',
  currency: 'EUR',
  amount,
  outcome: 'applied',
  transferId: '1',
  transferAmount: amount,
  supplierPromo: null,
  bonusGrantId: null,
  createdAt: new Date(),
});

/** An answer as Hub88 documents it: a bare array of transaction items. */
const documented = [
  { transaction_uuid: 'ok-here', transaction_status: 'TS_SUCCESS', kind: 'TK_BET', amount: 100000 },
  { transaction_uuid: 'ok-lost', transaction_status: 'TS_SUCCESS', kind: 'TK_WIN', amount: 50000 },
  { transaction_uuid: 'declined', transaction_status: 'TS_DECLINED', kind: 'TK_BET', amount: 1 },
  {
    transaction_uuid: 'reversed',
    transaction_status: 'TS_ROLLEDBACK',
    kind: 'TK_BET',
    amount: 100000,
  },
  {
    transaction_uuid: 'future',
    transaction_status: 'TS_SOMETHING_NEW',
    kind: 'TK_SOMETHING_NEW',
    amount: 100000,
    added_later: { any: 'thing' },
  },
];

test('transactions/list entries are read by transaction_status and kind, unknown values pass', async () => {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const listed = await hub88TransactionsOf(async (path, body) => {
    calls.push([path, body]);
    return documented;
  }, '2026-11-01');
  assert.deepEqual(calls, [
    ['transactions/list', { start_time: '2026-11-01T00:00:00', end_time: '2026-11-02T00:00:00' }],
  ]);
  assert.deepEqual(
    listed.map((entry) => entry.transaction_uuid),
    ['ok-here', 'ok-lost', 'declined', 'reversed', 'future'],
  );

  const items = compareWithLedger(listed, [
    ledgerRow('ok-here', '1'),
    ledgerRow('declined', '0.00001'),
    ledgerRow('reversed', '1'),
  ]);
  const byUuid = Object.fromEntries(items.map((item) => [item.transactionUuid, item]));
  // Agreeing with the ledger, and a bet Hub88 later reversed that the ledger also took: nothing.
  assert.equal(byUuid['ok-here'], undefined);
  assert.equal(byUuid.reversed, undefined);
  assert.deepEqual(byUuid['ok-lost'], {
    transactionUuid: 'ok-lost',
    difference: 'missingInLedger',
    kind: 'TK_WIN',
    hub88Amount: '0.5',
    ledgerAmount: null,
    hub88Status: 'TS_SUCCESS',
    ledgerOutcome: null,
  });
  assert.equal(byUuid.declined?.difference, 'status');
  assert.equal(byUuid.declined?.hub88Status, 'TS_DECLINED');
  // A status Hub88 adds later is not a success: nothing is claimed of it, the ledger has nothing.
  assert.equal(byUuid.future, undefined);
  assert.equal(items.length, 2);
});
