// The originals' formulas for the API: the published ones (shared with the site through
// @croupier/contracts) and the theoretical return to player each game's parameters give.

import { Decimal } from 'decimal.js';

import {
  DICE_OUTCOMES,
  MINES_TILES,
  diceMultiplier,
  diceWinningRolls,
  limboWinChance,
  minesMultiplier,
  plinkoBucketChance,
  plinkoTable,
  type DiceParams,
  type PlinkoParams,
} from '@croupier/contracts/originals-formulas';

export * from '@croupier/contracts/originals-formulas';

// Theoretical RTP -----------------------------------------------------------------------------

export function diceRtp(params: DiceParams, edge: Decimal): Decimal {
  const multiplier = diceMultiplier(params, edge) ?? new Decimal(0);
  return multiplier.times(diceWinningRolls(params)).div(DICE_OUTCOMES);
}

export function plinkoRtp(params: PlinkoParams, edge: Decimal): Decimal {
  return plinkoTable(params, edge).reduce(
    (sum, multiplier, bucket) =>
      sum.plus(multiplier.times(plinkoBucketChance(params.rows, bucket))),
    new Decimal(0),
  );
}

/** Mines RTP of cashing out after `revealed` safe tiles: P(all safe) × multiplier. */
export function minesRtp(mines: number, revealed: number, edge: Decimal): Decimal {
  let safeChance = new Decimal(1);
  for (let step = 0; step < revealed; step += 1) {
    safeChance = safeChance.times(MINES_TILES - mines - step).div(MINES_TILES - step);
  }
  return safeChance.times(minesMultiplier(mines, revealed, edge));
}

/** Limbo RTP at `target`: target × P(result ≥ target), P counted over the 2^24 crash points. */
export function limboRtp(target: Decimal, edge: Decimal): Decimal {
  return target.times(limboWinChance(target, edge));
}
