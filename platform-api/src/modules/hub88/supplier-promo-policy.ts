// A brand's policy for Hub88 supplier promotions (docs/hub88.md#supplier-promotions): `real`
// (the default: no row), `bonus` (a grant of the brand's chosen manual offer, with its wagering)
// or `refuse`. Read on every promotion call; set by the operator.

import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { badRequestError } from '../../http/errors.js';

export const SUPPLIER_PROMO_POLICIES = ['real', 'bonus', 'refuse'] as const;
export type SupplierPromoPolicyKind = (typeof SUPPLIER_PROMO_POLICIES)[number];

export interface SupplierPromoPolicy {
  brandId: string;
  policy: SupplierPromoPolicyKind;
  /** The manual offer whose terms a bonus-money promotion is granted with; only for `bonus`. */
  bonusOfferId: string | null;
}

export async function findBrandPolicy(
  db: Queryable,
  brandId: string,
): Promise<SupplierPromoPolicy> {
  const { rows } = await db.query<SupplierPromoPolicy>(
    `SELECT brand.id AS "brandId", COALESCE(policy.policy, 'real') AS policy,
            policy.bonus_offer_id AS "bonusOfferId"
     FROM brands brand
     LEFT JOIN hub88_supplier_promo_policies policy ON policy.brand_id = brand.id
     WHERE brand.id = $1`,
    [brandId],
  );
  return rows[0] ?? { brandId, policy: 'real', bonusOfferId: null };
}

/** The policy of the player's brand. */
export async function findPlayerPolicy(
  db: Queryable,
  playerId: string,
): Promise<SupplierPromoPolicy> {
  const { rows } = await db.query<{ brandId: string }>(
    'SELECT brand_id AS "brandId" FROM players WHERE id = $1',
    [playerId],
  );
  return findBrandPolicy(db, rows[0]!.brandId);
}

/**
 * Replaces the brand's policy. `bonus` needs an active manual offer of the brand; the others take
 * no offer. Bad input is refused before anything is written.
 */
export async function saveBrandPolicy(
  db: pg.PoolClient,
  change: SupplierPromoPolicy,
): Promise<SupplierPromoPolicy> {
  const { brandId, policy, bonusOfferId } = change;
  if (policy !== 'bonus' && bonusOfferId !== null) {
    throw badRequestError('Only the bonus policy names an offer');
  }
  if (policy === 'bonus') {
    if (bonusOfferId === null) throw badRequestError('The bonus policy names a manual offer');
    const { rowCount } = await db.query(
      `SELECT 1 FROM bonus_offers WHERE id = $1 AND brand_id = $2 AND kind = 'manual'
         AND status = 'active'`,
      [bonusOfferId, brandId],
    );
    if (rowCount === 0) {
      throw badRequestError('The offer must be an active manual offer of this brand');
    }
  }
  await db.query(
    `INSERT INTO hub88_supplier_promo_policies (brand_id, policy, bonus_offer_id)
     VALUES ($1, $2, $3)
     ON CONFLICT (brand_id) DO UPDATE SET policy = EXCLUDED.policy,
       bonus_offer_id = EXCLUDED.bonus_offer_id, updated_at = now()`,
    [brandId, policy, bonusOfferId],
  );
  return findBrandPolicy(db, brandId);
}
