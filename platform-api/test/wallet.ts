// Test support for the wallet: operator calls, funding a player, and the ledger invariants that
// every randomized and concurrent test checks afterwards.

import assert from 'node:assert/strict';

import type pg from 'pg';

import type { App } from '../src/app.js';
import { DEMO_OPERATOR_KEY } from '../src/config.js';
import { post, registerPlayer, type JsonResponse } from './harness.js';

export async function admin(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: object,
  /** null sends no X-Operator-Key header. */
  operatorKey: string | null = DEMO_OPERATOR_KEY,
): Promise<JsonResponse> {
  const response = await app.inject({
    method,
    url: `/admin/v1${path}`,
    headers: operatorKey === null ? {} : { 'x-operator-key': operatorKey },
    ...(body === undefined ? {} : { payload: body }),
  });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return {
    statusCode: response.statusCode,
    body: isJson ? response.json() : response.rawPayload,
    headers: response.headers,
  };
}

export interface WalletPlayer {
  loginToken: string;
  username: string;
}

/** A registered player (with its BCA bank account as payment account), optionally funded. */
export async function walletPlayer(app: App, fundIdr?: string): Promise<WalletPlayer> {
  const player = await registerPlayer(app);
  if (fundIdr !== undefined) await fund(app, player.loginToken, fundIdr);
  return player;
}

/**
 * A walletPlayer whose identity an operator has verified: the seeded brands refuse a withdrawal
 * until then (verifyBeforeWithdrawal).
 */
export async function verifiedPlayer(
  app: App,
  db: pg.Pool,
  fundIdr?: string,
): Promise<WalletPlayer> {
  const player = await walletPlayer(app, fundIdr);
  await verifyIdentity(app, db, player.loginToken);
  return player;
}

/** Marks the player's identity verified, as an operator's KYC approval does. */
export async function verifyIdentity(app: App, db: pg.Pool, loginToken: string): Promise<void> {
  const me = await post(app, 'me', {}, loginToken);
  assert.equal(me.statusCode, 200, JSON.stringify(me.body));
  await db.query(
    `INSERT INTO player_verifications (player_id, status, full_name) VALUES ($1, 'verified', $2)
     ON CONFLICT (player_id) DO UPDATE SET status = 'verified', reason = NULL, updated_at = now()`,
    [me.body.data.playerId, me.body.data.bankAccountName],
  );
}

/** Deposits `amount` IDR through BCA and has the operator approve it. */
export async function fund(app: App, loginToken: string, amount: string): Promise<void> {
  const deposit = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount, paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(deposit.statusCode, 200, JSON.stringify(deposit.body));
  const approved = await admin(
    app,
    'POST',
    `/payments/${deposit.body.data.transactionId}/approve`,
    {},
  );
  assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
}

export async function balanceOf(app: App, loginToken: string, currency: string) {
  const response = await post(app, 'get-balance2', { type: 'all' }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const entry = response.body.data.walletBalance[currency];
  return { available: entry.totalBalance as string, held: entry.heldBalance as string };
}

/** Rows that break an invariant, per invariant: every list must be empty. */
export async function ledgerViolations(db: pg.Pool | pg.PoolClient) {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    currencyNotBalanced: await rows(
      `SELECT account.currency, sum(posting.amount)::text AS sum
       FROM ledger_postings posting JOIN ledger_accounts account ON account.id = posting.account_id
       GROUP BY account.currency HAVING sum(posting.amount) <> 0`,
    ),
    transferNotBalanced: await rows(
      `SELECT posting.transfer_id, account.currency
       FROM ledger_postings posting JOIN ledger_accounts account ON account.id = posting.account_id
       GROUP BY posting.transfer_id, account.currency HAVING sum(posting.amount) <> 0`,
    ),
    // A jackpot pool (the sum of its shards) pays out what it holds and is reseeded in the same
    // transaction.
    jackpotPoolBelowSeed: await rows(
      `SELECT jackpot.brand_id, sum(pool.balance)::text AS balance FROM ledger_accounts pool
       JOIN jackpots jackpot ON jackpot.brand_id = pool.brand_id
       GROUP BY jackpot.brand_id, jackpot.seed_amount HAVING sum(pool.balance) < jackpot.seed_amount`,
    ),
    negativePlayerBalance: await rows(
      'SELECT id, balance::text FROM ledger_accounts WHERE player_id IS NOT NULL AND balance < 0',
    ),
    balanceNotSumOfPostings: await rows(
      `SELECT account.id, account.balance::text, COALESCE(sum(posting.amount), 0)::text AS sum
       FROM ledger_accounts account
       LEFT JOIN ledger_postings posting ON posting.account_id = account.id
       GROUP BY account.id HAVING account.balance <> COALESCE(sum(posting.amount), 0)`,
    ),
    keyAppliedTwice: await rows(
      `SELECT idempotency_key, count(*)::int FROM ledger_transfers
       GROUP BY idempotency_key HAVING count(*) > 1`,
    ),
    // What withdrawals_in_flight holds is exactly what pending withdrawals hold.
    inFlightNotPendingWithdrawals: await rows(
      `SELECT currency.code FROM currencies currency
       WHERE COALESCE((SELECT sum(balance) FROM ledger_accounts
                       WHERE house_role = 'withdrawals_in_flight' AND currency = currency.code), 0)
          <> COALESCE((SELECT sum(amount) FROM payments
                       WHERE transaction_type = 'WITHDRAW' AND status = 'pending'
                         AND currency = currency.code), 0)`,
    ),
    // What chain_deposits_held holds is exactly what held chain deposits hold.
    heldNotHeldDeposits: await rows(
      `SELECT currency.code FROM currencies currency
       WHERE COALESCE((SELECT sum(balance) FROM ledger_accounts
                       WHERE house_role = 'chain_deposits_held' AND currency = currency.code), 0)
          <> COALESCE((SELECT sum(amount) FROM payments
                       WHERE status = 'held' AND currency = currency.code), 0)`,
    ),
    // Every decided deposit moved money exactly as its decision says, and nothing else did.
    decisionWithoutTransfer: await rows(
      `SELECT payment.id FROM payments payment
       WHERE (payment.status = 'approved' OR payment.transaction_type = 'WITHDRAW')
         AND NOT EXISTS (SELECT 1 FROM ledger_transfers transfer
                         WHERE transfer.meta ->> 'transactionId' = payment.id::text)`,
    ),
  };
}

export async function assertLedgerInvariants(db: pg.Pool | pg.PoolClient): Promise<void> {
  const violations = await ledgerViolations(db);
  for (const [invariant, offending] of Object.entries(violations)) {
    assert.deepEqual(offending, [], invariant);
  }
}
