import assert from 'node:assert/strict';

import type pg from 'pg';

import { returnedRow, type Queryable } from '../../db/pool.js';
import { refusalOf } from '../../http/errors.js';
import type { FreeSpinsData, TransactionData } from './schemas.js';

export interface NewGameToken {
  tokenHash: Buffer;
  playerId: string;
  gpid: string;
  gameCode: string;
  currency: string;
  ttlSeconds: number;
}

/** Stores the token's hash; returns when it expires. */
export async function insertGameToken(db: Queryable, token: NewGameToken): Promise<Date> {
  const inserted = await db.query<{ expiresAt: Date }>(
    `INSERT INTO game_tokens (token_hash, player_id, gpid, game_code, currency, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
     RETURNING expires_at AS "expiresAt"`,
    [token.tokenHash, token.playerId, token.gpid, token.gameCode, token.currency, token.ttlSeconds],
  );
  return returnedRow(inserted, 'game token insert').expiresAt;
}

export interface GameTokenGrant {
  playerId: string;
  gameCode: string;
  currency: string;
}

/** Marks a live, unused token of `gpid` used; null when there is none. One use wins a race. */
export async function useGameToken(
  db: Queryable,
  tokenHash: Buffer,
  gpid: string,
): Promise<GameTokenGrant | null> {
  const { rows } = await db.query<GameTokenGrant>(
    `UPDATE game_tokens SET used_at = now()
     WHERE token_hash = $1 AND gpid = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING player_id AS "playerId", game_code AS "gameCode", currency`,
    [tokenHash, gpid],
  );
  return rows[0] ?? null;
}

/**
 * Refuses (gamePlayerDisabled) a player who may not start playing now: blocked, timed out or
 * self-excluded since its game token was issued.
 */
export async function checkPlayOpen(db: Queryable, playerId: string): Promise<void> {
  try {
    await db.query('SELECT protection_check_play_open($1)', [playerId]);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

export async function insertProviderSession(
  db: Queryable,
  session: GameTokenGrant & { gpid: string; ttlSeconds: number },
): Promise<string> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO provider_sessions (player_id, gpid, game_code, currency, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
    [session.playerId, session.gpid, session.gameCode, session.currency, session.ttlSeconds],
  );
  return returnedRow(inserted, 'provider session insert').id;
}

export interface ProviderSession {
  playerId: string;
  brandId: string;
  username: string;
  gameCode: string;
  currency: string;
  scale: number;
  /** Whether the session had not expired when the call began. */
  live: boolean;
}

/** The session of `gpid` with this id, expired or not. */
export async function findProviderSession(
  db: Queryable,
  sessionId: string,
  gpid: string,
): Promise<ProviderSession | null> {
  const { rows } = await db.query<ProviderSession>({
    name: 'gateway-find-session',
    text: `SELECT session.player_id AS "playerId", player.brand_id AS "brandId", player.username,
            session.game_code AS "gameCode", session.currency, currency.scale,
            session.expires_at > now() AS live
     FROM provider_sessions session
     JOIN players player ON player.id = session.player_id
     JOIN currencies currency ON currency.code = session.currency
     WHERE session.id = $1 AND session.gpid = $2`,
    values: [sessionId, gpid],
  });
  return rows[0] ?? null;
}

/**
 * What the player can play in `currency` (NUMERIC as text): real money plus the active bonus
 * grant's (docs/bonus.md); zero before its first movement.
 */
export async function playerBalance(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT (COALESCE((SELECT balance FROM ledger_accounts
                       WHERE player_id = $1 AND currency = $2), 0)
             + COALESCE((SELECT grant_account.balance FROM bonus_grants active_grant
                         JOIN ledger_accounts grant_account
                           ON grant_account.bonus_grant_id = active_grant.id
                         WHERE active_grant.player_id = $1 AND active_grant.currency = $2
                           AND active_grant.status = 'active'), 0))::text AS balance`,
    [playerId, currency],
  );
  return rows[0]?.balance ?? '0';
}

export type ProviderTransactionKind = 'bet' | 'win' | 'tombstone' | 'free_spin';

/** Leaves a tombstone for a rolled-back id never seen; false when the id is taken. */
export async function claimTombstone(
  db: Queryable,
  gpid: string,
  transactionId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO provider_transactions (gpid, transaction_id, kind) VALUES ($1, $2, 'tombstone')
     ON CONFLICT (gpid, transaction_id) DO NOTHING`,
    [gpid, transactionId],
  );
  return rowCount === 1;
}

export interface StoredProviderTransaction {
  kind: ProviderTransactionKind;
  playerId: string | null;
  roundId: string | null;
  currency: string | null;
  amount: string | null;
  requestHash: Buffer | null;
  response: unknown;
}

export async function findProviderTransaction(
  db: Queryable,
  gpid: string,
  transactionId: string,
): Promise<StoredProviderTransaction | null> {
  const { rows } = await db.query<StoredProviderTransaction>(
    `SELECT kind, player_id AS "playerId", round_id AS "roundId", currency, amount::text AS amount,
            request_hash AS "requestHash", response
     FROM provider_transactions WHERE gpid = $1 AND transaction_id = $2`,
    [gpid, transactionId],
  );
  return rows[0] ?? null;
}

export async function claimRollback(
  db: Queryable,
  gpid: string,
  transactionId: string,
  requestHash: Buffer,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO provider_rollbacks (gpid, transaction_id, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (gpid, transaction_id) DO NOTHING`,
    [gpid, transactionId, requestHash],
  );
  return rowCount === 1;
}

export async function findRollback(
  db: Queryable,
  gpid: string,
  transactionId: string,
): Promise<{ requestHash: Buffer; response: unknown } | null> {
  const { rows } = await db.query<{ requestHash: Buffer; response: unknown }>(
    `SELECT request_hash AS "requestHash", response FROM provider_rollbacks
     WHERE gpid = $1 AND transaction_id = $2`,
    [gpid, transactionId],
  );
  return rows[0] ?? null;
}

export async function completeRollback(
  db: Queryable,
  gpid: string,
  transactionId: string,
  completion: {
    refund: { playerId: string; currency: string; amount: string } | null;
    response: object;
  },
): Promise<void> {
  const { refund, response } = completion;
  await db.query(
    `UPDATE provider_rollbacks SET player_id = $3, currency = $4, amount = $5, response = $6
     WHERE gpid = $1 AND transaction_id = $2`,
    [gpid, transactionId, refund?.playerId, refund?.currency, refund?.amount, response],
  );
}

/**
 * How a rolled-back bet is refunded by its split (SQL bonus_refund_split): to the player's real
 * money, and to the active grant (whose account it locks); `stakeEntryId` when the grant's side is
 * to be recorded after the transfer (recordRefund).
 */
export interface RefundSplit {
  realRefund: string;
  bonusRefund: string;
  grantAccountId: string | null;
  stakeEntryId: string | null;
}

export async function refundSplit(
  db: Queryable,
  bet: { gpid: string; transactionId: string; amount: string },
): Promise<RefundSplit> {
  const { rows } = await db.query<RefundSplit>({
    name: 'gateway-refund-split',
    text: `SELECT real_refund::text AS "realRefund", bonus_refund::text AS "bonusRefund",
                  grant_account_id AS "grantAccountId", stake_entry_id AS "stakeEntryId"
           FROM bonus_refund_split($1, $2, $3)`,
    values: [bet.gpid, bet.transactionId, bet.amount],
  });
  const split = rows[0];
  assert.ok(split !== undefined, `refund split of ${bet.transactionId}`);
  return split;
}

/** The active grant's side of a refund, once its transfer is written (SQL bonus_record_refund). */
export async function recordRefund(
  db: Queryable,
  stakeEntryId: string,
  bet: { gpid: string; roundId: string },
  transferId: string,
): Promise<void> {
  await db.query('SELECT bonus_record_refund($1, $2, $3, $4)', [
    stakeEntryId,
    bet.gpid,
    bet.roundId,
    transferId,
  ]);
}

export interface GatewayBet {
  gpid: string;
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  requestHash: Buffer;
  sessionTtlSeconds: number;
}

export interface GatewayOutcome {
  answer: TransactionData;
  /** The player whose balance the call moved; null when it moved none (a repeat, a zero win). */
  moved: { playerId: string; brandId: string; username: string } | null;
}

/** Applies a bet (or answers a repeated one) in one statement: SQL gateway_bet. */
export async function applyBet(db: Queryable, bet: GatewayBet): Promise<GatewayOutcome> {
  return outcomeOf(db, {
    name: 'gateway-bet',
    text: `SELECT answer, (moved).player_id AS "playerId", (moved).brand_id AS "brandId",
                  (moved).username
           FROM gateway_bet($1, $2, $3, $4, $5, $6, $7, $8)`,
    values: [
      bet.gpid,
      bet.sessionId,
      bet.transactionId,
      bet.roundId,
      bet.gameCode,
      bet.amount,
      bet.requestHash,
      bet.sessionTtlSeconds,
    ],
  });
}

export type GatewayWin = Omit<GatewayBet, 'gameCode' | 'sessionTtlSeconds'>;

/** Applies a win (or answers a repeated one) in one statement: SQL gateway_win. */
export async function applyWin(db: Queryable, win: GatewayWin): Promise<GatewayOutcome> {
  return outcomeOf(db, {
    name: 'gateway-win',
    text: `SELECT answer, (moved).player_id AS "playerId", (moved).brand_id AS "brandId",
                  (moved).username
           FROM gateway_win($1, $2, $3, $4, $5, $6)`,
    values: [win.gpid, win.sessionId, win.transactionId, win.roundId, win.amount, win.requestHash],
  });
}

export interface GatewayFreeSpin extends Omit<GatewayBet, 'gameCode'> {
  grantId: string;
  /** The spin's stake, which must be the grant's; `amount` is its win. */
  stake: string;
}

/** Plays a free spin of a grant (or answers a repeated one) in one statement: SQL gateway_free_spin. */
export async function applyFreeSpin(db: Queryable, spin: GatewayFreeSpin): Promise<GatewayOutcome> {
  return outcomeOf(db, {
    name: 'gateway-free-spin',
    text: `SELECT answer, (moved).player_id AS "playerId", (moved).brand_id AS "brandId",
                  (moved).username
           FROM gateway_free_spin($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    values: [
      spin.gpid,
      spin.sessionId,
      spin.transactionId,
      spin.roundId,
      spin.grantId,
      spin.stake,
      spin.amount,
      spin.requestHash,
      spin.sessionTtlSeconds,
    ],
  });
}

/**
 * The free spins the session's player can play on the session's game now: those of the active
 * grant in the session's currency, when it has some left and lists the game.
 */
export async function findPlayableFreeSpins(
  db: Queryable,
  session: { playerId: string; currency: string; gpid: string; gameCode: string },
): Promise<FreeSpinsData['freeSpins']> {
  const { rows } = await db.query<NonNullable<FreeSpinsData['freeSpins']>>(
    `SELECT grant_row.id AS "grantId", round(grant_row.free_spin_stake, currency.scale)::text AS stake,
            grant_row.free_spins AS total, grant_row.free_spins_used AS used
     FROM bonus_grants grant_row
     JOIN currencies currency ON currency.code = grant_row.currency
     WHERE grant_row.player_id = $1 AND grant_row.currency = $2 AND grant_row.status = 'active'
       AND grant_row.free_spins_used < grant_row.free_spins
       AND grant_row.terms #> '{freeSpins,games}' ? ($3 || ':' || $4)`,
    [session.playerId, session.currency, session.gpid, session.gameCode],
  );
  return rows[0] ?? null;
}

async function outcomeOf(db: Queryable, query: pg.QueryConfig): Promise<GatewayOutcome> {
  try {
    const { rows } = await db.query<{
      answer: TransactionData;
      playerId: string | null;
      brandId: string | null;
      username: string | null;
    }>(query);
    const row = rows[0];
    assert.ok(row !== undefined, `${query.name ?? query.text}: no answer`);
    const { answer, playerId, brandId, username } = row;
    if (playerId === null) return { answer, moved: null };
    assert.ok(brandId !== null && username !== null, `player ${playerId} has a brand and name`);
    return { answer, moved: { playerId, brandId, username } };
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}
