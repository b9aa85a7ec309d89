// Free rounds at Hub88 for one operator_reference (a free-spin grant's id): a reward created from
// a stored prepaid, and its cancellation. Idempotent by operator_reference: a second create answers
// the first reward, a second cancel answers the cancelled one.

import type pg from 'pg';

import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { freebetsClient, hub88Time } from './freebets-client.js';
import { Hub88CallError, type Hub88Call } from './games-client.js';

export interface RewardGrant {
  /** Croupier's own id for the reward: Hub88 sends it back in the free rounds' wallet calls. */
  operatorReference: string;
  playerId: string;
  prepaidUuid: string;
  /** Used when the prepaid leaves them open (null); the prepaid's own values win otherwise. */
  betValueUnits?: number;
  betCount?: number;
  startTime: Date;
  endTime: Date;
  campaignUuid?: string;
}

export interface StoredReward {
  operatorReference: string;
  rewardUuid: string;
  playerId: string;
  prepaidUuid: string;
  gameCode: string;
  currency: string;
  betValueUnits: number;
  betCount: number;
  startTime: Date;
  endTime: Date;
  campaignUuid: string | null;
  status: 'active' | 'cancelled';
}

const REWARD_COLUMNS = `operator_reference AS "operatorReference", reward_uuid AS "rewardUuid",
  player_id AS "playerId", prepaid_uuid AS "prepaidUuid", game_code AS "gameCode", currency,
  bet_value::float8 AS "betValueUnits", bet_count AS "betCount", start_time AS "startTime",
  end_time AS "endTime", campaign_uuid AS "campaignUuid", status`;

export async function findHub88Reward(
  db: pg.Pool,
  operatorReference: string,
): Promise<StoredReward | null> {
  const { rows } = await db.query<StoredReward>(
    `SELECT ${REWARD_COLUMNS} FROM hub88_rewards WHERE operator_reference = $1`,
    [operatorReference],
  );
  return rows[0] ?? null;
}

/** Creates the reward at Hub88 (once per operator_reference) and records it. */
export async function createHub88Reward(
  pool: pg.Pool,
  hub88: Hub88Call,
  grant: RewardGrant,
): Promise<StoredReward> {
  if (grant.endTime <= grant.startTime) throw badRequestError('endTime must follow startTime');
  const { rows } = await pool.query<{
    gameCode: string;
    currency: string;
    betValue: number | null;
    betCount: number | null;
    brandId: string;
  }>(
    `SELECT prepaid.game_code AS "gameCode", prepaid.currency,
            prepaid.bet_value::float8 AS "betValue", prepaid.bet_count AS "betCount",
            player.brand_id AS "brandId"
     FROM hub88_prepaids prepaid, players player
     WHERE prepaid.prepaid_uuid = $1 AND prepaid.listed AND player.id = $2`,
    [grant.prepaidUuid, grant.playerId],
  );
  const prepaid = rows[0];
  if (prepaid === undefined) throw notFoundError('No such listed prepaid, or no such player');
  const betValue = prepaid.betValue ?? grant.betValueUnits;
  const betCount = prepaid.betCount ?? grant.betCount;
  if (betValue === undefined || betCount === undefined) {
    throw badRequestError('The prepaid leaves bet value and count open: give them');
  }
  const claimed = await pool.query(
    `INSERT INTO hub88_rewards (operator_reference, player_id, prepaid_uuid, game_code, currency,
       bet_value, bet_count, start_time, end_time, campaign_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (operator_reference) DO NOTHING`,
    [
      grant.operatorReference,
      grant.playerId,
      grant.prepaidUuid,
      prepaid.gameCode,
      prepaid.currency,
      betValue,
      betCount,
      grant.startTime,
      grant.endTime,
      grant.campaignUuid ?? null,
    ],
  );
  if (claimed.rowCount === 0) return existingReward(pool, grant.operatorReference);
  try {
    const reward = await freebetsClient(hub88).createReward({
      user: grant.playerId,
      sub_partner_id: prepaid.brandId,
      prepaid_uuid: grant.prepaidUuid,
      game_code: prepaid.gameCode,
      currency: prepaid.currency,
      bet_value: betValue,
      bet_count: betCount,
      start_time: hub88Time(grant.startTime),
      end_time: hub88Time(grant.endTime),
      operator_reference: grant.operatorReference,
      ...(grant.campaignUuid === undefined ? {} : { campaign_uuid: grant.campaignUuid }),
    });
    await pool.query('UPDATE hub88_rewards SET reward_uuid = $2 WHERE operator_reference = $1', [
      grant.operatorReference,
      reward.reward_uuid,
    ]);
  } catch (error) {
    // Nothing was created at Hub88: the reference is free for a retry.
    await pool.query('DELETE FROM hub88_rewards WHERE operator_reference = $1', [
      grant.operatorReference,
    ]);
    throw unavailable(error);
  }
  return existingReward(pool, grant.operatorReference);
}

/** Cancels the reward at Hub88, where Hub88 allows it (not yet played); records it cancelled. */
export async function cancelHub88Reward(
  pool: pg.Pool,
  hub88: Hub88Call,
  operatorReference: string,
): Promise<StoredReward> {
  const reward = await existingReward(pool, operatorReference);
  if (reward.status === 'cancelled') return reward;
  await freebetsClient(hub88)
    .cancelReward(reward.rewardUuid)
    .catch((error: unknown) => {
      throw unavailable(error);
    });
  await pool.query(
    `UPDATE hub88_rewards SET status = 'cancelled', cancelled_at = now()
     WHERE operator_reference = $1 AND status = 'active'`,
    [operatorReference],
  );
  return existingReward(pool, operatorReference);
}

async function existingReward(pool: pg.Pool, operatorReference: string): Promise<StoredReward> {
  const reward = await findHub88Reward(pool, operatorReference);
  if (reward === null) throw notFoundError(`No Hub88 reward for ${operatorReference}`);
  // Another call is creating it at Hub88 right now.
  if (reward.rewardUuid === null) {
    throw new ApiError(ErrorCode.aggregatorUnavailable, 'The reward is being created at Hub88');
  }
  return reward;
}

function unavailable(error: unknown): unknown {
  return error instanceof Hub88CallError
    ? new ApiError(ErrorCode.aggregatorUnavailable, error.message)
    : error;
}
