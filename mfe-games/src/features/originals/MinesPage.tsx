import { useState, type FormEvent } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import {
  cashOutMinesRound,
  formatCurrencyAmount,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplier,
  revealMinesTile,
  startMinesRound,
  type MinesRoundState,
  type OriginalsRound,
} from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { BetAmountField, checkStake } from './BetAmountField';
import { FairnessPanel } from './FairnessPanel';
import { GameLayout } from './GameLayout';
import { OriginalsGamePage, type OriginalsTable } from './OriginalsGamePage';
import { RoundHistory } from './RoundHistory';
import { useOriginalsRounds } from './useOriginalsRounds';
import styles from './Originals.module.scss';

const MINE_CHOICES = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);
const BOARD_SIDE = 5;

/** `/play/originals/mines/`: reveal tiles of a 5×5 board, cash out before a mine. */
export function MinesPage() {
  return (
    <OriginalsGamePage game="mines">{(table) => <MinesGame table={table} />}</OriginalsGamePage>
  );
}

/** What cashing out pays now: stake × multiplier, within the brand's cap, at the currency's places. */
function cashOutPays(state: MinesRoundState, { wallet, rules }: OriginalsTable): string {
  const won = new Decimal(state.amount).times(state.multiplier);
  const capped = rules.maxPayout === null ? won : Decimal.min(won, rules.maxPayout);
  return capped.toDecimalPlaces(wallet.scale, Decimal.ROUND_DOWN).toFixed();
}

const describeMines = (round: OriginalsRound) => `${round.multiplier}×`;

function MinesGame({ table }: { table: OriginalsTable }) {
  const { t } = useTranslation('games');
  const rounds = useOriginalsRounds('mines', table);
  const [amount, setAmount] = useState('');
  const [mines, setMines] = useState(3);
  /** The round on the board: open, or the one that just ended (its mines shown). */
  const [state, setState] = useState<MinesRoundState | null>(table.rules.openRound);
  const { stake } = checkStake(amount, table);
  const open = state?.status === 'open';
  const currency = table.wallet.currency;

  function shown(next: MinesRoundState | null) {
    if (next === null) return;
    setState(next);
    if (next.round !== null) rounds.settled(next.round);
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    if (stake === null || open) return;
    shown(await rounds.send(() => startMinesRound(currency, stake, mines)));
  }

  const reveal = async (roundId: string, tile: number) =>
    shown(await rounds.send(() => revealMinesTile(roundId, tile)));
  const cashOut = async (roundId: string) =>
    shown(await rounds.send(() => cashOutMinesRound(roundId)));

  const revealedCount = state?.revealed.length ?? 0;
  const next =
    open && state && revealedCount < MINES_TILES - state.mines
      ? minesMultiplier(state.mines, revealedCount + 1, new Decimal(table.rules.edge))
      : null;
  const cashOutAmount = open && state ? cashOutPays(state, table) : null;

  return (
    <GameLayout
      controls={
        <form className={styles.controls} onSubmit={(event) => void start(event)} noValidate>
          <BetAmountField
            amount={amount}
            onChange={setAmount}
            table={table}
            disabled={rounds.sending || open}
          />
          <div className={styles.field}>
            <label htmlFor="mines-count">{t('originals.mines.count')}</label>
            <select
              id="mines-count"
              value={open && state ? state.mines : mines}
              disabled={rounds.sending || open}
              onChange={(event) => setMines(Number(event.target.value))}
            >
              {MINE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <dl className={styles.figures}>
            <dt>{t('originals.mines.current')}</dt>
            <dd>{open && state ? `${state.multiplier}×` : '—'}</dd>
            <dt>{t('originals.mines.next')}</dt>
            <dd>{next === null ? '—' : `${next.toFixed()}×`}</dd>
          </dl>
          {open && state ? (
            <button
              type="button"
              className={buttons.primary}
              disabled={rounds.sending || revealedCount === 0}
              aria-busy={rounds.sending}
              onClick={() => void cashOut(state.roundId)}
            >
              {t('originals.mines.cashOut', {
                amount: `${formatCurrencyAmount(cashOutAmount ?? '0', state.currency)} ${state.currency}`,
              })}
            </button>
          ) : (
            <button
              type="submit"
              className={buttons.primary}
              disabled={rounds.sending || stake === null}
              aria-busy={rounds.sending}
            >
              {t('originals.bet')}
            </button>
          )}
          {open && revealedCount === 0 && (
            <p className={styles.hint}>{t('originals.mines.pick')}</p>
          )}
          {rounds.failure && <p role="alert">{rounds.failure}</p>}
        </form>
      }
      board={
        <div className={styles.board}>
          <MinesResult state={state} />
          <MinesBoard
            state={state}
            disabled={!open || rounds.sending}
            onReveal={(tile) => {
              if (state) void reveal(state.roundId, tile);
            }}
          />
        </div>
      }
      history={<RoundHistory rounds={rounds.history} describe={describeMines} />}
      fairness={<FairnessPanel betsPlaced={rounds.betsPlaced} />}
    />
  );
}

function MinesResult({ state }: { state: MinesRoundState | null }) {
  const { t } = useTranslation('games');
  if (state === null) return <p className={styles.result}>{t('originals.mines.hint')}</p>;
  if (state.round === null) {
    return (
      <p className={styles.result} aria-live="polite">
        <span className={styles.resultValue}>{`${state.multiplier}×`}</span>
        <span>{t('originals.mines.safeSoFar', { count: state.revealed.length })}</span>
      </p>
    );
  }
  const won = new Decimal(state.round.payout).gt(0);
  return (
    <p className={styles.result} aria-live="polite" data-testid="originals-result">
      <span className={styles.resultValue}>{`${state.round.multiplier}×`}</span>
      <span>
        {won
          ? t('originals.mines.cashedOut', {
              amount: `${formatCurrencyAmount(state.round.payout, state.round.currency)} ${state.round.currency}`,
            })
          : t('originals.mines.hitMine')}
      </span>
    </p>
  );
}

/** The 5×5 board: tiles to reveal while the round is open; the mines shown once it ended. */
function MinesBoard({
  state,
  disabled,
  onReveal,
}: {
  state: MinesRoundState | null;
  disabled: boolean;
  onReveal: (tile: number) => void;
}) {
  const { t } = useTranslation('games');
  const mines = (state?.round?.outcome.mines as number[] | undefined) ?? [];
  const revealed = state?.revealed ?? [];
  return (
    <div className={styles.mines} role="group" aria-label={t('originals.mines.board')}>
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const isMine = mines.includes(tile);
        const isRevealed = revealed.includes(tile);
        const kind = isRevealed ? (isMine ? 'mine' : 'safe') : isMine ? 'mine' : 'hidden';
        const row = Math.floor(tile / BOARD_SIDE) + 1;
        const column = (tile % BOARD_SIDE) + 1;
        return (
          <button
            key={tile}
            type="button"
            className={`${styles.tile} ${styles[kind] ?? ''} ${isRevealed ? styles.picked : ''}`}
            disabled={disabled || isRevealed}
            aria-label={t(`originals.mines.tile.${kind}`, { row, column })}
            onClick={() => onReveal(tile)}
          >
            {kind === 'safe' ? '◆' : kind === 'mine' ? '✹' : ''}
          </button>
        );
      })}
    </div>
  );
}
