// Hub88's prepaids (reward templates per game), stored so the back office and reward creation
// read them without calling Hub88: freebet/prepaids/list answers at most once a minute per
// operator, so every API process claims the minute in the database before calling.

import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { freebetsClient, type Hub88Prepaid } from './freebets-client.js';
import type { Hub88Call } from './games-client.js';

const PREPAIDS_PATH = 'freebet/prepaids/list';
/** Hub88's limit on prepaids/list (docs.hub88.io, rate limits). */
export const PREPAIDS_INTERVAL_SECONDS = 60;

export class Hub88RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Hub88 allows ${PREPAIDS_PATH} once a minute: try again in ${retryAfterSeconds} s`);
  }
}

/**
 * Takes the minute for a limited call, or answers how many seconds remain. Atomic, so two
 * processes asking at once cannot both call.
 */
export async function claimLimitedCall(
  db: Queryable,
  path: string,
  intervalSeconds: number,
): Promise<number | null> {
  const { rows } = await db.query<{ wait: number | null }>(
    `WITH claimed AS (
       INSERT INTO hub88_limited_calls AS call (path, called_at) VALUES ($1, now())
       ON CONFLICT (path) DO UPDATE SET called_at = now()
       WHERE call.called_at <= now() - make_interval(secs => $2)
       RETURNING 1)
     SELECT CASE WHEN EXISTS (SELECT FROM claimed) THEN NULL ELSE
       (SELECT ceil(extract(epoch FROM called_at + make_interval(secs => $2) - now()))::int
        FROM hub88_limited_calls WHERE path = $1) END AS wait`,
    [path, intervalSeconds],
  );
  const wait = rows[0]?.wait ?? null;
  return wait === null ? null : Math.max(wait, 1);
}

export interface PrepaidSyncReport {
  listed: number;
  games: number;
  unlisted: number;
}

/** Calls prepaids/list (if the minute is free) and stores what it lists; refuses otherwise. */
export async function syncHub88Prepaids(
  pool: pg.Pool,
  hub88: Hub88Call,
): Promise<PrepaidSyncReport> {
  const wait = await claimLimitedCall(pool, PREPAIDS_PATH, PREPAIDS_INTERVAL_SECONDS);
  if (wait !== null) throw new Hub88RateLimited(wait);
  const prepaids = await freebetsClient(hub88).listPrepaids();
  return withTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO hub88_prepaids AS prepaid (prepaid_uuid, game_code, currency, bet_value,
         bet_count, prepaid_type)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS listed(prepaid_uuid text, game_code text,
         currency text, bet_value bigint, bet_count integer, type text)
       ON CONFLICT (prepaid_uuid) DO UPDATE SET game_code = EXCLUDED.game_code,
         currency = EXCLUDED.currency, bet_value = EXCLUDED.bet_value,
         bet_count = EXCLUDED.bet_count, prepaid_type = EXCLUDED.prepaid_type, listed = true,
         synced_at = now()`,
      [JSON.stringify(prepaids)],
    );
    const { rowCount } = await client.query(
      `UPDATE hub88_prepaids SET listed = false, synced_at = now()
       WHERE listed AND NOT prepaid_uuid = ANY ($1::text[])`,
      [prepaids.map((prepaid) => prepaid.prepaid_uuid)],
    );
    return {
      listed: prepaids.length,
      games: new Set(prepaids.map((prepaid) => prepaid.game_code)).size,
      unlisted: rowCount ?? 0,
    };
  });
}

export interface StoredPrepaid {
  prepaidUuid: string;
  gameCode: string;
  /** The catalogue's game, when the catalogue sync imported it. */
  gameName: string | null;
  currency: string;
  /** Per spin, in the currency; null: the reward chooses. */
  betValue: string | null;
  betCount: number | null;
  type: string | null;
  syncedAt: Date;
}

/** The prepaids the last listing had, by game. */
export async function listStoredPrepaids(
  db: Queryable,
  gameCode?: string,
): Promise<StoredPrepaid[]> {
  const { rows } = await db.query<StoredPrepaid>(
    `SELECT prepaid.prepaid_uuid AS "prepaidUuid", prepaid.game_code AS "gameCode",
            game.name AS "gameName", prepaid.currency,
            trim_scale(prepaid.bet_value::numeric / 100000)::text AS "betValue",
            prepaid.bet_count AS "betCount", prepaid.prepaid_type AS type,
            prepaid.synced_at AS "syncedAt"
     FROM hub88_prepaids prepaid
     LEFT JOIN hub88_games hub88 ON hub88.game_code = prepaid.game_code
     LEFT JOIN games game ON game.gpid = hub88.gpid AND game.code = hub88.code
     WHERE prepaid.listed AND ($1::text IS NULL OR prepaid.game_code = $1)
     ORDER BY prepaid.game_code, prepaid.currency, prepaid.bet_value, prepaid.prepaid_uuid`,
    [gameCode ?? null],
  );
  return rows;
}

export type { Hub88Prepaid };
