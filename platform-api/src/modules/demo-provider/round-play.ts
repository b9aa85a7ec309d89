// One demo round through the gateway, from its record (repository.ts): bet, draw, win, jackpot.
// Every step is idempotent, so a round a crash left unfinished is finished by the same steps
// when its player comes back to the game (GLI-19 4.16).

import type { GameEngine } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import type { Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { Money } from '../../money/amounts.js';
import { MIN_TARGET } from './dice-engine.js';
import type { FreeSpinData, TransactionData } from '../gateway/index.js';
import type { GatewayClient } from './gateway-client.js';
import { type DemoRound, type DemoSession, markResolved, recordDraw } from './repository.js';
import { diceRound, slotRound, type RandomInt } from './round-outcome.js';

export interface RoundPlayDeps {
  db: Queryable;
  gateway: GatewayClient;
  randomInt: RandomInt;
}

/** Takes the stake; a free spin's is the grant's, taken from nobody. */
export async function placeBet(
  { gateway }: RoundPlayDeps,
  session: DemoSession,
  round: DemoRound,
): Promise<void> {
  if (round.freeSpinGrant !== null) return;
  await gateway.call(session.gpid, 'bet', {
    sessionId: round.sessionId,
    transactionId: round.betTransactionId,
    roundId: round.roundId,
    gameCode: session.gameCode,
    amount: round.stake,
  });
}

/**
 * Draws the round unless its draw is recorded, then pays it (a zero win too) and the jackpot; a
 * free spin's win goes to its grant, and a free round, having staked nothing toward the jackpot,
 * cannot win it.
 */
export async function settleRound(
  deps: RoundPlayDeps,
  session: DemoSession,
  engine: GameEngine,
  round: DemoRound,
) {
  const { db, gateway, randomInt } = deps;
  let { outcome, win } = round;
  if (outcome === null || win === null) {
    const stake = new Money(round.stake);
    // The draw happens once the stake is taken.
    const drawn =
      engine === 'slot'
        ? slotRound(stake, randomInt)
        : diceRound(
            stake,
            round.choices.dice ?? { direction: 'over', target: MIN_TARGET },
            randomInt,
          );
    outcome = { ...drawn.shown, jackpot: drawn.jackpot };
    win = drawn.win.toDecimalPlaces(session.scale, Decimal.ROUND_DOWN).toFixed(session.scale);
    await recordDraw(db, round.roundId, { outcome, win });
  }
  const settlement = {
    sessionId: round.sessionId,
    transactionId: round.winTransactionId,
    roundId: round.roundId,
    amount: new Money(win).toFixed(),
  };
  const settled: TransactionData & Partial<Pick<FreeSpinData, 'freeSpin'>> =
    round.freeSpinGrant === null
      ? await gateway.call(session.gpid, 'win', settlement)
      : await gateway.call(session.gpid, 'free-spin', {
          ...settlement,
          grantId: round.freeSpinGrant,
          stake: round.stake,
        });
  const jackpot =
    outcome.jackpot && round.freeSpinGrant === null
      ? await gateway.call(session.gpid, 'jackpot', {
          sessionId: round.sessionId,
          transactionId: round.winTransactionId,
          roundId: round.roundId,
        })
      : null;
  await markResolved(db, round.roundId);
  const { jackpot: _wonJackpot, ...shown } = outcome;
  return { settled, jackpot, win, shown };
}

/**
 * Finishes a round left unfinished: pays its draw (drawing it now if the crash came first). A bet
 * that never reached the gateway leaves no round to pay: its id is rolled back, so a late copy of
 * it is refused, and the round is given up; so is a free spin its grant no longer allows.
 */
export async function resumeRound(
  deps: RoundPlayDeps,
  session: DemoSession,
  engine: GameEngine,
  round: DemoRound,
): Promise<void> {
  try {
    await settleRound(deps, session, engine, round);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A free spin refused now (its grant ended meanwhile) took nothing: give it up.
    if (round.freeSpinGrant !== null) return markResolved(deps.db, round.roundId);
    if (error.errorCode !== ErrorCode.roundNotOpen) throw error;
    await deps.gateway.call(session.gpid, 'rollback', {
      sessionId: round.sessionId,
      transactionId: round.betTransactionId,
    });
    await markResolved(deps.db, round.roundId);
  }
}
