// The return to player the demo provider's games publish, in percent: the slot's exact RTP from its
// reel strips, the dice's 100 % less the house edge (each multiplier is rounded down, so a bet
// returns at most this).

import type { GameEngine } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import { HOUSE_EDGE } from './dice-engine.js';
import { exactRtp } from './slot-engine.js';

const HUNDRED = new Decimal(100);

let slotRtp: Decimal | undefined;

export function publishedRtp(engine: GameEngine): Decimal {
  if (engine === 'dice') return HUNDRED.minus(HOUSE_EDGE.times(HUNDRED));
  if (slotRtp === undefined) {
    const { numerator, denominator } = exactRtp();
    slotRtp = new Decimal(numerator.toString()).div(denominator.toString()).times(HUNDRED);
  }
  return slotRtp;
}
