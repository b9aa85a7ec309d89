import { useCallback, useEffect, useRef, useState } from 'react';
import { Decimal } from 'decimal.js';
import type { OriginalsRound } from '@croupier/shared';
import type { OriginalsRounds } from './useOriginalsRounds';

/** An auto-bet runs at most this many rounds (UKGC RTS 8: a bounded number the player chose). */
export const AUTO_BET_MAX_ROUNDS = 100;

export interface AutoBetPlan {
  bets: number;
  /** Stop once the run has lost at least this much, when set. */
  stopOnLoss: Decimal | null;
  /** Stop once the run has won at least this much, when set. */
  stopOnWin: Decimal | null;
}

/** Why a run ended: all its bets, the player, a stop amount, or a refused bet. */
export type AutoBetEnd = 'done' | 'stopped' | 'lossReached' | 'winReached' | 'refused';

export interface AutoBetRun {
  placed: number;
  planned: number;
  /** Payouts less stakes of the run so far. */
  net: Decimal;
  end: AutoBetEnd | null;
}

export interface AutoBet {
  running: boolean;
  run: AutoBetRun | null;
  start: (bet: () => Promise<OriginalsRound>, plan: AutoBetPlan) => Promise<void>;
  stop: () => void;
}

/**
 * Places the same bet round after round, each settled before the next is sent (the page's
 * animations never hold a bet back), until the plan's count, a stop amount, a refusal or the
 * player's stop; leaving the page stops it.
 */
export function useAutoBet(rounds: OriginalsRounds): AutoBet {
  const [run, setRun] = useState<AutoBetRun | null>(null);
  const stopping = useRef(false);
  const { play } = rounds;

  useEffect(
    () => () => {
      stopping.current = true;
    },
    [],
  );

  const start = useCallback(
    async (bet: () => Promise<OriginalsRound>, plan: AutoBetPlan) => {
      stopping.current = false;
      const planned = Math.min(plan.bets, AUTO_BET_MAX_ROUNDS);
      let net = new Decimal(0);
      let placed = 0;
      let end: AutoBetEnd = 'done';
      setRun({ placed, planned, net, end: null });
      while (placed < planned) {
        if (stopping.current) {
          end = 'stopped';
          break;
        }
        const round = await play(bet);
        if (round === null) {
          end = 'refused';
          break;
        }
        placed += 1;
        net = net.plus(round.payout).minus(round.amount);
        setRun({ placed, planned, net, end: null });
        if (plan.stopOnLoss !== null && net.negated().gte(plan.stopOnLoss)) {
          end = 'lossReached';
          break;
        }
        if (plan.stopOnWin !== null && net.gte(plan.stopOnWin)) {
          end = 'winReached';
          break;
        }
      }
      setRun({ placed, planned, net, end });
    },
    [play],
  );

  const stop = useCallback(() => {
    stopping.current = true;
  }, []);

  return { running: run !== null && run.end === null, run, start, stop };
}
