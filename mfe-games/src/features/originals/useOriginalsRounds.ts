import { useCallback, useEffect, useState } from 'react';
import { Decimal } from 'decimal.js';
import {
  errorMessage,
  getOriginalsRounds,
  type OriginalsRound,
  type OriginalGame,
} from '@croupier/shared';

/** The house edge the API published until a round states the brand's own: 1 %. */
const PUBLISHED_EDGE = '0.01';
const HISTORY_LENGTH = 10;
/** The rounds of all four games read to find this game's latest. */
const ROUNDS_READ = 50;

export interface OriginalsRounds {
  /** This game's latest settled rounds, newest first. */
  history: OriginalsRound[];
  /** The edge the multipliers are shown with: the latest round's (the brand's), else 1 %. */
  edge: Decimal;
  /** Rounds settled on this page: the fairness panel's nonce moves with it. */
  betsPlaced: number;
  sending: boolean;
  failure: string | null;
  /** Runs the bet; its settled round joins the history. Answers it, or null when refused. */
  play: (bet: () => Promise<OriginalsRound>) => Promise<OriginalsRound | null>;
}

export function useOriginalsRounds(game: OriginalGame): OriginalsRounds {
  const [history, setHistory] = useState<OriginalsRound[]>([]);
  const [betsPlaced, setBetsPlaced] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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

  const play = useCallback(async (bet: () => Promise<OriginalsRound>) => {
    setSending(true);
    setFailure(null);
    try {
      const round = await bet();
      setHistory((shown) => [round, ...shown].slice(0, HISTORY_LENGTH));
      setBetsPlaced((count) => count + 1);
      return round;
    } catch (error) {
      setFailure(errorMessage(error));
      return null;
    } finally {
      setSending(false);
    }
  }, []);

  const edge = new Decimal(history[0]?.edge ?? PUBLISHED_EDGE);
  return { history, edge, betsPlaced, sending, failure, play };
}
