import type pg from 'pg';

import { brandUsername } from '../../identity/usernames.js';
import type { GrantState } from './grant-feed.js';

/**
 * The player's open grants and those that ended in the last day, each with the money of its
 * status: granted while pending or active, converted once completed, taken back once forfeited or
 * expired (the bonus part of its closing entry).
 */
export async function loadGrantStates(db: pg.Pool, playerId: string): Promise<GrantState[]> {
  const { rows } = await db.query<
    Omit<GrantState, 'brandUsername'> & { brandId: string; username: string }
  >(
    `SELECT grant_row.id AS "grantId", grant_row.status, grant_row.currency,
            round(CASE WHEN grant_row.status IN ('pending', 'active') THEN grant_row.granted
                       ELSE coalesce((SELECT abs(closing.bonus_amount) FROM bonus_entries closing
                                      WHERE closing.grant_id = grant_row.id
                                        AND closing.type IN ('convert', 'forfeit', 'expire')
                                      LIMIT 1), 0) END, currency.scale)::text AS amount,
            player.brand_id AS "brandId", player.username
     FROM bonus_grants grant_row
     JOIN players player ON player.id = grant_row.player_id
     JOIN currencies currency ON currency.code = grant_row.currency
     WHERE grant_row.player_id = $1
       AND (grant_row.status IN ('pending', 'active') OR grant_row.ended_at > now() - interval '1 day')`,
    [playerId],
  );
  return rows.map(({ brandId, username, ...state }) => ({
    ...state,
    brandUsername: brandUsername(brandId, username),
  }));
}
