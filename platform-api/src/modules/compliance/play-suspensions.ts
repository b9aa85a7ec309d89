// Disable on demand (GLI-19 2.4.1): staff suspend all play of a brand, a provider's games or one
// game, with a reason, and resume it. A suspension refuses launches (here) and bets and free
// rounds (SQL play_check_not_suspended, in the gateway's and Hub88's bet functions); wins and
// rollbacks of rounds already begun still settle (4.15). The lobby leaves out what is suspended.

import type { PlaySuspension, PlaySuspensionTarget } from '@croupier/contracts';

import { returnedRow, type Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode, badRequestError, notFoundError } from '../../http/errors.js';

interface SuspensionRow {
  brandId: string;
  gpid: string;
  gameCode: string;
  reason: string;
  suspendedBy: string;
  suspendedAt: Date;
}

const SELECT = `
  SELECT brand_id AS "brandId", gpid, game_code AS "gameCode", reason,
         suspended_by AS "suspendedBy", suspended_at AS "suspendedAt"
  FROM play_suspensions`;

/** '' is how the table says "every provider" or "every game". */
const keyOf = ({ gpid, gameCode }: PlaySuspensionTarget) => [gpid ?? '', gameCode ?? ''] as const;

function suspensionOf(row: SuspensionRow): PlaySuspension {
  return {
    brandId: row.brandId,
    gpid: row.gpid === '' ? null : row.gpid,
    gameCode: row.gameCode === '' ? null : row.gameCode,
    reason: row.reason,
    suspendedBy: row.suspendedBy,
    suspendedAt: row.suspendedAt.toISOString(),
  };
}

/** What `target` names, in words, for messages and the audit log's target. */
export function describeTarget(brandId: string, { gpid, gameCode }: PlaySuspensionTarget): string {
  if (gpid === undefined) return `play:${brandId}`;
  return gameCode === undefined ? `play:${brandId}:${gpid}` : `play:${brandId}:${gpid}:${gameCode}`;
}

/** The brand's suspensions, all play first, then by provider and game. */
export async function listPlaySuspensions(
  db: Queryable,
  brandId: string,
): Promise<PlaySuspension[]> {
  const { rows } = await db.query<SuspensionRow>(
    `${SELECT} WHERE brand_id = $1 ORDER BY gpid, game_code`,
    [brandId],
  );
  return rows.map(suspensionOf);
}

/** Refuses (errorCode 2) a target that names no provider or game of the catalogue. */
async function checkTarget(db: Queryable, { gpid, gameCode }: PlaySuspensionTarget) {
  if (gpid === undefined) {
    if (gameCode !== undefined) throw badRequestError('A gameCode needs its gpid');
    return;
  }
  const { rows } = await db.query<{ provider: boolean; game: boolean }>(
    `SELECT EXISTS (SELECT FROM game_providers WHERE gpid = $1) AS provider,
            EXISTS (SELECT FROM games WHERE gpid = $1 AND code = $2) AS game`,
    [gpid, gameCode ?? null],
  );
  if (!rows[0]?.provider) throw badRequestError(`No game provider ${gpid}`);
  if (gameCode !== undefined && !rows[0].game) {
    throw badRequestError(`No game ${gameCode} of provider ${gpid}`);
  }
}

/**
 * Suspends `target` in the brand; errorCode 2 for an unknown provider or game. Suspending it
 * again replaces the reason. Answers the suspension before (null: none) and after, for the audit.
 */
export async function suspendPlay(
  db: Queryable,
  brandId: string,
  target: PlaySuspensionTarget,
  reason: string,
  suspendedBy: string,
): Promise<{ before: PlaySuspension | null; after: PlaySuspension }> {
  await checkTarget(db, target);
  const { rows } = await db.query<SuspensionRow & { previous: SuspensionRow | null }>(
    `WITH previous AS (${SELECT} WHERE brand_id = $1 AND gpid = $2 AND game_code = $3)
     INSERT INTO play_suspensions AS suspension (brand_id, gpid, game_code, reason, suspended_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (brand_id, gpid, game_code) DO UPDATE SET reason = EXCLUDED.reason,
       suspended_by = EXCLUDED.suspended_by, suspended_at = now()
     RETURNING suspension.brand_id AS "brandId", suspension.gpid,
               suspension.game_code AS "gameCode", suspension.reason,
               suspension.suspended_by AS "suspendedBy", suspension.suspended_at AS "suspendedAt",
               (SELECT to_jsonb(previous) FROM previous) AS previous`,
    [brandId, ...keyOf(target), reason.trim(), suspendedBy],
  );
  const row = returnedRow({ rows }, 'play suspension');
  const { previous, ...after } = row;
  return {
    before:
      previous === null
        ? null
        : suspensionOf({ ...previous, suspendedAt: new Date(previous.suspendedAt) }),
    after: suspensionOf(after),
  };
}

/** Ends the suspension of `target`; errorCode 6 when there is none. Answers what it ended. */
export async function resumePlay(
  db: Queryable,
  brandId: string,
  target: PlaySuspensionTarget,
): Promise<PlaySuspension> {
  const { rows } = await db.query<SuspensionRow>(
    `DELETE FROM play_suspensions WHERE brand_id = $1 AND gpid = $2 AND game_code = $3
     RETURNING brand_id AS "brandId", gpid, game_code AS "gameCode", reason,
               suspended_by AS "suspendedBy", suspended_at AS "suspendedAt"`,
    [brandId, ...keyOf(target)],
  );
  const [row] = rows;
  if (row === undefined) throw notFoundError(`${describeTarget(brandId, target)} is not suspended`);
  return suspensionOf(row);
}

/** Refuses (gameSuspended) a launch of a game suspended in the player's brand. */
export async function checkGameNotSuspended(
  db: Queryable,
  brandId: string,
  gpid: string,
  gameCode: string,
): Promise<void> {
  const { rows } = await db.query<{ reason: string | null }>(
    'SELECT play_suspension_reason($1, $2, $3) AS reason',
    [brandId, gpid, gameCode],
  );
  const reason = rows[0]?.reason ?? null;
  if (reason !== null) {
    throw new ApiError(
      ErrorCode.gameSuspended,
      `${gameCode} of ${gpid} is suspended by the operator: ${reason}`,
    );
  }
}
