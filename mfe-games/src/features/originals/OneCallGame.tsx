import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeOriginalsBet, type OriginalsBetRequest, type OriginalsRound } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { AutoBetPanel } from './AutoBetPanel';
import { BetAmountField, checkStake } from './BetAmountField';
import { FairnessPanel } from './FairnessPanel';
import { GameLayout } from './GameLayout';
import { LastResult } from './LastResult';
import type { OriginalsTable } from './OriginalsGamePage';
import { RoundHistory } from './RoundHistory';
import { useAutoBet, type AutoBet } from './useAutoBet';
import { useOriginalsRounds, type OriginalsRounds } from './useOriginalsRounds';
import styles from './Originals.module.scss';

/** A game settled in one call: dice, limbo, plinko (mines keeps a round open). */
export type OneCallGameName = OriginalsBetRequest['game'];

type ChoiceOf<Request> = Request extends OriginalsBetRequest
  ? Pick<Request, 'game' | 'params'>
  : never;
/** What a one-call bet is besides its stake: the game and its own parameters. */
export type OneCallChoice = ChoiceOf<OriginalsBetRequest>;

/** A one-call game's rounds and auto-bet, read by the page for its edge, history and locks. */
export interface OneCallPlay {
  rounds: OriginalsRounds;
  auto: AutoBet;
}

export function useOneCallPlay(game: OneCallGameName, table: OriginalsTable): OneCallPlay {
  const rounds = useOriginalsRounds(game, table);
  const auto = useAutoBet(rounds);
  return { rounds, auto };
}

/**
 * An original settled in one call: the form (the stake, the game's own `fields`, the bet button,
 * auto-bet and the last refusal), the board with the last result above the game's own `board`,
 * the history and the fairness panel.
 */
export function OneCallGame({
  table,
  play: { rounds, auto },
  choice,
  fields,
  board,
  describe,
  hint,
}: {
  table: OriginalsTable;
  play: OneCallPlay;
  /** The bet the fields describe, or null while one of them has a problem. */
  choice: OneCallChoice | null;
  fields: ReactNode;
  board?: ReactNode;
  describe: (round: OriginalsRound) => string;
  hint: string;
}) {
  const { t } = useTranslation('games');
  const [amount, setAmount] = useState('');
  const { stake } = checkStake(amount, table);
  const bet =
    stake === null || choice === null
      ? null
      : () => placeOriginalsBet({ ...choice, currency: table.wallet.currency, amount: stake });
  const busy = rounds.sending || auto.running;

  return (
    <GameLayout
      controls={
        <form
          className={styles.controls}
          onSubmit={(event) => {
            event.preventDefault();
            if (bet !== null) void rounds.play(bet);
          }}
          noValidate
        >
          <BetAmountField amount={amount} onChange={setAmount} table={table} disabled={busy} />
          {fields}
          <button
            type="submit"
            className={buttons.primary}
            disabled={busy || bet === null}
            aria-busy={rounds.sending}
          >
            {t('originals.bet')}
          </button>
          <AutoBetPanel auto={auto} bet={bet} table={table} />
          {rounds.failure && <p role="alert">{rounds.failure}</p>}
        </form>
      }
      board={
        <div className={styles.board}>
          <LastResult last={rounds.history[0]} describe={describe} hint={hint} />
          {board}
        </div>
      }
      history={<RoundHistory rounds={rounds.history} describe={describe} />}
      fairness={<FairnessPanel betsPlaced={rounds.betsPlaced} />}
    />
  );
}
