// The operator's offers: written once, listed, archived (offers are never edited: a grant keeps
// the terms it was made under, and a new promise is a new offer).

import type { AdminBonusOffer, BonusOfferDraft, Jurisdiction } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

const ADMIN_OFFER_COLUMNS = `id AS "offerId", brand_id AS "brandId", kind, name, code, terms, status,
  valid_from AS "validFrom", valid_until AS "validUntil", created_at AS "createdAt",
  archived_at AS "archivedAt"`;

type OfferDates = 'validFrom' | 'validUntil' | 'createdAt' | 'archivedAt';
type StoredOffer = Omit<AdminBonusOffer, OfferDates> & {
  validFrom: Date;
  validUntil: Date | null;
  createdAt: Date;
  archivedAt: Date | null;
};

const toAdminOffer = (row: StoredOffer): AdminBonusOffer => ({
  ...row,
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

export async function findBrandJurisdiction(
  db: Queryable,
  brandId: string,
): Promise<Jurisdiction | null> {
  const { rows } = await db.query<{ jurisdiction: Jurisdiction }>(
    'SELECT jurisdiction FROM brands WHERE id = $1',
    [brandId],
  );
  return rows[0]?.jurisdiction ?? null;
}

/** Currencies `codes` names that the platform does not know. */
export async function unknownCurrencies(db: Queryable, codes: string[]): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT code FROM unnest($1::text[]) AS code
     WHERE NOT EXISTS (SELECT 1 FROM currencies WHERE currencies.code = code)`,
    [codes],
  );
  return rows.map((row) => row.code);
}

/** The "<gpid>:<code>" keys that name no catalogue game (in-house or Hub88). */
export async function unknownGameKeys(db: Queryable, keys: string[]): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM unnest($1::text[]) AS key
     WHERE NOT EXISTS (SELECT 1 FROM games WHERE games.gpid || ':' || games.code = key)`,
    [keys],
  );
  return rows.map((row) => row.key);
}

export async function createOffer(
  db: Queryable,
  brandId: string,
  draft: BonusOfferDraft,
): Promise<AdminBonusOffer> {
  const { rows } = await db.query<StoredOffer>(
    `INSERT INTO bonus_offers (brand_id, kind, name, code, terms, valid_from, valid_until)
     VALUES ($1, $2, $3, upper($4), $5, coalesce($6::timestamptz, now()), $7)
     RETURNING ${ADMIN_OFFER_COLUMNS}`,
    [
      brandId,
      draft.kind,
      draft.name,
      draft.code ?? null,
      draft.terms,
      draft.validFrom ?? null,
      draft.validUntil ?? null,
    ],
  );
  return toAdminOffer(rows[0]!);
}

export async function listBrandOffers(
  db: Queryable,
  brandId: string,
  status: 'active' | 'archived' | undefined,
): Promise<AdminBonusOffer[]> {
  const { rows } = await db.query<StoredOffer>(
    `SELECT ${ADMIN_OFFER_COLUMNS} FROM bonus_offers
     WHERE brand_id = $1 AND ($2::text IS NULL OR status = $2)
     ORDER BY created_at DESC, id`,
    [brandId, status ?? null],
  );
  return rows.map(toAdminOffer);
}

export async function findAdminOffer(
  db: Queryable,
  brandId: string,
  offerId: string,
): Promise<AdminBonusOffer | null> {
  const { rows } = await db.query<StoredOffer>(
    `SELECT ${ADMIN_OFFER_COLUMNS} FROM bonus_offers WHERE brand_id = $1 AND id = $2`,
    [brandId, offerId],
  );
  return rows[0] === undefined ? null : toAdminOffer(rows[0]);
}

/** Archives the offer (a second archive changes nothing); answers it as it is now. */
export async function archiveOffer(
  db: Queryable,
  brandId: string,
  offerId: string,
): Promise<AdminBonusOffer | null> {
  await db.query(
    `UPDATE bonus_offers SET status = 'archived', archived_at = now()
     WHERE brand_id = $1 AND id = $2 AND status = 'active'`,
    [brandId, offerId],
  );
  return findAdminOffer(db, brandId, offerId);
}
