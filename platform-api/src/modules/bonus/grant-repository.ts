// The bonus engine's rows (docs/bonus.md): offers, grants with their bonus balance, entries.

import type {
  BonusEntry,
  BonusGrant,
  BonusGrantStatus,
  BonusOfferKind,
  BonusOfferTerms,
  SpendingOrder,
} from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';

export interface OfferRow {
  id: string;
  brandId: string;
  kind: BonusOfferKind;
  name: string;
  code: string | null;
  terms: BonusOfferTerms;
  status: 'active' | 'archived';
  validFrom: Date;
  validUntil: Date | null;
}

const OFFER_COLUMNS = `offer.id, offer.brand_id AS "brandId", offer.kind, offer.name, offer.code,
  offer.terms, offer.status, offer.valid_from AS "validFrom", offer.valid_until AS "validUntil"`;

export async function findOffer(db: Queryable, offerId: string): Promise<OfferRow | null> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM bonus_offers offer WHERE offer.id = $1`,
    [offerId],
  );
  return rows[0] ?? null;
}

/**
 * Active cashback offers of every brand, open now, that have not paid the week starting at
 * `weekStart` yet.
 */
export async function listCashbackOffersToPay(db: Queryable, weekStart: Date): Promise<OfferRow[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM bonus_offers offer
     WHERE offer.kind = 'cashback' AND offer.status = 'active'
       AND offer.valid_from <= now() AND (offer.valid_until IS NULL OR offer.valid_until > now())
       AND NOT EXISTS (SELECT 1 FROM bonus_cashback_weeks paid
                       WHERE paid.offer_id = offer.id AND paid.week_start = $1)
     ORDER BY offer.created_at, offer.id`,
    [weekStart],
  );
  return rows;
}

/** The brand's offer of this code, in any case. */
export async function findOfferByCode(
  db: Queryable,
  brandId: string,
  code: string,
): Promise<OfferRow | null> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM bonus_offers offer WHERE offer.brand_id = $1 AND offer.code = $2`,
    [brandId, code.toUpperCase()],
  );
  return rows[0] ?? null;
}

/** The brand's active offers inside their window, without a code, newest first. */
export async function listOpenOffers(db: Queryable, brandId: string): Promise<OfferRow[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM bonus_offers offer
     WHERE offer.brand_id = $1 AND offer.status = 'active' AND offer.code IS NULL
       AND offer.valid_from <= now() AND (offer.valid_until IS NULL OR offer.valid_until > now())
     ORDER BY offer.created_at DESC, offer.id`,
    [brandId],
  );
  return rows;
}

/** What eligibility needs to know of a player. */
export interface PlayerStanding {
  brandId: string;
  verified: boolean;
  /** Approved deposits in any currency. */
  approvedDeposits: number;
}

export async function findPlayerStanding(
  db: Queryable,
  playerId: string,
): Promise<PlayerStanding | null> {
  const { rows } = await db.query<PlayerStanding>(
    `SELECT player.brand_id AS "brandId",
            COALESCE(verification.status = 'verified', false) AS verified,
            (SELECT count(*)::int FROM payments deposit
             WHERE deposit.player_id = player.id AND deposit.transaction_type = 'DEPOSIT'
               AND deposit.status = 'approved') AS "approvedDeposits"
     FROM players player
     LEFT JOIN player_verifications verification ON verification.player_id = player.id
     WHERE player.id = $1`,
    [playerId],
  );
  return rows[0] ?? null;
}

export async function countPlayerGrants(
  db: Queryable,
  playerId: string,
  offerId: string,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM bonus_grants WHERE player_id = $1 AND offer_id = $2',
    [playerId, offerId],
  );
  return rows[0]?.count ?? 0;
}

export interface NewGrant {
  playerId: string;
  offerId: string;
  currency: string;
  sourceKey: string;
  terms: BonusOfferTerms;
  spendingOrder: SpendingOrder;
  granted: string;
  wageringRequired: string;
  maxBet: string | null;
  depositId: string | null;
  /** Free spins the grant gives (0: none) and the stake of each. */
  freeSpins: number;
  freeSpinStake: string | null;
}

/** Inserts the grant, active when the player has none active in its currency, else pending. */
export async function insertGrant(db: Queryable, grant: NewGrant): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bonus_grants (player_id, offer_id, currency, source_key, terms, spending_order,
       granted, wagering_required, max_bet, deposit_id, free_spins, free_spin_stake, status,
       activated_at, expires_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, status,
            CASE status WHEN 'active' THEN now() END,
            CASE status WHEN 'active' THEN now() + make_interval(days => ($5::jsonb ->> 'expiryDays')::int) END
     FROM (SELECT CASE WHEN EXISTS (SELECT FROM bonus_grants WHERE player_id = $1 AND currency = $3
                                    AND status = 'active') THEN 'pending' ELSE 'active' END AS status) s
     RETURNING id`,
    [
      grant.playerId,
      grant.offerId,
      grant.currency,
      grant.sourceKey,
      grant.terms,
      grant.spendingOrder,
      grant.granted,
      grant.wageringRequired,
      grant.maxBet,
      grant.depositId,
      grant.freeSpins,
      grant.freeSpinStake,
    ],
  );
  return rows[0]!.id;
}

export async function findGrantIdBySource(
  db: Queryable,
  sourceKey: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM bonus_grants WHERE source_key = $1',
    [sourceKey],
  );
  return rows[0]?.id ?? null;
}

/** The grant's own ledger account, created with it. */
export async function insertGrantAccount(
  db: Queryable,
  grantId: string,
  currency: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO ledger_accounts (bonus_grant_id, currency) VALUES ($1, $2) RETURNING id',
    [grantId, currency],
  );
  return rows[0]!.id;
}

/** The grant's first entry; a grant of free spins only moves no money (no transfer). */
export async function insertGrantEntry(
  db: Queryable,
  grantId: string,
  amount: string,
  transferId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO bonus_entries (grant_id, type, bonus_amount, bonus_balance_after, transfer_id)
     VALUES ($1, 'grant', $2, $2, $3)`,
    [grantId, amount, transferId],
  );
}

/** Locks the player's real-money account in `currency`: every grant path holds it first. */
export async function lockPlayerAccount(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<void> {
  await db.query(
    'SELECT id FROM ledger_accounts WHERE player_id = $1 AND currency = $2 FOR UPDATE',
    [playerId, currency],
  );
}

/** Ends a grant (SQL bonus_end_grant); null when it had already ended. */
export async function endGrant(
  db: Queryable,
  grantId: string,
  status: 'completed' | 'forfeited' | 'expired',
  reason: string | null,
): Promise<string | null> {
  const { rows } = await db.query<{ moved: string | null }>(
    'SELECT bonus_end_grant($1, $2, $3)::text AS moved',
    [grantId, status, reason],
  );
  return rows[0]?.moved ?? null;
}

/** The player's pending and active grants (in `currency`, or all), pending first. */
export async function listOpenGrants(
  db: Queryable,
  playerId: string,
  currency: string | null,
): Promise<{ id: string; currency: string; bonusBalance: string }[]> {
  const { rows } = await db.query<{ id: string; currency: string; bonusBalance: string }>(
    `SELECT grant_row.id, grant_row.currency, account.balance::text AS "bonusBalance"
     FROM bonus_grants grant_row
     JOIN ledger_accounts account ON account.bonus_grant_id = grant_row.id
     WHERE grant_row.player_id = $1 AND grant_row.status IN ('pending', 'active')
       AND ($2::text IS NULL OR grant_row.currency = $2)
     ORDER BY grant_row.status DESC, grant_row.created_at, grant_row.id`,
    [playerId, currency],
  );
  return rows;
}

const GRANT_SELECT = `
  SELECT grant_row.id AS "grantId", grant_row.offer_id AS "offerId", offer.kind, offer.name,
         grant_row.status, grant_row.currency,
         round(grant_row.granted, currency.scale)::text AS granted,
         round(account.balance, currency.scale)::text AS "bonusBalance",
         round(grant_row.wagering_required, currency.scale)::text AS "wageringRequired",
         round(grant_row.wagering_progress, currency.scale)::text AS "wageringProgress",
         round(grant_row.max_bet, currency.scale)::text AS "maxBet",
         to_json(grant_row.expires_at) #>> '{}' AS "expiresAt",
         grant_row.terms, grant_row.spending_order AS "spendingOrder",
         to_json(grant_row.created_at) #>> '{}' AS "createdAt",
         to_json(grant_row.ended_at) #>> '{}' AS "endedAt", grant_row.end_reason AS "endReason",
         CASE WHEN grant_row.free_spins > 0 THEN json_build_object(
           'total', grant_row.free_spins, 'used', grant_row.free_spins_used,
           'remaining', CASE WHEN grant_row.status IN ('pending', 'active')
                             THEN grant_row.free_spins - grant_row.free_spins_used ELSE 0 END,
           'stake', round(grant_row.free_spin_stake, currency.scale)::text,
           'games', grant_row.terms #> '{freeSpins,games}',
           'winnings', grant_row.terms #>> '{freeSpins,winnings}',
           'won', (SELECT round(COALESCE(sum(spin.real_amount + spin.bonus_amount), 0),
                                currency.scale)::text
                   FROM bonus_entries spin
                   WHERE spin.grant_id = grant_row.id AND spin.type = 'free_spin'))
         END AS "freeSpins"
  FROM bonus_grants grant_row
  JOIN bonus_offers offer ON offer.id = grant_row.offer_id
  JOIN ledger_accounts account ON account.bonus_grant_id = grant_row.id
  JOIN currencies currency ON currency.code = grant_row.currency`;

export async function findGrant(db: Queryable, grantId: string): Promise<BonusGrant | null> {
  const { rows } = await db.query<BonusGrant>(`${GRANT_SELECT} WHERE grant_row.id = $1`, [grantId]);
  return rows[0] ?? null;
}

export async function findGrantOwner(
  db: Queryable,
  grantId: string,
): Promise<{ playerId: string; currency: string } | null> {
  const { rows } = await db.query<{ playerId: string; currency: string }>(
    'SELECT player_id AS "playerId", currency FROM bonus_grants WHERE id = $1',
    [grantId],
  );
  return rows[0] ?? null;
}

/** The player's grants, newest first. */
export async function listGrants(
  db: Queryable,
  playerId: string,
  status: BonusGrantStatus | null,
): Promise<BonusGrant[]> {
  const { rows } = await db.query<BonusGrant>(
    `${GRANT_SELECT}
     WHERE grant_row.player_id = $1 AND ($2::text IS NULL OR grant_row.status = $2)
     ORDER BY grant_row.created_at DESC, grant_row.id DESC`,
    [playerId, status],
  );
  return rows;
}

/** A page of a grant's entries, oldest first. */
export async function listEntries(
  db: Queryable,
  grantId: string,
  { page, pageSize }: PageQuery,
): Promise<{ items: BonusEntry[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<BonusEntry>(
      `SELECT entry.id::text AS "entryId", entry.type,
              round(entry.real_amount, currency.scale)::text AS "realAmount",
              round(entry.bonus_amount, currency.scale)::text AS "bonusAmount",
              trim_scale(entry.weight)::text AS weight,
              trim_scale(entry.progress_added)::text AS "progressAdded",
              round(entry.bonus_balance_after, currency.scale)::text AS "bonusBalanceAfter",
              entry.game AS "gameCode", entry.spin, to_json(entry.at) #>> '{}' AS at
       FROM bonus_entries entry
       JOIN bonus_grants grant_row ON grant_row.id = entry.grant_id
       JOIN currencies currency ON currency.code = grant_row.currency
       WHERE entry.grant_id = $1
       ORDER BY entry.id
       LIMIT $2 OFFSET $3`,
      [grantId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM bonus_entries WHERE grant_id = $1',
      [grantId],
    ),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}

/** Active grants whose expiry passed, oldest first: the sweeper's work. */
export async function listExpiredGrants(
  db: Queryable,
  limit: number,
): Promise<{ id: string; playerId: string; currency: string }[]> {
  const { rows } = await db.query<{ id: string; playerId: string; currency: string }>(
    `SELECT id, player_id AS "playerId", currency FROM bonus_grants
     WHERE status = 'active' AND expires_at <= now()
     ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function findBrandSpendingOrder(
  db: Queryable,
  brandId: string,
): Promise<SpendingOrder> {
  const { rows } = await db.query<{ spendingOrder: SpendingOrder }>(
    'SELECT spending_order AS "spendingOrder" FROM brands WHERE id = $1',
    [brandId],
  );
  return rows[0]!.spendingOrder;
}

/** The currency the player plays in now: the active wallet, else the registration currency. */
export async function findActiveWallet(db: Queryable, playerId: string): Promise<string> {
  const { rows } = await db.query<{ currency: string }>(
    'SELECT COALESCE(active_wallet, currency) AS currency FROM players WHERE id = $1',
    [playerId],
  );
  return rows[0]!.currency;
}
