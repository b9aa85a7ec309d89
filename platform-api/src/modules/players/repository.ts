import type { PaymentStatus, TransactionCategory, TransactionType } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';

export interface PlayerRow {
  playerId: string;
  brandId: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
  currency: string;
  createdAt: Date;
  blockedAt: Date | null;
  /** The time-out or self-exclusion in force (the one ending last), if any. */
  exclusion: { kind: 'time_out' | 'self_exclusion'; endsAt: string } | null;
}

const SUMMARY_COLUMNS = `
  player.id AS "playerId", player.brand_id AS "brandId", player.username, player.email,
  player.phone_number AS "phoneNumber", player.currency, player.created_at AS "createdAt",
  player.blocked_at AS "blockedAt",
  (SELECT json_build_object('kind', exclusion.kind,
                            'endsAt', to_char(exclusion.ends_at AT TIME ZONE 'UTC',
                                              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   FROM player_exclusions exclusion
   WHERE exclusion.player_id = player.id AND exclusion.ends_at > now()
   ORDER BY exclusion.ends_at DESC LIMIT 1) AS exclusion`;

/** A LIKE pattern matching text that contains `part`, wildcards in it taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Players of these brands (null: every brand) whose username, email or phone number contains
 * `query` in any case (null: every player), newest first. Trigram indexes serve the three
 * (migration 0072).
 */
export async function searchPlayers(
  db: Queryable,
  filter: { brandIds: readonly string[] | null; query: string | null },
  { page, pageSize }: PageQuery,
): Promise<{ items: PlayerRow[]; total: number }> {
  const pattern = filter.query === null ? null : containing(filter.query.toLowerCase());
  const matching = `
    FROM players player
    WHERE ($1::text[] IS NULL OR player.brand_id = ANY ($1))
      AND ($2::text IS NULL OR player.username LIKE $2 OR lower(player.email) LIKE $2
           OR player.phone_number LIKE $2)`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<PlayerRow>(
      `SELECT ${SUMMARY_COLUMNS} ${matching}
       ORDER BY player.created_at DESC, player.id LIMIT $3 OFFSET $4`,
      [filter.brandIds, pattern, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${matching}`, [
      filter.brandIds,
      pattern,
    ]),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}

export interface PlayerRecord extends PlayerRow {
  dateOfBirth: string | null;
  bankName: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  blockedReason: string | null;
  blockedBy: string | null;
  referralCode: string;
  referrer: { playerId: string; username: string } | null;
  referredCount: number;
  limitCount: number;
}

export async function findPlayerRecord(
  db: Queryable,
  playerId: string,
): Promise<PlayerRecord | null> {
  const { rows } = await db.query<PlayerRecord>(
    `SELECT ${SUMMARY_COLUMNS}, to_char(player.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
            payout.channel_code AS "bankName", payout.account_name AS "bankAccountName",
            payout.account_number AS "bankAccountNumber",
            player.blocked_reason AS "blockedReason", player.blocked_by AS "blockedBy",
            player.referral_code AS "referralCode",
            CASE WHEN referrer.id IS NOT NULL
                 THEN json_build_object('playerId', referrer.id, 'username', referrer.username)
            END AS referrer,
            (SELECT count(*)::int FROM players referee WHERE referee.referred_by = player.id)
              AS "referredCount",
            (SELECT count(*)::int FROM player_limits limits
             WHERE limits.player_id = player.id
               AND (limits.value IS NOT NULL OR limits.pending_from > now())) AS "limitCount"
     FROM players player LEFT JOIN players referrer ON referrer.id = player.referred_by
     -- The payout account: the player's first payment account, as withdrawals use it.
     LEFT JOIN LATERAL (
       SELECT account.channel_code, account.account_name, account.account_number
       FROM payment_accounts account WHERE account.player_id = player.id
       ORDER BY account.created_at, account.id LIMIT 1) payout ON true
     WHERE player.id = $1`,
    [playerId],
  );
  return rows[0] ?? null;
}

export async function findPlayerBrand(db: Queryable, playerId: string): Promise<string | null> {
  const { rows } = await db.query<{ brandId: string }>(
    'SELECT brand_id AS "brandId" FROM players WHERE id = $1',
    [playerId],
  );
  return rows[0]?.brandId ?? null;
}

export interface BlockRow {
  blockedAt: Date | null;
  blockedReason: string | null;
  blockedBy: string | null;
}

/** The player's block, its row locked until the transaction ends. */
export async function lockBlock(db: Queryable, playerId: string): Promise<BlockRow> {
  const { rows } = await db.query<BlockRow>(
    `SELECT blocked_at AS "blockedAt", blocked_reason AS "blockedReason",
            blocked_by AS "blockedBy"
     FROM players WHERE id = $1 FOR UPDATE`,
    [playerId],
  );
  const [row] = rows;
  if (row === undefined) throw new Error(`No player ${playerId}`);
  return row;
}

/** Blocks the player (reason and actor given) or lifts its block (both null). */
export async function storeBlock(
  db: Queryable,
  playerId: string,
  block: { reason: string; by: string } | null,
): Promise<BlockRow> {
  const { rows } = await db.query<BlockRow>(
    `UPDATE players SET blocked_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
       blocked_reason = $2, blocked_by = $3, updated_at = now()
     WHERE id = $1
     RETURNING blocked_at AS "blockedAt", blocked_reason AS "blockedReason",
               blocked_by AS "blockedBy"`,
    [playerId, block?.reason ?? null, block?.by ?? null],
  );
  const [row] = rows;
  if (row === undefined) throw new Error(`No player ${playerId}`);
  return row;
}

export interface Paged<Row> {
  items: Row[];
  total: number;
}

/** One page of `fromWhere` (which filters on player `$1`) and the count of all its rows. */
export async function pageOf<Row extends object>(
  db: Queryable,
  columns: string,
  fromWhere: string,
  orderBy: string,
  playerId: string,
  { page, pageSize }: PageQuery,
): Promise<Paged<Row>> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<Row>(`SELECT ${columns} ${fromWhere} ORDER BY ${orderBy} LIMIT $2 OFFSET $3`, [
      playerId,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${fromWhere}`, [playerId]),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}

/** Amounts as text with their currency's scale, for atCurrencyScale. */
interface ScaledAmounts {
  scale: number;
}

export interface TransactionRow extends ScaledAmounts {
  transactionId: string;
  category: TransactionCategory;
  transactionType: TransactionType;
  status: PaymentStatus;
  currency: string;
  amount: string;
  reason: string | null;
  createdAt: Date;
}

/** Every money movement of the player (the account_transactions view), newest first. */
export const listTransactions = (db: Queryable, playerId: string, page: PageQuery) =>
  pageOf<TransactionRow>(
    db,
    `entry.id AS "transactionId", entry.category, entry.transaction_type AS "transactionType",
     entry.status, entry.currency, entry.amount::text AS amount, currency.scale, entry.reason,
     entry.created_at AS "createdAt"`,
    `FROM account_transactions entry JOIN currencies currency ON currency.code = entry.currency
     WHERE entry.player_id = $1`,
    'entry.created_at DESC, entry.id DESC',
    playerId,
    page,
  );

export interface BetRow extends ScaledAmounts {
  roundId: string;
  gpid: string;
  gameName: string;
  currency: string;
  stake: string;
  win: string;
  status: 'open' | 'settled' | 'rolledBack';
  createdAt: Date;
}

/** The player's game rounds, newest first. */
export const listBets = (db: Queryable, playerId: string, page: PageQuery) =>
  pageOf<BetRow>(
    db,
    `round.round_id AS "roundId", round.gpid, COALESCE(game.name, round.game_code) AS "gameName",
     round.currency, currency.scale, round.stake::text AS stake, round.win::text AS win,
     round.status, round.created_at AS "createdAt"`,
    `FROM rounds round
     LEFT JOIN games game ON game.gpid = round.gpid AND game.code = round.game_code
     JOIN currencies currency ON currency.code = round.currency
     WHERE round.player_id = $1`,
    'round.created_at DESC, round.round_id DESC',
    playerId,
    page,
  );

export interface LoginSessionRow {
  startedAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  country: string | null;
}

/** The player's live login sessions, newest first, with where each came from. */
export const listLoginSessions = (db: Queryable, playerId: string, page: PageQuery) =>
  pageOf<LoginSessionRow>(
    db,
    `session.created_at AS "startedAt", session.expires_at AS "expiresAt", session.ip,
     session.user_agent AS "userAgent", session.country`,
    'FROM login_sessions session WHERE session.player_id = $1 AND session.expires_at > now()',
    'session.created_at DESC, session.token_hash',
    playerId,
    page,
  );

export interface BonusRow extends ScaledAmounts {
  bonusId: string;
  source: 'referral' | 'promotion';
  amount: string;
  currency: string;
  description: string;
  createdAt: Date;
}

/** The bonuses credited to the player, newest first. */
export const listBonuses = (db: Queryable, playerId: string, page: PageQuery) =>
  pageOf<BonusRow>(
    db,
    `bonus.id AS "bonusId", bonus.source, bonus.amount::text AS amount, bonus.currency,
     currency.scale, bonus.description, bonus.created_at AS "createdAt"`,
    `FROM bonuses bonus JOIN currencies currency ON currency.code = bonus.currency
     WHERE bonus.player_id = $1`,
    'bonus.created_at DESC, bonus.id',
    playerId,
    page,
  );

export interface NoteRow {
  noteId: string;
  author: string;
  text: string;
  createdAt: Date;
}

const NOTE_COLUMNS = 'id::text AS "noteId", author, text, created_at AS "createdAt"';

/** The staff's notes on the player, newest first. */
export const listNotes = (db: Queryable, playerId: string, page: PageQuery) =>
  pageOf<NoteRow>(
    db,
    NOTE_COLUMNS,
    'FROM player_notes WHERE player_id = $1',
    'created_at DESC, id DESC',
    playerId,
    page,
  );

export async function insertNote(
  db: Queryable,
  note: { playerId: string; author: string; text: string },
): Promise<NoteRow> {
  const { rows } = await db.query<NoteRow>(
    `INSERT INTO player_notes (player_id, author, text) VALUES ($1, $2, $3)
     RETURNING ${NOTE_COLUMNS}`,
    [note.playerId, note.author, note.text],
  );
  const [row] = rows;
  if (row === undefined) throw new Error('The note was not stored');
  return row;
}
