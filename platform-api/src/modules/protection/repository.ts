import assert from 'node:assert/strict';

import type { DocumentRejectionReason } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import { ANNOUNCE_ENDED_SESSIONS } from '../auth/index.js';

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month';
/** How limits are keyed: a session limit's period is the login session itself. */
export type StoredPeriod = LimitPeriod | 'session';

export type Actor = 'player' | 'operator' | 'system';

export interface ProtectedPlayer {
  id: string;
  brandId: string;
}

export interface BrandProtection {
  baseCurrency: string;
  baseScale: number;
  realityCheckMinutes: number;
  realityCheckCanBeOff: boolean;
}

export async function findBrandProtection(
  db: Queryable,
  brandId: string,
): Promise<BrandProtection> {
  const { rows } = await db.query<BrandProtection>(
    `SELECT brand.base_currency AS "baseCurrency", currency.scale AS "baseScale",
            brand.reality_check_minutes AS "realityCheckMinutes",
            brand.reality_check_can_be_off AS "realityCheckCanBeOff"
     FROM brand_protection brand JOIN currencies currency ON currency.code = brand.base_currency
     WHERE brand.brand_id = $1`,
    [brandId],
  );
  const [settings] = rows;
  assert.ok(settings !== undefined, `brand ${brandId} has its protection settings`);
  return settings;
}

/** Serialises the player's protected movements and changes until the transaction ends. */
export async function lockProtection(db: Queryable, playerId: string): Promise<void> {
  await db.query('SELECT protection_lock($1)', [playerId]);
}

export interface LimitRow {
  kind: LimitKind;
  period: StoredPeriod;
  /** NUMERIC as text; null: none in force. */
  inForce: string | null;
  pendingValue: string | null;
  /** Set while a change waits (pendingValue null: a removal). */
  pendingFrom: Date | null;
  /** What counts against it in the current period: base currency, or minutes of this session. */
  used: string;
}

/** The player's limits with what counts against each; `sessionStartedAt` is the caller's login. */
export async function listLimits(
  db: Queryable,
  playerId: string,
  baseCurrency: string,
  sessionStartedAt: Date | null,
): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `SELECT kind, period, protection_limit_in_force(limits)::text AS "inForce",
            CASE WHEN pending_from > now() THEN pending_value::text END AS "pendingValue",
            CASE WHEN pending_from > now() THEN pending_from END AS "pendingFrom",
            CASE WHEN kind = 'session'
                 THEN floor(extract(epoch FROM now() - COALESCE($3, now())) / 60)::text
                 ELSE protection_usage(player_id, kind, protection_window_start(period), $2)::text
            END AS used
     FROM player_limits limits WHERE player_id = $1
     ORDER BY array_position(ARRAY['deposit', 'loss', 'wager', 'session'], kind),
              array_position(ARRAY['day', 'week', 'month'], period)`,
    [playerId, baseCurrency, sessionStartedAt],
  );
  return rows;
}

export async function findLimitInForce(
  db: Queryable,
  playerId: string,
  kind: LimitKind,
  period: StoredPeriod,
): Promise<string | null> {
  const { rows } = await db.query<{ inForce: string | null }>(
    `SELECT protection_limit_in_force(limits)::text AS "inForce" FROM player_limits limits
     WHERE player_id = $1 AND kind = $2 AND period = $3`,
    [playerId, kind, period],
  );
  return rows[0]?.inForce ?? null;
}

export interface StoredLimit {
  playerId: string;
  kind: LimitKind;
  period: StoredPeriod;
  value: string | null;
  /** A change taking effect after this many hours: to pendingValue (null: removal). */
  pending: { value: string | null; afterHours: number } | null;
}

/** Writes the limit as it stands now; answers when its pending change takes effect. */
export async function storeLimit(db: Queryable, limit: StoredLimit): Promise<Date | null> {
  const { rows } = await db.query<{ pendingFrom: Date | null }>(
    `INSERT INTO player_limits (player_id, kind, period, value, pending_value, pending_from)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 hour')
     ON CONFLICT (player_id, kind, period) DO UPDATE SET value = excluded.value,
       pending_value = excluded.pending_value, pending_from = excluded.pending_from,
       updated_at = now()
     RETURNING pending_from AS "pendingFrom"`,
    [
      limit.playerId,
      limit.kind,
      limit.period,
      limit.value,
      limit.pending?.value ?? null,
      limit.pending?.afterHours ?? null,
    ],
  );
  return rows[0]?.pendingFrom ?? null;
}

export async function insertHistory(
  db: Queryable,
  entry: { playerId: string; action: string; details: object; actor: Actor },
): Promise<void> {
  await db.query(
    'INSERT INTO protection_history (player_id, action, details, actor) VALUES ($1, $2, $3, $4)',
    [entry.playerId, entry.action, entry.details, entry.actor],
  );
}

export interface HistoryEntry {
  action: string;
  details: Record<string, unknown>;
  actor: Actor;
  createdAt: Date;
}

export async function listHistory(db: Queryable, playerId: string): Promise<HistoryEntry[]> {
  const { rows } = await db.query<HistoryEntry>(
    `SELECT action, details, actor, created_at AS "createdAt" FROM protection_history
     WHERE player_id = $1 ORDER BY created_at DESC, id DESC`,
    [playerId],
  );
  return rows;
}

/**
 * Ends the login sessions of these players that began `minutesAgo` or earlier (all of them when
 * 0), announcing each end at commit (ANNOUNCE_ENDED_SESSIONS); answers how many ended.
 */
export async function endLoginSessions(
  db: Queryable,
  playerIds: string[],
  minutesAgo = 0,
): Promise<number> {
  const { rowCount } = await db.query(
    `WITH ended AS (
       DELETE FROM login_sessions
       WHERE player_id = ANY ($1::uuid[]) AND created_at <= now() - $2 * interval '1 minute'
       RETURNING token_hash)
     ${ANNOUNCE_ENDED_SESSIONS}`,
    [playerIds, minutesAgo],
  );
  return rowCount ?? 0;
}

/** Makes the player's live login sessions end no later than `minutes` after they began. */
export async function shortenLoginSessions(
  db: Queryable,
  playerId: string,
  minutes: number,
): Promise<void> {
  await db.query(
    `UPDATE login_sessions
     SET expires_at = least(expires_at, created_at + $2 * interval '1 minute')
     WHERE player_id = $1 AND created_at + $2 * interval '1 minute' > now()`,
    [playerId, minutes],
  );
  await endLoginSessions(db, [playerId], minutes);
}

/**
 * Ends every login session that outlived its player's session limit in force, announcing each
 * end; answers how many ended.
 */
export async function endOverlongLoginSessions(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `WITH ended AS (
       DELETE FROM login_sessions session USING player_limits limits
       WHERE limits.player_id = session.player_id AND limits.kind = 'session'
         AND session.created_at
             + protection_limit_in_force(limits) * interval '1 minute' <= now()
       RETURNING session.token_hash)
     ${ANNOUNCE_ENDED_SESSIONS}`,
  );
  return rowCount ?? 0;
}

export type ExclusionKind = 'time_out' | 'self_exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  startsAt: Date;
  endsAt: Date;
  allBrands: boolean;
}

export async function insertExclusion(
  db: Queryable,
  exclusion: {
    playerId: string;
    kind: ExclusionKind;
    endsAt: Date;
    allBrands: boolean;
    extendsExclusionId: string | null;
  },
): Promise<{ id: string } & Exclusion> {
  const { rows } = await db.query<{ id: string } & Exclusion>(
    `INSERT INTO player_exclusions (player_id, kind, ends_at, all_brands, extends_exclusion_id)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, kind, starts_at AS "startsAt", ends_at AS "endsAt", all_brands AS "allBrands"`,
    [
      exclusion.playerId,
      exclusion.kind,
      exclusion.endsAt,
      exclusion.allBrands,
      exclusion.extendsExclusionId,
    ],
  );
  const [row] = rows;
  assert.ok(row !== undefined, 'exclusion stored');
  return row;
}

/** The player's time-out or self-exclusion in force that ends last, or null. */
export async function findExclusionInForce(
  db: Queryable,
  playerId: string,
): Promise<Exclusion | null> {
  const { rows } = await db.query<Exclusion>(
    `SELECT kind, starts_at AS "startsAt", ends_at AS "endsAt", all_brands AS "allBrands"
     FROM player_exclusions WHERE player_id = $1 AND ends_at > now()
     ORDER BY ends_at DESC LIMIT 1`,
    [playerId],
  );
  return rows[0] ?? null;
}

/** Whether the operator has blocked the player. */
export async function isBlocked(db: Queryable, playerId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT FROM players WHERE id = $1 AND blocked_at IS NOT NULL', [
    playerId,
  ]);
  return rows.length > 0;
}

/** Why the player may not play or pay now, with the end date; null when nothing stops it. */
export async function exclusionMessage(db: Queryable, playerId: string): Promise<string | null> {
  const { rows } = await db.query<{ message: string | null }>(
    'SELECT protection_exclusion_message($1) AS message',
    [playerId],
  );
  return rows[0]?.message ?? null;
}

/**
 * The player's other accounts that are the same person's: the same email or phone number
 * (compared normalised), or, where both identities are verified, the same legal name and date of
 * birth. On the player's own brand only, unless `allBrands`.
 */
export async function findLinkedAccounts(
  db: Queryable,
  playerId: string,
  allBrands: boolean,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT other.id FROM players player
     LEFT JOIN player_verifications own ON own.player_id = player.id AND own.status = 'verified'
     JOIN players other ON other.id <> player.id AND (other.brand_id = player.brand_id OR $2)
     LEFT JOIN player_verifications theirs
       ON theirs.player_id = other.id AND theirs.status = 'verified'
     WHERE player.id = $1
       AND (other.email_normalised = player.email_normalised
            OR other.phone_normalised = player.phone_normalised
            OR (other.date_of_birth = player.date_of_birth
                AND person_name_key(theirs.full_name) = person_name_key(own.full_name)))
     ORDER BY other.id`,
    [playerId, allBrands],
  );
  return rows.map((row) => row.id);
}

export interface Choices {
  /** null: the brand's default. */
  realityCheckMinutes: number | null;
  depositLimitPromptDeclinedAt: Date | null;
}

export async function findChoices(db: Queryable, playerId: string): Promise<Choices> {
  const { rows } = await db.query<Choices>(
    `SELECT reality_check_minutes AS "realityCheckMinutes",
            deposit_limit_prompt_declined_at AS "depositLimitPromptDeclinedAt"
     FROM player_protection_choices WHERE player_id = $1`,
    [playerId],
  );
  return rows[0] ?? { realityCheckMinutes: null, depositLimitPromptDeclinedAt: null };
}

export async function setRealityCheckMinutes(
  db: Queryable,
  playerId: string,
  minutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO player_protection_choices (player_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (player_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    [playerId, minutes],
  );
}

export async function declineDepositLimitPrompt(db: Queryable, playerId: string): Promise<void> {
  await db.query(
    `INSERT INTO player_protection_choices (player_id, deposit_limit_prompt_declined_at)
     VALUES ($1, now())
     ON CONFLICT (player_id) DO UPDATE
     SET deposit_limit_prompt_declined_at = excluded.deposit_limit_prompt_declined_at`,
    [playerId],
  );
}

/** When the live login session of this token hash began; null when there is none. */
export async function findLoginSessionStart(
  db: Queryable,
  tokenHash: Buffer,
): Promise<Date | null> {
  const { rows } = await db.query<{ createdAt: Date }>(
    `SELECT created_at AS "createdAt" FROM login_sessions
     WHERE token_hash = $1 AND expires_at > now()`,
    [tokenHash],
  );
  return rows[0]?.createdAt ?? null;
}

/** A player's totals per currency, NUMERIC as text, with the currency's scale. */
type TotalsByCurrency<Total extends string> = Record<Total, string> & {
  currency: string;
  scale: number;
};

/** Stakes less rolled-back stakes, and wins. */
export type PlayByCurrency = TotalsByCurrency<'stakes' | 'wins'>;

/** The player's stakes and wins since `since`, per currency. */
export async function sumPlaySince(
  db: Queryable,
  playerId: string,
  since: Date,
): Promise<PlayByCurrency[]> {
  const { rows } = await db.query<PlayByCurrency>(
    `SELECT moves.currency, currency.scale,
            sum(moves.stake)::text AS stakes, sum(moves.win)::text AS wins
     FROM (SELECT currency, CASE kind WHEN 'bet' THEN amount ELSE 0 END AS stake,
                  CASE kind WHEN 'win' THEN amount ELSE 0 END AS win
           FROM provider_transactions WHERE player_id = $1 AND created_at >= $2
           UNION ALL
           SELECT currency, -amount, 0 FROM provider_rollbacks
           WHERE player_id = $1 AND created_at >= $2) moves
     JOIN currencies currency ON currency.code = moves.currency
     GROUP BY moves.currency, currency.scale, currency.sort ORDER BY currency.sort`,
    [playerId, since],
  );
  return rows;
}

/** Approved deposits and withdrawals. */
export type PaymentsByCurrency = TotalsByCurrency<'deposits' | 'withdrawals'>;

/** The player's approved deposits and withdrawals of the last `months` months, per currency. */
export async function sumPaymentsOfMonths(
  db: Queryable,
  playerId: string,
  months: number,
): Promise<PaymentsByCurrency[]> {
  const { rows } = await db.query<PaymentsByCurrency>(
    `SELECT payment.currency, currency.scale,
            sum(payment.amount) FILTER (WHERE payment.transaction_type = 'DEPOSIT')::text
              AS deposits,
            sum(payment.amount) FILTER (WHERE payment.transaction_type = 'WITHDRAW')::text
              AS withdrawals
     FROM payments payment
     JOIN currencies currency ON currency.code = payment.currency
     WHERE payment.player_id = $1 AND payment.status = 'approved'
       AND payment.created_at > now() - $2 * interval '1 month'
     GROUP BY payment.currency, currency.scale, currency.sort ORDER BY currency.sort`,
    [playerId, months],
  );
  return rows;
}

/** The player as protection needs it: its id and brand. */
export async function findPlayer(db: Queryable, playerId: string): Promise<ProtectedPlayer | null> {
  const { rows } = await db.query<ProtectedPlayer>(
    'SELECT id, brand_id AS "brandId" FROM players WHERE id = $1',
    [playerId],
  );
  return rows[0] ?? null;
}

export type VerificationStatus = 'none' | 'submitted' | 'verified' | 'rejected';
export type DocumentType = 'identity_front' | 'identity_back' | 'proof_of_address';

export interface Verification {
  status: VerificationStatus;
  fullName: string | null;
  reason: string | null;
  /** A rejection's reason from the closed list; null for the system's own rejections. */
  reasonCode: DocumentRejectionReason | null;
  screeningMatch: string | null;
}

/** The player's verification, its row locked until the transaction ends when `lock`. */
export async function findVerification(
  db: Queryable,
  playerId: string,
  lock = false,
): Promise<Verification> {
  const { rows } = await db.query<Verification>(
    `SELECT status, full_name AS "fullName", reason, reason_code AS "reasonCode",
            screening_match AS "screeningMatch"
     FROM player_verifications WHERE player_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [playerId],
  );
  return (
    rows[0] ?? {
      status: 'none',
      fullName: null,
      reason: null,
      reasonCode: null,
      screeningMatch: null,
    }
  );
}

export async function storeVerification(
  db: Queryable,
  playerId: string,
  verification: Verification,
  /** A rejection's note for staff only. */
  staffNote: string | null = null,
): Promise<void> {
  assert.notEqual(verification.status, 'none', 'level none is the absence of a verification');
  await db.query(
    `INSERT INTO player_verifications (player_id, status, full_name, reason, screening_match,
       reason_code, staff_note)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (player_id) DO UPDATE SET status = excluded.status,
       full_name = excluded.full_name, reason = excluded.reason,
       screening_match = excluded.screening_match, reason_code = excluded.reason_code,
       staff_note = excluded.staff_note, first_approved_by = NULL, first_approved_at = NULL,
       updated_at = now()`,
    [
      playerId,
      verification.status,
      verification.fullName,
      verification.reason,
      verification.screeningMatch,
      verification.reasonCode,
      staffNote,
    ],
  );
}

/** Marks the player's documents of these types (null: all) accepted, once. */
export async function acceptKycDocuments(
  db: Queryable,
  playerId: string,
  documentTypes: readonly DocumentType[] | null,
): Promise<void> {
  await db.query(
    `UPDATE kyc_documents SET accepted_at = now()
     WHERE player_id = $1 AND accepted_at IS NULL
       AND ($2::text[] IS NULL OR document_type = ANY ($2))`,
    [playerId, documentTypes],
  );
}

export interface KycDocument {
  documentId: string;
  documentType: DocumentType;
  uploadedAt: Date;
  /** Staff accepted it: its type is never asked for again. */
  accepted: boolean;
}

export async function insertKycDocument(
  db: Queryable,
  document: { playerId: string; documentType: DocumentType; file: string; mime: string },
): Promise<void> {
  await db.query(
    'INSERT INTO kyc_documents (player_id, document_type, file, mime) VALUES ($1, $2, $3, $4)',
    [document.playerId, document.documentType, document.file, document.mime],
  );
}

export async function listKycDocuments(db: Queryable, playerId: string): Promise<KycDocument[]> {
  const { rows } = await db.query<KycDocument>(
    `SELECT id AS "documentId", document_type AS "documentType", created_at AS "uploadedAt",
            accepted_at IS NOT NULL AS accepted
     FROM kyc_documents WHERE player_id = $1 ORDER BY created_at, id`,
    [playerId],
  );
  return rows;
}

export async function findKycDocumentFile(
  db: Queryable,
  documentId: string,
): Promise<{ file: string; mime: string; brandId: string } | null> {
  const { rows } = await db.query<{ file: string; mime: string; brandId: string }>(
    `SELECT document.file, document.mime, player.brand_id AS "brandId"
     FROM kyc_documents document JOIN players player ON player.id = document.player_id
     WHERE document.id = $1`,
    [documentId],
  );
  return rows[0] ?? null;
}

export interface PendingVerification {
  playerId: string;
  brandId: string;
  username: string;
  fullName: string | null;
  dateOfBirth: string | null;
  screeningMatch: string | null;
  submittedAt: Date;
}

/** Verifications waiting for an operator, oldest first. */
export async function listPendingVerifications(db: Queryable): Promise<PendingVerification[]> {
  const { rows } = await db.query<PendingVerification>(
    `SELECT player.id AS "playerId", player.brand_id AS "brandId", player.username,
            verification.full_name AS "fullName",
            to_char(player.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
            verification.screening_match AS "screeningMatch",
            verification.updated_at AS "submittedAt"
     FROM player_verifications verification
     JOIN players player ON player.id = verification.player_id
     WHERE verification.status = 'submitted'
     ORDER BY verification.updated_at, player.id`,
  );
  return rows;
}

/** The name and date of birth screening and exclusions check, and the player's brand. */
export interface ScreeningFacts {
  brandId: string;
  bankAccountName: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
}

export async function findScreeningFacts(
  db: Queryable,
  playerId: string,
): Promise<ScreeningFacts | null> {
  const { rows } = await db.query<ScreeningFacts>(
    `SELECT brand_id AS "brandId",
            (SELECT account.account_name FROM payment_accounts account
             WHERE account.player_id = players.id ORDER BY account.created_at, account.id LIMIT 1)
              AS "bankAccountName",
            to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth"
     FROM players WHERE id = $1`,
    [playerId],
  );
  return rows[0] ?? null;
}

/**
 * Forfeits the player's open bonus grants with `reason` (SQL bonus_forfeit_open_grants): a
 * player who may not play keeps no bonus money. Locks the player's accounts, so a caller that
 * also takes the protection lock takes it after, in the order bets take both.
 */
export async function forfeitBonusGrants(
  db: Queryable,
  playerId: string,
  reason: string,
): Promise<number> {
  const { rows } = await db.query<{ ended: number }>(
    'SELECT bonus_forfeit_open_grants($1, $2) AS ended',
    [playerId, reason],
  );
  return rows[0]?.ended ?? 0;
}
