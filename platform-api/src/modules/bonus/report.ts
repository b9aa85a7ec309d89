// The bonus report of a brand (docs/bonus.md#operator-api): per offer and currency, what its grants
// did between two UTC days, both included, and what they hold now. The operator's route and CLI
// answer it as BonusReport.

import type { BonusReport, BonusReportRow } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

/**
 * claims: grants made in the period; granted: their amounts; converted, forfeited, expired: the
 * money their conversions, forfeits and expiries moved in the period (of any grant of the offer);
 * outstanding: what the offer's pending and active grants hold now.
 */
export async function bonusReport(
  db: Queryable,
  brandId: string,
  period: { from: string; to: string },
): Promise<BonusReport> {
  const { rows } = await db.query<BonusReportRow>(
    `WITH period AS (
       SELECT $2::date::timestamp AT TIME ZONE 'UTC' AS starts,
              ($3::date + 1)::timestamp AT TIME ZONE 'UTC' AS ends),
     per_grant AS (
       SELECT grant_row.offer_id, grant_row.currency,
              (grant_row.created_at >= period.starts AND grant_row.created_at < period.ends) AS made,
              grant_row.granted, grant_row.status, account.balance,
              (SELECT COALESCE(sum(-entry.bonus_amount) FILTER (WHERE entry.type = 'convert'), 0)
               FROM bonus_entries entry
               WHERE entry.grant_id = grant_row.id AND entry.at >= period.starts
                 AND entry.at < period.ends) AS converted,
              (SELECT COALESCE(sum(-entry.bonus_amount) FILTER (WHERE entry.type = 'forfeit'), 0)
               FROM bonus_entries entry
               WHERE entry.grant_id = grant_row.id AND entry.at >= period.starts
                 AND entry.at < period.ends) AS forfeited,
              (SELECT COALESCE(sum(-entry.bonus_amount) FILTER (WHERE entry.type = 'expire'), 0)
               FROM bonus_entries entry
               WHERE entry.grant_id = grant_row.id AND entry.at >= period.starts
                 AND entry.at < period.ends) AS expired
       FROM bonus_grants grant_row
       JOIN bonus_offers offer ON offer.id = grant_row.offer_id
       JOIN ledger_accounts account ON account.bonus_grant_id = grant_row.id
       CROSS JOIN period
       WHERE offer.brand_id = $1)
     SELECT offer.id AS "offerId", offer.name, offer.kind, per_grant.currency,
            count(*) FILTER (WHERE per_grant.made)::int AS claims,
            round(COALESCE(sum(per_grant.granted) FILTER (WHERE per_grant.made), 0),
                  currency.scale)::text AS granted,
            round(sum(per_grant.converted), currency.scale)::text AS converted,
            round(sum(per_grant.forfeited), currency.scale)::text AS forfeited,
            round(sum(per_grant.expired), currency.scale)::text AS expired,
            round(COALESCE(sum(per_grant.balance)
                           FILTER (WHERE per_grant.status IN ('pending', 'active')), 0),
                  currency.scale)::text AS outstanding
     FROM per_grant
     JOIN bonus_offers offer ON offer.id = per_grant.offer_id
     JOIN currencies currency ON currency.code = per_grant.currency
     GROUP BY offer.id, offer.name, offer.kind, per_grant.currency, currency.scale
     ORDER BY offer.name, offer.id, per_grant.currency`,
    [brandId, period.from, period.to],
  );
  return { ...period, items: rows };
}
