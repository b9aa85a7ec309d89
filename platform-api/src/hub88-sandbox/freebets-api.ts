// The sandbox's Freebets API, as Hub88 serves it to operators: prepaids (at most one listing a
// minute, as Hub88 limits it), rewards and campaigns, kept in memory.

import { randomUUID } from 'node:crypto';

import { SANDBOX_PREPAIDS, type SandboxPrepaid } from './prepaids.js';
import { SandboxRefusal, text, type SignedAnswer } from './signed-routes.js';

/** Hub88's limit on prepaids/list. */
const PREPAIDS_INTERVAL_MS = 60_000;

interface Terms {
  prepaid_uuid: string;
  game_code: string;
  currency: string;
  bet_value: number;
  bet_count: number;
  start_time: string;
  end_time: string;
}

export interface Reward extends Terms {
  reward_uuid: string;
  user: string;
  sub_partner_id: string | null;
  operator_reference: string | null;
  campaign_uuid: string | null;
  status: 'active' | 'cancelled';
  /** Free rounds the game page played of it. */
  played: number;
}

interface Campaign extends Terms {
  campaign_uuid: string;
  name: string;
  operator_reference: string | null;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;
const positive = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null;

/** The terms of a reward or campaign: the prepaid's fixed values win, as Hub88 documents. */
function termsOf(body: Record<string, unknown>): Terms | null {
  const prepaid: SandboxPrepaid | undefined = SANDBOX_PREPAIDS.find(
    (entry) => entry.prepaid_uuid === body.prepaid_uuid,
  );
  const [start, end] = [text(body.start_time), text(body.end_time)];
  if (!prepaid || !start || !end || !ISO_TIME.test(start) || !ISO_TIME.test(end)) return null;
  if (body.game_code !== prepaid.game_code || body.currency !== prepaid.currency) return null;
  const betValue = prepaid.bet_value ?? positive(body.bet_value);
  const betCount = prepaid.bet_count ?? positive(body.bet_count);
  if (betValue === null || betCount === null || end <= start) return null;
  return {
    prepaid_uuid: prepaid.prepaid_uuid,
    game_code: prepaid.game_code,
    currency: prepaid.currency,
    bet_value: betValue,
    bet_count: betCount,
    start_time: start,
    end_time: end,
  };
}

export class SandboxFreebets {
  readonly rewards = new Map<string, Reward>();
  readonly campaigns = new Map<string, Campaign>();
  private prepaidsListedAt = -Infinity;

  routes(signed: (path: string, answer: SignedAnswer) => unknown): void {
    signed('freebet/prepaids/list', (body) => {
      const now = Date.now();
      if (now - this.prepaidsListedAt < PREPAIDS_INTERVAL_MS) {
        return new SandboxRefusal(429, 'Too Many Requests');
      }
      this.prepaidsListedAt = now;
      const gameCode = text(body.game_code);
      return SANDBOX_PREPAIDS.filter((prepaid) => !gameCode || prepaid.game_code === gameCode);
    });
    signed('freebet/rewards/create', (body) => this.createReward(body));
    signed('freebet/rewards/list', (body) =>
      [...this.rewards.values()].filter(
        (reward) =>
          (body.user === undefined || reward.user === body.user) &&
          (body.operator_reference === undefined ||
            reward.operator_reference === body.operator_reference) &&
          (body.campaign_uuid === undefined || reward.campaign_uuid === body.campaign_uuid),
      ),
    );
    signed('freebet/rewards/cancel', (body) => {
      const reward = this.rewards.get(String(body.reward_uuid));
      if (!reward) return new SandboxRefusal(404, { error: 'Reward not found' });
      if (reward.status !== 'active') {
        return new SandboxRefusal(400, { error: 'Reward is not active' });
      }
      reward.status = 'cancelled';
      return reward;
    });
    signed('freebet/campaigns/create', (body) => {
      const terms = termsOf(body);
      const name = text(body.name);
      if (!terms || !name) return null;
      const campaign: Campaign = {
        ...terms,
        campaign_uuid: randomUUID(),
        name,
        operator_reference: text(body.operator_reference),
      };
      this.campaigns.set(campaign.campaign_uuid, campaign);
      return campaign;
    });
    signed('freebet/campaigns/list', (body) =>
      [...this.campaigns.values()].filter(
        (campaign) =>
          (body.name === undefined || campaign.name === body.name) &&
          (body.prepaid_uuid === undefined || campaign.prepaid_uuid === body.prepaid_uuid) &&
          (body.operator_reference === undefined ||
            campaign.operator_reference === body.operator_reference) &&
          (typeof body.start_time !== 'string' || campaign.start_time >= body.start_time) &&
          (typeof body.end_time !== 'string' || campaign.end_time <= body.end_time),
      ),
    );
    signed('freebet/campaigns/info', (body) => {
      const campaign = this.campaigns.get(String(body.campaign_uuid));
      return campaign ?? new SandboxRefusal(404, { error: 'Campaign not found' });
    });
  }

  /** The player's active reward on the game with rounds left, in its period: the oldest first. */
  playableReward(user: string, gameCode: string, currency: string): Reward | null {
    const now = new Date().toISOString().slice(0, 19);
    return (
      [...this.rewards.values()].find(
        (reward) =>
          reward.status === 'active' &&
          reward.user === user &&
          reward.game_code === gameCode &&
          reward.currency === currency &&
          reward.played < reward.bet_count &&
          reward.start_time <= now &&
          now < reward.end_time,
      ) ?? null
    );
  }

  private createReward(body: Record<string, unknown>) {
    const user = text(body.user);
    const campaign = text(body.campaign_uuid);
    const inherited = campaign === null ? undefined : this.campaigns.get(campaign);
    if (campaign !== null && inherited === undefined) {
      return new SandboxRefusal(404, { error: 'Campaign not found' });
    }
    // A campaign's reward inherits its prepaid, values and period.
    const terms = inherited ?? termsOf(body);
    if (!user || user.length < 3 || !terms) return null;
    const reward: Reward = {
      prepaid_uuid: terms.prepaid_uuid,
      game_code: terms.game_code,
      currency: terms.currency,
      bet_value: terms.bet_value,
      bet_count: terms.bet_count,
      start_time: terms.start_time,
      end_time: terms.end_time,
      reward_uuid: randomUUID(),
      user,
      sub_partner_id: text(body.sub_partner_id),
      operator_reference: text(body.operator_reference),
      campaign_uuid: campaign,
      status: 'active',
      played: 0,
    };
    this.rewards.set(reward.reward_uuid, reward);
    return reward;
  }
}
