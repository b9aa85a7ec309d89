import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalsRound } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { AutoBetPanel } from './AutoBetPanel';
import { BetAmountField } from './BetAmountField';
import type { OriginalsTable } from './OriginalsGamePage';
import type { AutoBet } from './useAutoBet';
import type { OriginalsRounds } from './useOriginalsRounds';
import styles from './Originals.module.scss';

/**
 * The form of an original settled in one call (dice, limbo, plinko): the stake, the game's own
 * fields (`children`), the bet button, auto-bet, and the last refusal.
 */
export function BetForm({
  table,
  rounds,
  auto,
  amount,
  onAmount,
  bet,
  children,
}: {
  table: OriginalsTable;
  rounds: OriginalsRounds;
  auto: AutoBet;
  amount: string;
  onAmount: (amount: string) => void;
  /** The bet the fields describe, or null while one of them has a problem. */
  bet: (() => Promise<OriginalsRound>) | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  const busy = rounds.sending || auto.running;
  return (
    <form
      className={styles.controls}
      onSubmit={(event) => {
        event.preventDefault();
        if (bet !== null) void rounds.play(bet);
      }}
      noValidate
    >
      <BetAmountField amount={amount} onChange={onAmount} table={table} disabled={busy} />
      {children}
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
  );
}
