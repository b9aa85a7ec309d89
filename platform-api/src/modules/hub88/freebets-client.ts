// Hub88's Freebets API (operator side), fields as docs.hub88.io publishes them: prepaids (reward
// templates per game), rewards and campaigns. Answers are read leniently: fields Hub88 adds later
// and values it adds to enum-like fields are kept or ignored, never refused.

import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';

import { Hub88CallError, type Hub88Call } from './games-client.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));
const Units = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

const PrepaidSchema = Type.Object({
  prepaid_uuid: Type.String({ minLength: 1 }),
  game_code: Type.String({ minLength: 1 }),
  currency: Type.String({ minLength: 1 }),
  bet_value: Type.Optional(Type.Union([Units, Type.Null()])),
  bet_count: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  type: Nullable(Type.String()),
});
const RewardSchema = Type.Object({
  reward_uuid: Type.String({ minLength: 1 }),
  operator_reference: Nullable(Type.String()),
  status: Nullable(Type.String()),
  campaign_uuid: Nullable(Type.String()),
});
const CampaignSchema = Type.Object({
  campaign_uuid: Type.String({ minLength: 1 }),
  name: Nullable(Type.String()),
});

export type Hub88Prepaid = Static<typeof PrepaidSchema>;
export type Hub88Reward = Static<typeof RewardSchema>;
export type Hub88Campaign = Static<typeof CampaignSchema>;

const prepaidCheck = TypeCompiler.Compile(PrepaidSchema);
const rewardCheck = TypeCompiler.Compile(RewardSchema);
const campaignCheck = TypeCompiler.Compile(CampaignSchema);

/** Hub88's time format: ISO 8601 extended, UTC, to the second (YYYY-MM-DDThh:mm:ss). */
export const hub88Time = (time: Date) => time.toISOString().slice(0, 19);

export interface RewardRequest {
  user: string;
  sub_partner_id: string;
  prepaid_uuid: string;
  game_code: string;
  currency: string;
  bet_value: number;
  bet_count: number;
  start_time: string;
  end_time: string;
  operator_reference: string;
  campaign_uuid?: string;
}

export interface CampaignRequest {
  name: string;
  prepaid_uuid: string;
  game_code: string;
  currency: string;
  bet_value: number;
  bet_count: number;
  start_time: string;
  end_time: string;
  operator_reference?: string;
}

export interface CampaignFilter {
  start_time?: string;
  end_time?: string;
  name?: string;
  prepaid_uuid?: string;
  operator_reference?: string;
}

/** A list answer: a bare array, or an object carrying it under `key` (both seen in Hub88's APIs). */
function entriesOf(answer: unknown, key: string): unknown[] {
  if (Array.isArray(answer)) return answer;
  const nested = typeof answer === 'object' && answer !== null ? Reflect.get(answer, key) : null;
  return Array.isArray(nested) ? (nested as unknown[]) : [];
}

function one<T>(path: string, answer: unknown, check: { Check(value: unknown): boolean }): T {
  if (!check.Check(answer)) throw new Hub88CallError(`Hub88 ${path} answered an unexpected body`);
  return answer as T;
}

export function freebetsClient(hub88: Hub88Call) {
  return {
    /** Hub88 answers this at most once a minute (the caller keeps to it, see prepaids.ts). */
    async listPrepaids(gameCode?: string): Promise<Hub88Prepaid[]> {
      const answer = await hub88(
        'freebet/prepaids/list',
        gameCode === undefined ? {} : { game_code: gameCode },
      );
      return entriesOf(answer, 'prepaids').filter((entry): entry is Hub88Prepaid =>
        prepaidCheck.Check(entry),
      );
    },
    async createReward(request: RewardRequest): Promise<Hub88Reward> {
      const path = 'freebet/rewards/create';
      return one(path, await hub88(path, { ...request }), rewardCheck);
    },
    async listRewards(filter: { operator_reference?: string; user?: string } = {}) {
      const answer = await hub88('freebet/rewards/list', filter);
      return entriesOf(answer, 'rewards').filter((entry): entry is Hub88Reward =>
        rewardCheck.Check(entry),
      );
    },
    async cancelReward(rewardUuid: string): Promise<Hub88Reward> {
      const path = 'freebet/rewards/cancel';
      return one(path, await hub88(path, { reward_uuid: rewardUuid }), rewardCheck);
    },
    async createCampaign(request: CampaignRequest): Promise<Hub88Campaign> {
      const path = 'freebet/campaigns/create';
      return one(path, await hub88(path, { ...request }), campaignCheck);
    },
    async listCampaigns(filter: CampaignFilter = {}): Promise<Hub88Campaign[]> {
      const answer = await hub88('freebet/campaigns/list', { ...filter });
      return entriesOf(answer, 'campaigns').filter((entry): entry is Hub88Campaign =>
        campaignCheck.Check(entry),
      );
    },
    async campaignInfo(campaignUuid: string): Promise<Hub88Campaign> {
      const path = 'freebet/campaigns/info';
      return one(path, await hub88(path, { campaign_uuid: campaignUuid }), campaignCheck);
    },
  };
}

export type FreebetsClient = ReturnType<typeof freebetsClient>;
