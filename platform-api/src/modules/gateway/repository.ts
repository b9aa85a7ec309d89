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

/** Plays a free spin of a grant (or answers a repeated one) in one statement: SQL game_wallet_free_spin. */
export async function applyFreeSpin(db: Queryable, spin: GatewayFreeSpin): Promise<GatewayOutcome> {
  return outcomeOf(db, {
    name: 'gateway-free-spin',
    text: `SELECT answer, (moved).player_id AS "playerId", (moved).brand_id AS "brandId",
                  (moved).username
           FROM game_wallet_free_spin($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
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

export interface GatewayRollback {
  gpid: string;
  sessionId: string;
  /** The bet's: the protocol names a rollback by the bet it reverses. */
  transactionId: string;
  requestHash: Buffer;
}

/** Reverses a bet (or answers a repeated rollback) in one statement: SQL gateway_rollback. */
export async function applyRollback(
  db: Queryable,
  rollback: GatewayRollback,
): Promise<GatewayOutcome> {
  return outcomeOf(db, {
    name: 'gateway-rollback',
    text: `SELECT answer, (moved).player_id AS "playerId", (moved).brand_id AS "brandId",
                  (moved).username
           FROM gateway_rollback($1, $2, $3, $4)`,
    values: [rollback.gpid, rollback.sessionId, rollback.transactionId, rollback.requestHash],
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
