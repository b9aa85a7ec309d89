// One spin of a sandbox game as a supplier plays it through Hub88: a bet, then a win (often of
// nothing) closing the round, or now and then a rollback of the bet, as after a failed round.

import { randomInt, randomUUID } from 'node:crypto';

import type { Reward } from './freebets-api.js';
import type { WalletAnswer, WalletCall } from './wallet-client.js';

export interface SandboxSession {
  user: string;
  token: string;
  currency: string;
  gameCode: string;
}

/** Every spin stakes one of the currency: 100000 units. */
export const STAKE_UNITS = 100_000;
/** Win multipliers, drawn uniformly; the rollback comes one spin in ROLLBACK_ONE_IN. */
const MULTIPLIERS = [0, 0, 0, 0, 0.5, 1, 1, 2, 5];
const ROLLBACK_ONE_IN = 10;

export interface SpinResult extends WalletAnswer {
  message: string;
  /** The free round this spin was, when the player had a reward on the game. */
  freeRound?: { number: number; total: number };
}

export async function spin(wallet: WalletCall, session: SandboxSession): Promise<SpinResult> {
  const identity = { user: session.user, token: session.token, game_code: session.gameCode };
  const round = randomUUID();
  const bet = {
    ...identity,
    transaction_uuid: randomUUID(),
    round,
    round_closed: false,
    currency: session.currency,
    amount: STAKE_UNITS,
    is_free: false,
    bet: null,
    meta: null,
  };
  const placed = await wallet('transaction/bet', bet);
  if (placed.status !== 'RS_OK') return { ...placed, message: `Bet refused: ${placed.status}` };
  const reference = { reference_transaction_uuid: bet.transaction_uuid, round, round_closed: true };
  if (randomInt(ROLLBACK_ONE_IN) === 0) {
    const undone = await wallet('transaction/rollback', {
      ...identity,
      ...reference,
      transaction_uuid: randomUUID(),
    });
    return { ...undone, message: 'The round failed and the bet was rolled back' };
  }
  const multiplier = MULTIPLIERS[randomInt(MULTIPLIERS.length)] ?? 0;
  const paid = await wallet('transaction/win', {
    ...bet,
    ...reference,
    transaction_uuid: randomUUID(),
    amount: STAKE_UNITS * multiplier,
  });
  const message = multiplier === 0 ? 'No win this time' : `You won ${multiplier}× your stake!`;
  return { ...paid, message: paid.status === 'RS_OK' ? message : `Win refused: ${paid.status}` };
}

/**
 * One free round of a Freebets reward, as Hub88 sends it: a bet of 0 with `is_free` and the
 * reward's `operator_reference` and `campaign_uuid` in `meta`, then its win at the reward's bet
 * value. The round counts as played once the operator took its bet.
 */
export async function freeSpin(
  wallet: WalletCall,
  session: SandboxSession,
  reward: Reward,
): Promise<SpinResult> {
  const identity = { user: session.user, token: session.token, game_code: session.gameCode };
  const round = randomUUID();
  const bet = {
    ...identity,
    transaction_uuid: randomUUID(),
    round,
    round_closed: false,
    currency: session.currency,
    amount: 0,
    is_free: true,
    reward_uuid: reward.reward_uuid,
    bet: null,
    meta: { operator_reference: reward.operator_reference, campaign_uuid: reward.campaign_uuid },
  };
  const placed = await wallet('transaction/bet', bet);
  if (placed.status !== 'RS_OK')
    return { ...placed, message: `Free bet refused: ${placed.status}` };
  reward.played += 1;
  const freeRound = { number: reward.played, total: reward.bet_count };
  const multiplier = MULTIPLIERS[randomInt(MULTIPLIERS.length)] ?? 0;
  const paid = await wallet('transaction/win', {
    ...bet,
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
    transaction_uuid: randomUUID(),
    amount: reward.bet_value * multiplier,
  });
  const won = multiplier === 0 ? 'no win this time' : `you won ${multiplier}× the round's value!`;
  const message = `Free round ${freeRound.number} of ${freeRound.total}: ${won}`;
  return {
    ...paid,
    freeRound,
    message: paid.status === 'RS_OK' ? message : `Win refused: ${paid.status}`,
  };
}

/**
 * A supplier's promotion prize (a tournament's), as Hub88 sends it since May 2025: a win alone,
 * with `is_supplier_promo` and no bet before it, maybe on a token that has expired since.
 */
export async function supplierPromoWin(
  wallet: WalletCall,
  session: SandboxSession,
  amount: number,
): Promise<SpinResult> {
  const paid = await wallet('transaction/win', {
    user: session.user,
    token: session.token,
    game_code: session.gameCode,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    round_closed: true,
    currency: session.currency,
    amount,
    is_free: false,
    is_supplier_promo: true,
    bet: null,
    meta: { supplier_promo_info: { promo_reference: `sandbox-tournament-${randomUUID()}` } },
  });
  return {
    ...paid,
    message:
      paid.status === 'RS_OK' ? 'A tournament prize was paid' : `Prize refused: ${paid.status}`,
  };
}
