// Reconciliation with Hub88: its transactions/list of one closed UTC day (by start_time and
// end_time) compared with the ledger by transaction_uuid. A difference is a call Hub88 accepted
// that moved nothing here (missingInLedger), one here Hub88 does not list (missingAtHub88), an
// amount that differs, or a call Hub88 records as refused that was applied here (status).
// Entries are read as docs.hub88.io's Transactions API publishes them: `transaction_status`
// (TS_SUCCESS, TS_DECLINED, TS_ROLLEDBACK, …) and `kind` (TK_BET, TK_WIN, …).

import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';

import { Money } from '../../money/amounts.js';
import { amountOfUnits } from './amounts.js';
import { hub88Time } from './freebets-client.js';
import type { Hub88Call } from './games-client.js';
import type { ReconciledTransaction } from './reconcile-repository.js';

/** What Croupier reads of a transactions/list entry; other fields and unknown values pass. */
const ListedSchema = Type.Object({
  transaction_uuid: Type.String({ minLength: 1 }),
  amount: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
  ),
  transaction_status: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  kind: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Hub88Listed = Static<typeof ListedSchema>;
const listedCheck = TypeCompiler.Compile(ListedSchema);

/** Hub88's transactions of one UTC day: [day 00:00, next day 00:00). */
export async function hub88TransactionsOf(hub88: Hub88Call, day: string): Promise<Hub88Listed[]> {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const answer = await hub88('transactions/list', {
    start_time: hub88Time(start),
    end_time: hub88Time(end),
  });
  const nested =
    typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'transactions') : null;
  const entries: unknown[] = Array.isArray(answer) ? answer : Array.isArray(nested) ? nested : [];
  return entries.filter((entry): entry is Hub88Listed => listedCheck.Check(entry));
}

export type Difference = 'missingInLedger' | 'missingAtHub88' | 'amount' | 'status';

export interface ReconciliationItem {
  transactionUuid: string;
  difference: Difference;
  kind: string | null;
  hub88Amount: string | null;
  ledgerAmount: string | null;
  hub88Status: string | null;
  ledgerOutcome: string | null;
}

/**
 * Statuses of a call Hub88 took: a success, or a bet it took and later reversed (the rollback is
 * its own entry). Any other status, known or added later, is a call that should have moved nothing.
 */
const ACCEPTED = new Set(['TS_SUCCESS', 'TS_ROLLEDBACK']);

/** What the ledger moved for a call: its transfer's amount, or nothing for a call of 0. */
function ledgerAmountOf(row: ReconciledTransaction): string | null {
  if (row.transferAmount !== null) return row.transferAmount;
  return row.amount !== null && new Money(row.amount).isZero() ? row.amount : null;
}

/** The differences between Hub88's list and the ledger's, one per transaction_uuid. */
export function compareWithLedger(
  hub88: Hub88Listed[],
  ledger: ReconciledTransaction[],
): ReconciliationItem[] {
  const ours = new Map(ledger.map((row) => [row.transactionUuid, row]));
  const items: ReconciliationItem[] = [];
  const item = (
    uuid: string,
    difference: Difference,
    theirs: Hub88Listed | undefined,
    row: ReconciledTransaction | undefined,
  ) =>
    items.push({
      transactionUuid: uuid,
      difference,
      kind: row?.kind ?? theirs?.kind ?? null,
      hub88Amount: theirs?.amount == null ? null : amountOfUnits(theirs.amount),
      ledgerAmount: row === undefined ? null : ledgerAmountOf(row),
      hub88Status: theirs?.transaction_status ?? null,
      ledgerOutcome: row?.outcome ?? null,
    });
  const seen = new Set<string>();
  for (const theirs of hub88) {
    const uuid = theirs.transaction_uuid;
    seen.add(uuid);
    const row = ours.get(uuid);
    const accepted = ACCEPTED.has(theirs.transaction_status ?? '');
    if (row === undefined) {
      if (accepted) item(uuid, 'missingInLedger', theirs, row);
      continue;
    }
    if (!accepted) {
      item(uuid, 'status', theirs, row);
      continue;
    }
    // A rollback that found its bet already refunded moved nothing, by design.
    if (row.outcome === 'noRefund') continue;
    const moved = ledgerAmountOf(row);
    if (moved === null) item(uuid, 'missingInLedger', theirs, row);
    else if (theirs.amount != null && !new Money(moved).eq(amountOfUnits(theirs.amount))) {
      item(uuid, 'amount', theirs, row);
    }
  }
  for (const row of ledger) {
    if (!seen.has(row.transactionUuid)) item(row.transactionUuid, 'missingAtHub88', undefined, row);
  }
  return items;
}
