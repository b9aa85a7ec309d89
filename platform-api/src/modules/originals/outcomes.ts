// A bet's draw: from its seed pair and nonce to the outcome record and its multiplier.

import type { OriginalsBetRequest } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import { badRequestError } from '../../http/errors.js';
import { fairFloats, type FairInput } from './fair-random.js';
import {
  diceMultiplier,
  diceRoll,
  diceWins,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboResult,
  minePositions,
  plinkoDrop,
  plinkoTable,
} from './games.js';

export interface Draw {
  outcome: Record<string, unknown>;
  multiplier: Decimal;
}

/** The draw of a dice, limbo or plinko bet; bad parameters are refused before anything moves. */
export function drawOf(bet: OriginalsBetRequest, input: FairInput, edge: Decimal): Draw {
  switch (bet.game) {
    case 'dice': {
      const paid = diceMultiplier(bet.params, edge);
      if (paid === null) throw badRequestError('dice: the win chance must be 0.01 … 98 %');
      const [float = 0] = fairFloats(input, 1);
      const result = diceRoll(float);
      return {
        outcome: { result: result.toFixed(2) },
        multiplier: diceWins(bet.params, result) ? paid : new Decimal(0),
      };
    }
    case 'limbo': {
      const target = new Decimal(bet.params.target);
      if (target.lt(LIMBO_MIN_TARGET) || target.gt(LIMBO_MAX_TARGET)) {
        throw badRequestError('limbo: target must be 1.01 … 1000000');
      }
      const [float = 0] = fairFloats(input, 1);
      const result = limboResult(float, edge);
      return {
        outcome: { result: result.toFixed(2) },
        multiplier: result.gte(target) ? target : new Decimal(0),
      };
    }
    case 'plinko': {
      const { path, bucket } = plinkoDrop(fairFloats(input, bet.params.rows), bet.params.rows);
      const multiplier = plinkoTable(bet.params, edge)[bucket] ?? new Decimal(0);
      return { outcome: { path, bucket }, multiplier };
    }
  }
}

/** The mines of a mines round: they never leave the server before the round ends. */
export function minesOf(input: FairInput, mines: number): number[] {
  return minePositions(fairFloats(input, mines), mines);
}
