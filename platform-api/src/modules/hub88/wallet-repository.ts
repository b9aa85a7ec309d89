// Data access of Hub88's wallet calls: the token's session, and the SQL functions that apply
// bets, wins and rollbacks in one statement each (db/definitions/functions/hub88_*.sql).

import assert from 'node:assert/strict';

import pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { statusOfRefusal, type Hub88Status, type RefusalStatuses } from './statuses.js';

export interface TokenSession {
  sessionId: string;
  gpid: string;
  /** Hub88's game_code of the session's game. */
  gameCode: string;
  playerId: string;
  currency: string;
  scale: number;
}

/** The session a launch bound this token to, expired or not; null for a token never issued. */
export async function findTokenSession(
  db: Queryable,
  tokenHash: Buffer,
): Promise<TokenSession | null> {
  const { rows } = await db.query<TokenSession>({
    name: 'hub88-find-token-session',
    text: `SELECT session.id AS "sessionId", session.gpid, game.game_code AS "gameCode",
                  session.player_id AS "playerId", session.currency, currency.scale
           FROM hub88_tokens token
           JOIN provider_sessions session ON session.id = token.session_id
           JOIN hub88_games game ON game.gpid = session.gpid AND game.code = session.game_code
           JOIN currencies currency ON currency.code = session.currency
           WHERE token.token_hash = $1`,
    values: [tokenHash],
  });
  return rows[0] ?? null;
}

export interface Hub88Player {
  playerId: string;
  brandId: string;
  createdAt: Date;
}

export async function findPlayer(db: Queryable, playerId: string): Promise<Hub88Player | null> {
  const { rows } = await db.query<Hub88Player>(
    `SELECT id AS "playerId", brand_id AS "brandId", created_at AS "createdAt" FROM players
     WHERE id = $1`,
    [playerId],
  );
  return rows[0] ?? null;
}

/** What a bet, win or rollback answers: the balance after it, as the game wallet's core stores it. */
export interface StoredAnswer {
  balance: string;
  currency: string;
}

export type WalletOutcome =
  | {
      status: 'RS_OK';
      answer: StoredAnswer;
      /** The player whose balance moved; null when nothing moved. */
      moved: { playerId: string; brandId: string; username: string } | null;
    }
  | { status: Exclude<Hub88Status, 'RS_OK'>; message: string };

/**
 * Runs one of the hub88_* functions; a refusal it raises becomes its Hub88 status (the call's own
 * `refusals` first).
 */
export async function applyWalletCall(
  db: Queryable,
  query: pg.QueryConfig,
  refusals?: RefusalStatuses,
): Promise<WalletOutcome> {
  try {
    const { rows } = await db.query<{
      answer: StoredAnswer;
      playerId: string | null;
      brandId: string | null;
      username: string | null;
    }>({
      ...query,
      text: `SELECT answer, (moved).player_id AS "playerId", (moved).brand_id AS "brandId",
                    (moved).username FROM ${query.text}`,
    });
    const row = rows[0];
    assert.ok(row !== undefined, `${query.name}: no answer`);
    const { answer, playerId, brandId, username } = row;
    if (playerId === null) return { status: 'RS_OK', answer, moved: null };
    assert.ok(brandId !== null && username !== null, `player ${playerId} has a brand and name`);
    return { status: 'RS_OK', answer, moved: { playerId, brandId, username } };
  } catch (error) {
    if (!(error instanceof pg.DatabaseError) || error.code !== 'CR000') throw error;
    const status = statusOfRefusal(error.detail, refusals);
    if (status === null || status === 'RS_OK') throw error;
    return { status, message: error.message };
  }
}

export interface CallBilling {
  gpid: string;
  transactionUuid: string;
  isBillable: boolean | null;
  /** In the currency; null when Hub88 did not send it. */
  billableAmount: string | null;
}

/** Records a call's billing once (the first recording stands, as the call's answer does). */
export async function insertBilling(db: Queryable, billing: CallBilling): Promise<void> {
  await db.query(
    `INSERT INTO hub88_billing (gpid, transaction_uuid, is_billable, billable_amount)
     SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT FROM provider_transactions
       WHERE gpid = $1 AND transaction_id = $2)
     ON CONFLICT (gpid, transaction_uuid) DO NOTHING`,
    [billing.gpid, billing.transactionUuid, billing.isBillable, billing.billableAmount],
  );
}
