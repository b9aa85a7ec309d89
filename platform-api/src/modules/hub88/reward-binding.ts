// Free-spin grants on a Hub88 game get their reward at Hub88, and lose it when they end early.
// A pass, not the grant's own transaction: the grant commits first and stays playable on in-house
// games whatever Hub88 answers; the pass creates the reward of every active grant that has none
// (operator_reference = the grant's id, idempotent by it), cancels the reward of every forfeited or
// expired grant, and records what failed (hub88_reward_failures) for staff and a later retry.

import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

import { periodicPass } from '../../http/periodic-pass.js';
import type { Hub88Call } from './games-client.js';
import { cancelHub88Reward, createHub88Reward } from './rewards.js';

/** Hub88's units per unit of currency. */
const HUB88_UNITS = 100_000;
const GRANTS_PER_PASS = 100;
/** A failed call is retried after this long, not on every pass. */
const RETRY_AFTER = '2 minutes';

interface UnboundGrant {
  grantId: string;
  playerId: string;
  currency: string;
  spins: number;
  stakeUnits: string;
  expiresAt: Date;
  gameCode: string;
}

export interface BindingReport {
  created: number;
  cancelled: number;
  failed: number;
}

/**
 * Active grants with spins left on a Hub88 game (the first of the offer's) and no reward yet: not
 * failed within the retry delay, or only `grantId` whenever it failed (a retry staff asked for).
 */
async function unboundGrants(db: pg.Pool, grantId: string | null = null): Promise<UnboundGrant[]> {
  const { rows } = await db.query<UnboundGrant>(
    `SELECT bonus.id AS "grantId", bonus.player_id AS "playerId", bonus.currency,
            bonus.free_spins AS spins,
            trim_scale(bonus.free_spin_stake * ${HUB88_UNITS})::text AS "stakeUnits",
            bonus.expires_at AS "expiresAt", hub88_game.game_code AS "gameCode"
     FROM bonus_grants bonus
     CROSS JOIN LATERAL (
       SELECT hub88.game_code
       FROM jsonb_array_elements_text(bonus.terms -> 'freeSpins' -> 'games')
         WITH ORDINALITY AS game (key, position)
       JOIN hub88_games hub88 ON hub88.gpid || ':' || hub88.code = game.key
       ORDER BY game.position LIMIT 1) hub88_game
     WHERE bonus.status = 'active' AND bonus.free_spins > bonus.free_spins_used
       AND bonus.expires_at > now()
       AND NOT EXISTS (SELECT FROM hub88_rewards reward
                       WHERE reward.operator_reference = bonus.id::text)
       AND ($1::uuid IS NULL AND NOT EXISTS (SELECT FROM hub88_reward_failures failure
                       WHERE failure.grant_id = bonus.id AND failure.action = 'create'
                         AND failure.failed_at > now() - interval '${RETRY_AFTER}')
            OR bonus.id = $1)
     ORDER BY bonus.activated_at LIMIT ${GRANTS_PER_PASS}`,
    [grantId],
  );
  return rows;
}

/**
 * The game's prepaid for the grant: one whose bet value is the spin stake (and whose count is the
 * spins, or open), else one that leaves the bet value open (the reward gives the stake).
 */
async function prepaidFor(db: pg.Pool, grant: UnboundGrant): Promise<string | null> {
  const { rows } = await db.query<{ prepaidUuid: string }>(
    `SELECT prepaid_uuid AS "prepaidUuid" FROM hub88_prepaids
     WHERE listed AND game_code = $1 AND currency = $2
       AND (bet_value = $3::numeric OR bet_value IS NULL)
       AND (bet_count = $4 OR bet_count IS NULL)
     ORDER BY bet_value IS NULL, bet_count IS NULL, prepaid_uuid LIMIT 1`,
    [grant.gameCode, grant.currency, grant.stakeUnits, grant.spins],
  );
  return rows[0]?.prepaidUuid ?? null;
}

async function recordFailure(
  db: pg.Pool,
  grantId: string,
  action: 'create' | 'cancel',
  gameCode: string,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.query(
    `INSERT INTO hub88_reward_failures AS failure (grant_id, action, game_code, error)
     VALUES ($1, $2, $3, left($4, 500))
     ON CONFLICT (grant_id, action) DO UPDATE SET error = EXCLUDED.error,
       attempts = failure.attempts + 1, failed_at = now()`,
    [grantId, action, gameCode, message],
  );
}

async function clearFailure(db: pg.Pool, grantId: string, action: 'create' | 'cancel') {
  await db.query('DELETE FROM hub88_reward_failures WHERE grant_id = $1 AND action = $2', [
    grantId,
    action,
  ]);
}

async function bindGrant(db: pg.Pool, hub88: Hub88Call, grant: UnboundGrant): Promise<void> {
  const prepaidUuid = await prepaidFor(db, grant);
  if (prepaidUuid === null) {
    throw new Error(
      `No prepaid of ${grant.gameCode} in ${grant.currency} for ${grant.spins} spins at ` +
        `${grant.stakeUnits} units`,
    );
  }
  const unitsIsWhole = /^\d+$/.test(grant.stakeUnits);
  if (!unitsIsWhole) throw new Error(`The spin stake is finer than Hub88's units`);
  await createHub88Reward(db, hub88, {
    operatorReference: grant.grantId,
    playerId: grant.playerId,
    prepaidUuid,
    betValueUnits: Number(grant.stakeUnits),
    betCount: grant.spins,
    startTime: new Date(),
    endTime: grant.expiresAt,
  });
}

/** Rewards still active at Hub88 whose grant was forfeited or expired (or only `grantId`'s). */
async function rewardsOfEndedGrants(db: pg.Pool, grantId: string | null = null) {
  const { rows } = await db.query<{ grantId: string; gameCode: string }>(
    `SELECT bonus.id AS "grantId", reward.game_code AS "gameCode"
     FROM hub88_rewards reward
     JOIN bonus_grants bonus ON bonus.id::text = reward.operator_reference
     WHERE reward.status = 'active' AND reward.reward_uuid IS NOT NULL
       AND bonus.status IN ('forfeited', 'expired')
       AND ($1::uuid IS NULL AND NOT EXISTS (SELECT FROM hub88_reward_failures failure
                       WHERE failure.grant_id = bonus.id AND failure.action = 'cancel'
                         AND failure.failed_at > now() - interval '${RETRY_AFTER}')
            OR bonus.id = $1)
     LIMIT ${GRANTS_PER_PASS}`,
    [grantId],
  );
  return rows;
}

/** One pass: creates the rewards due and cancels those of ended grants. */
export async function bindHub88Rewards(
  db: pg.Pool,
  hub88: Hub88Call,
  log?: FastifyBaseLogger,
): Promise<BindingReport> {
  const report: BindingReport = { created: 0, cancelled: 0, failed: 0 };
  for (const grant of await unboundGrants(db)) {
    try {
      await bindGrant(db, hub88, grant);
      await clearFailure(db, grant.grantId, 'create');
      report.created += 1;
    } catch (error) {
      report.failed += 1;
      log?.warn({ err: error, grantId: grant.grantId }, 'Hub88 reward not created');
      await recordFailure(db, grant.grantId, 'create', grant.gameCode, error);
    }
  }
  for (const reward of await rewardsOfEndedGrants(db)) {
    try {
      await cancelHub88Reward(db, hub88, reward.grantId);
      await clearFailure(db, reward.grantId, 'cancel');
      report.cancelled += 1;
    } catch (error) {
      report.failed += 1;
      log?.warn({ err: error, grantId: reward.grantId }, 'Hub88 reward not cancelled');
      await recordFailure(db, reward.grantId, 'cancel', reward.gameCode, error);
    }
  }
  return report;
}

export interface RewardFailure {
  grantId: string;
  action: 'create' | 'cancel';
  gameCode: string;
  error: string;
  attempts: number;
  failedAt: Date;
}

const FAILURE_COLUMNS = `grant_id AS "grantId", action, game_code AS "gameCode", error, attempts,
  failed_at AS "failedAt"`;

/** What the binding could not do, newest first: for the back office. */
export async function listRewardFailures(db: pg.Pool): Promise<RewardFailure[]> {
  const { rows } = await db.query<RewardFailure>(
    `SELECT ${FAILURE_COLUMNS} FROM hub88_reward_failures ORDER BY failed_at DESC LIMIT 200`,
  );
  return rows;
}

async function findRewardFailure(
  db: pg.Pool,
  grantId: string,
  action: RewardFailure['action'],
): Promise<RewardFailure | null> {
  const { rows } = await db.query<RewardFailure>(
    `SELECT ${FAILURE_COLUMNS} FROM hub88_reward_failures WHERE grant_id = $1 AND action = $2`,
    [grantId, action],
  );
  return rows[0] ?? null;
}

export interface RetryOutcome {
  /** Whether the failure is gone: the call succeeded, or the grant no longer needs it. */
  resolved: boolean;
  /** The failure as it stands after the retry; null once resolved. */
  failure: RewardFailure | null;
}

/**
 * Retries one recorded failure now, whatever the retry delay: the create of an active grant's
 * reward, or the cancel of an ended grant's. A grant that no longer needs it (ended, played,
 * already bound) resolves the row. Null when no such failure is recorded.
 */
export async function retryRewardFailure(
  db: pg.Pool,
  hub88: Hub88Call,
  grantId: string,
  action: RewardFailure['action'],
): Promise<RetryOutcome | null> {
  const recorded = await findRewardFailure(db, grantId, action);
  if (recorded === null) return null;
  try {
    if (action === 'create') {
      for (const grant of await unboundGrants(db, grantId)) await bindGrant(db, hub88, grant);
    } else {
      for (const reward of await rewardsOfEndedGrants(db, grantId)) {
        await cancelHub88Reward(db, hub88, reward.grantId);
      }
    }
  } catch (error) {
    await recordFailure(db, grantId, action, recorded.gameCode, error);
    return { resolved: false, failure: await findRewardFailure(db, grantId, action) };
  }
  await clearFailure(db, grantId, action);
  return { resolved: true, failure: null };
}

/** A grant's reward is created within seconds of its grant (or its activation). */
export const hub88RewardBinder = (hub88: Hub88Call) =>
  periodicPass({
    defaultTickMs: 5_000,
    failure: 'Hub88 reward binding pass failed',
    pass: async (db, log) => {
      const report = await bindHub88Rewards(db, hub88, log);
      if (report.created + report.cancelled + report.failed > 0) {
        log.info(report, 'Hub88 rewards bound');
      }
    },
  });
