// Test support for the bonus engine: offers written as the operator's routes will, deposits that
// choose one, and the player's view of their grants.

import assert from 'node:assert/strict';

import type { BonusEntry, BonusGrant, BonusOfferKind, BonusOfferTerms } from '@croupier/contracts';
import type pg from 'pg';

import type { App } from '../src/app.js';
import { post } from './harness.js';
import { admin } from './wallet.js';

/** 100 % up to 1,000,000 IDR, 10 × the bonus, slots 100 %, casino 10 %, others 0 %, 30 days. */
export const WELCOME_TERMS: BonusOfferTerms = {
  percent: '100',
  currencies: { IDR: { maxGrant: '1000000', minDeposit: '10000', maxBet: '200000' } },
  wageringMultiplier: '10',
  wageringBase: 'bonus',
  weights: { default: 0, categories: { slots: 100, casino: 10 }, providers: {}, games: {} },
  expiryDays: 30,
  claimsPerPlayer: 1,
  verifiedOnly: false,
  qualifyingProduct: 'casino',
  rewardProduct: 'casino',
};

export async function insertOffer(
  pool: pg.Pool,
  kind: BonusOfferKind,
  terms: Partial<BonusOfferTerms> = {},
  code: string | null = null,
  brandId = 'croupier',
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO bonus_offers (brand_id, kind, name, code, terms)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [brandId, kind, `Test ${kind}`, code, { ...WELCOME_TERMS, ...terms }],
  );
  return rows[0]!.id;
}

/** Deposits `amount` IDR choosing `offerId` and has the operator approve it. */
export async function depositWithOffer(
  app: App,
  loginToken: string,
  amount: string,
  offerId: string | undefined,
): Promise<string> {
  const deposit = await post(
    app,
    'depo-wd',
    {
      transactionType: 'DEPOSIT',
      currency: 'IDR',
      amount,
      paymentChannel: 'BCA',
      ...(offerId === undefined ? {} : { bonusOfferId: offerId }),
    },
    loginToken,
  );
  assert.equal(deposit.statusCode, 200, JSON.stringify(deposit.body));
  const id = deposit.body.data.transactionId as string;
  const approved = await admin(app, 'POST', `/transactions/${id}/approve`, {});
  assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
  return id;
}

export async function grantsOf(app: App, loginToken: string, status?: string) {
  const response = await post(
    app,
    'bonus/grants',
    status === undefined ? {} : { status },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data as BonusGrant[];
}

export async function entriesOf(app: App, loginToken: string, grantId: string) {
  const response = await post(app, 'bonus/entries', { grantId, pageSize: 100 }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.items as BonusEntry[];
}

/** Real (totalBalance) and bonus money of the player in IDR, as get-balance2 shows them. */
export async function moneyOf(app: App, loginToken: string) {
  const response = await post(app, 'get-balance2', { type: 'all' }, loginToken);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const entry = response.body.data.walletBalance.IDR;
  return { real: entry.totalBalance as string, bonus: entry.bonusBalance as string };
}

/**
 * The bonus engine's invariants: an ended grant holds no money, and a grant's account holds what
 * its last entry says. Every list must be empty.
 */
export async function bonusViolations(db: pg.Pool) {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    endedGrantHoldsMoney: await rows(
      `SELECT grant_row.id, account.balance::text FROM bonus_grants grant_row
       JOIN ledger_accounts account ON account.bonus_grant_id = grant_row.id
       WHERE grant_row.status NOT IN ('pending', 'active') AND account.balance <> 0`,
    ),
    balanceNotLastEntry: await rows(
      `SELECT grant_row.id, account.balance::text, last.bonus_balance_after::text
       FROM bonus_grants grant_row
       JOIN ledger_accounts account ON account.bonus_grant_id = grant_row.id
       JOIN LATERAL (SELECT bonus_balance_after FROM bonus_entries
                     WHERE grant_id = grant_row.id ORDER BY id DESC LIMIT 1) last ON true
       WHERE last.bonus_balance_after <> account.balance`,
    ),
    twoActiveGrants: await rows(
      `SELECT player_id, currency FROM bonus_grants WHERE status = 'active'
       GROUP BY player_id, currency HAVING count(*) > 1`,
    ),
  };
}

export async function assertBonusInvariants(db: pg.Pool): Promise<void> {
  for (const [invariant, offending] of Object.entries(await bonusViolations(db))) {
    assert.deepEqual(offending, [], invariant);
  }
}
