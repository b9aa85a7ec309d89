import { useCallback, useEffect, useState } from 'react';
import { Decimal } from 'decimal.js';
import {
  errorMessage,
  getOriginalsRounds,
  type OriginalGame,
  type OriginalsRound,
} from '@croupier/shared';
import { useSubmit } from '@croupier/ui';
import type { OriginalsTable } from './OriginalsGamePage';

const HISTORY_LENGTH = 10;
/** The rounds of all four games read to find this game's latest. */
const ROUNDS_READ = 50;

export interface OriginalsRounds {
  /** This game's latest settled rounds, newest first. */
  history: OriginalsRound[];
  /** The brand's edge the page shows multipliers with. */
  edge: Decimal;
  /** Rounds settled on this page: the fairness panel's nonce moves with it. */
  betsPlaced: number;
  sending: boolean;
  failure: string | null;
  /** Runs a call with `sending` and `failure` kept; answers its data, or null when refused. */
  send: <Data>(call: () => Promise<Data>) => Promise<Data | null>;
  /** Runs the bet; its settled round joins the history. Answers it, or null when refused. */
  play: (bet: () => Promise<OriginalsRound>) => Promise<OriginalsRound | null>;
  /** Adds a round that ended outside `play` (a mines round's last reveal or cash-out). */
  settled: (round: OriginalsRound) => void;
}

export function useOriginalsRounds(game: OriginalGame, { rules }: OriginalsTable): OriginalsRounds {
  const [history, setHistory] = useState<OriginalsRound[]>([]);
  const [betsPlaced, setBetsPlaced] = useState(0);
  const { run, isSending: sending, failure } = useSubmit({ describeFailure: errorMessage });

  useEffect(() => {
    let current = true;
    getOriginalsRounds(1, ROUNDS_READ).then(
      (page) => {
        if (!current) return;
        const mine = page.items.filter((round) => round.game === game);
        // A bet settled before the list arrived stays first.
        setHistory((shown) => [...shown, ...mine].slice(0, HISTORY_LENGTH));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [game]);

  const settled = useCallback((round: OriginalsRound) => {
    setHistory((shown) => [round, ...shown].slice(0, HISTORY_LENGTH));
    setBetsPlaced((count) => count + 1);
  }, []);

  const send = useCallback(
    async <Data>(call: () => Promise<Data>): Promise<Data | null> => {
      let data: Data | null = null;
      await run(async () => {
        data = await call();
      });
      return data;
    },
    [run],
  );

  const play = useCallback(
    async (bet: () => Promise<OriginalsRound>) => {
      const round = await send(bet);
      if (round !== null) settled(round);
      return round;
    },
    [send, settled],
  );

  return {
    history,
    edge: new Decimal(rules.edge),
    betsPlaced,
    sending,
    failure,
    send,
    play,
    settled,
  };
}
