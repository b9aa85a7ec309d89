// A brand's settings of its originals: switched on or off, the house edge (1–5 %, 1 % until
// changed), and per currency the stake bounds and the most one round pays.

import type { OriginalsGameSettings } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import type { OriginalGame } from './games.js';

export async function brandGameSettings(
  db: Queryable,
  brandId: string,
  game: OriginalGame,
): Promise<OriginalsGameSettings> {
  const { rows } = await db.query<{ enabled: boolean; edge: string }>(
    `SELECT enabled, trim_scale(edge)::text AS edge FROM originals_settings
     WHERE brand_id = $1 AND game = $2`,
    [brandId, game],
  );
  const limits = await db.query<OriginalsGameSettings['limits'][number]>(
    `SELECT currency, trim_scale(min_stake)::text AS "minStake",
            trim_scale(max_stake)::text AS "maxStake", trim_scale(max_payout)::text AS "maxPayout"
     FROM originals_limits WHERE brand_id = $1 AND game = $2 ORDER BY currency`,
    [brandId, game],
  );
  return {
    game,
    enabled: rows[0]?.enabled ?? true,
    edge: rows[0]?.edge ?? '0.01',
    limits: limits.rows,
  };
}

export async function saveBrandGameSettings(
  db: Queryable,
  brandId: string,
  settings: OriginalsGameSettings,
): Promise<void> {
  await db.query(
    `INSERT INTO originals_settings (brand_id, game, enabled, edge) VALUES ($1, $2, $3, $4)
     ON CONFLICT (brand_id, game) DO UPDATE SET enabled = excluded.enabled, edge = excluded.edge`,
    [brandId, settings.game, settings.enabled, settings.edge],
  );
  await db.query('DELETE FROM originals_limits WHERE brand_id = $1 AND game = $2', [
    brandId,
    settings.game,
  ]);
  await db.query(
    `INSERT INTO originals_limits (brand_id, game, currency, min_stake, max_stake, max_payout)
     SELECT $1, $2, currency, "minStake", "maxStake", "maxPayout"
     FROM jsonb_to_recordset($3::jsonb)
       AS bound(currency text, "minStake" numeric, "maxStake" numeric, "maxPayout" numeric)`,
    [brandId, settings.game, JSON.stringify(settings.limits)],
  );
}
