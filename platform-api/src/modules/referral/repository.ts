import type { Queryable } from '../../db/pool.js';
import type { PageQuery } from '../../http/paging.js';

export interface ProgrammeRow {
  enabled: boolean;
  /** NUMERIC as text. */
  commissionPercent: string;
}

export interface EarningRow {
  currency: string;
  scale: number;
  /** NUMERIC as text. */
  amount: string;
}

export async function findProgramme(db: Queryable, brandId: string): Promise<ProgrammeRow | null> {
  const { rows } = await db.query<ProgrammeRow>(
    `SELECT enabled, commission_percent::text AS "commissionPercent"
     FROM referral_programmes WHERE brand_id = $1`,
    [brandId],
  );
  return rows[0] ?? null;
}

/** Inserts or replaces the brand's programme (a brand without a row has none). */
export async function saveProgramme(
  db: Queryable,
  brandId: string,
  programme: ProgrammeRow,
): Promise<void> {
  await db.query(
    `INSERT INTO referral_programmes (brand_id, enabled, commission_percent) VALUES ($1, $2, $3)
     ON CONFLICT (brand_id) DO UPDATE SET enabled = excluded.enabled,
                                          commission_percent = excluded.commission_percent`,
    [brandId, programme.enabled, programme.commissionPercent],
  );
}

export interface CommissionTerms extends ProgrammeRow {
  referrerId: string;
  refereeUsername: string;
}

/**
 * Who earns from the deposits of `refereeId`: its referrer in the same brand, with that brand's
 * programme. null when the player was not referred, or not by a player of its own brand.
 */
export async function findCommissionTerms(
  db: Queryable,
  refereeId: string,
): Promise<CommissionTerms | null> {
  const { rows } = await db.query<CommissionTerms>(
    `SELECT referrer.id AS "referrerId", referee.username AS "refereeUsername",
       programme.enabled, programme.commission_percent::text AS "commissionPercent"
     FROM players referee
     JOIN players referrer ON referrer.id = referee.referred_by
       AND referrer.brand_id = referee.brand_id AND referrer.id <> referee.id
     JOIN referral_programmes programme ON programme.brand_id = referee.brand_id
     WHERE referee.id = $1`,
    [refereeId],
  );
  return rows[0] ?? null;
}

/** The referrer's referral bonuses summed per currency. */
export async function referralEarnings(db: Queryable, referrerId: string): Promise<EarningRow[]> {
  const { rows } = await db.query<EarningRow>(
    `SELECT bonus.currency, currency.scale, sum(bonus.amount)::text AS amount
     FROM bonuses bonus JOIN currencies currency ON currency.code = bonus.currency
     WHERE bonus.player_id = $1 AND bonus.source = 'referral'
     GROUP BY bonus.currency, currency.scale, currency.sort
     ORDER BY currency.sort, bonus.currency`,
    [referrerId],
  );
  return rows;
}

export async function countReferredPlayers(db: Queryable, referrerId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM players WHERE referred_by = $1',
    [referrerId],
  );
  return rows[0]?.count ?? 0;
}

export interface ReferredPlayerRow {
  username: string;
  createdAt: Date;
  hasApprovedDeposit: boolean;
  earnings: EarningRow[];
}

/** The players `referrerId` referred, newest first, with what each one earned the referrer. */
export async function listReferredPlayers(
  db: Queryable,
  referrerId: string,
  { page, pageSize }: PageQuery,
): Promise<ReferredPlayerRow[]> {
  const { rows } = await db.query<ReferredPlayerRow>(
    `SELECT referee.username, referee.created_at AS "createdAt",
       EXISTS (SELECT 1 FROM payments deposit
               WHERE deposit.player_id = referee.id AND deposit.transaction_type = 'DEPOSIT'
                 AND deposit.status = 'approved') AS "hasApprovedDeposit",
       COALESCE((SELECT json_agg(json_build_object('currency', earned.currency,
                   'scale', earned.scale, 'amount', earned.amount::text)
                   ORDER BY earned.sort, earned.currency)
                 FROM (SELECT bonus.currency, currency.scale, currency.sort,
                         sum(bonus.amount) AS amount
                       FROM bonuses bonus JOIN currencies currency ON currency.code = bonus.currency
                       WHERE bonus.player_id = $1 AND bonus.referee_id = referee.id
                       GROUP BY bonus.currency, currency.scale, currency.sort) earned),
                '[]'::json) AS earnings
     FROM players referee
     WHERE referee.referred_by = $1
     ORDER BY referee.created_at DESC, referee.id DESC
     LIMIT $2 OFFSET $3`,
    [referrerId, pageSize, (page - 1) * pageSize],
  );
  return rows;
}
