import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  placeOriginalsBet,
  plinkoTable,
  type OriginalsRound,
  type PlinkoRisk,
} from '@croupier/shared';
import { checkStake } from './BetAmountField';
import { BetForm } from './BetForm';
import { FairnessPanel } from './FairnessPanel';
import { ChoiceToggle } from './fields';
import { GameLayout } from './GameLayout';
import { LastResult } from './LastResult';
import { OriginalsGamePage, type OriginalsTable } from './OriginalsGamePage';
import { RoundHistory } from './RoundHistory';
import { useAutoBet } from './useAutoBet';
import { useOriginalsRounds } from './useOriginalsRounds';
import styles from './Originals.module.scss';

const ROW_CHOICES = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_MIN_ROWS + index,
);

/** `/play/originals/plinko/`: a ball falls left or right at each row into a paying bucket. */
export function PlinkoPage() {
  return (
    <OriginalsGamePage game="plinko">{(table) => <PlinkoGame table={table} />}</OriginalsGamePage>
  );
}

const describeDrop = (round: OriginalsRound) => `${round.multiplier}×`;

interface Drop {
  path: number[];
  bucket: number;
}

function dropOf(round: OriginalsRound | undefined, rows: number, risk: PlinkoRisk): Drop | null {
  if (round?.game !== 'plinko') return null;
  if (round.params.rows !== rows || round.params.risk !== risk) return null;
  const { path, bucket } = round.outcome as Partial<Drop>;
  return Array.isArray(path) && typeof bucket === 'number' ? { path, bucket } : null;
}

function PlinkoGame({ table }: { table: OriginalsTable }) {
  const { t } = useTranslation('games');
  const rounds = useOriginalsRounds('plinko', table);
  const auto = useAutoBet(rounds);
  const [amount, setAmount] = useState('');
  const [rows, setRows] = useState(PLINKO_MIN_ROWS);
  const [risk, setRisk] = useState<PlinkoRisk>('low');

  const payouts = plinkoTable({ rows, risk }, rounds.edge);
  const { stake } = checkStake(amount, table);
  const bet =
    stake === null
      ? null
      : () =>
          placeOriginalsBet({
            game: 'plinko',
            currency: table.wallet.currency,
            amount: stake,
            params: { rows, risk },
          });
  const last = rounds.history[0];
  const drop = dropOf(last, rows, risk);

  return (
    <GameLayout
      controls={
        <BetForm
          table={table}
          rounds={rounds}
          auto={auto}
          amount={amount}
          onAmount={setAmount}
          bet={bet}
        >
          <div className={styles.field}>
            <label htmlFor="plinko-rows">{t('originals.plinko.rows')}</label>
            <select
              id="plinko-rows"
              value={rows}
              disabled={auto.running}
              onChange={(event) => setRows(Number(event.target.value))}
            >
              {ROW_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <ChoiceToggle
            name="plinko-risk"
            legend={t('originals.plinko.risk')}
            choices={PLINKO_RISKS}
            value={risk}
            labelOf={(option) => t(`originals.plinko.${option}`)}
            disabled={auto.running}
            onChange={setRisk}
          />
          <dl className={styles.figures}>
            <dt>{t('originals.plinko.largest')}</dt>
            <dd>{`${payouts[0]?.toFixed() ?? '—'}×`}</dd>
          </dl>
        </BetForm>
      }
      board={
        <div className={styles.board}>
          <LastResult last={last} describe={describeDrop} hint={t('originals.plinko.hint')} />
          <PlinkoBoard
            key={last?.roundId ?? 'none'}
            rows={rows}
            payouts={payouts.map((payout) => payout.toFixed())}
            drop={drop}
          />
        </div>
      }
      history={<RoundHistory rounds={rounds.history} describe={describeDrop} />}
      fairness={<FairnessPanel betsPlaced={rounds.betsPlaced} />}
    />
  );
}

/**
 * The pegs and the buckets with their published multipliers; the last drop's path lights up row
 * by row (a CSS animation of a round already settled, so it never holds a bet back).
 */
function PlinkoBoard({
  rows,
  payouts,
  drop,
}: {
  rows: number;
  payouts: string[];
  drop: Drop | null;
}) {
  const { t } = useTranslation('games');
  const rightsBefore = (row: number) =>
    drop === null ? -1 : drop.path.slice(0, row).reduce((sum, step) => sum + step, 0);
  return (
    <figure
      className={styles.plinko}
      style={{ '--rows': rows } as CSSProperties}
      aria-label={t('originals.plinko.board')}
    >
      <div className={styles.pegs} aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className={styles.pegRow}>
            {Array.from({ length: row + 3 }, (_, peg) => (
              <span
                key={peg}
                className={peg === rightsBefore(row) + 1 ? styles.pegHit : styles.peg}
                style={{ '--row': row } as CSSProperties}
              />
            ))}
          </div>
        ))}
      </div>
      <ol
        className={styles.buckets}
        style={{ '--buckets': payouts.length } as CSSProperties}
        aria-label={t('originals.plinko.payouts')}
      >
        {payouts.map((payout, bucket) => (
          <li
            key={bucket}
            className={drop?.bucket === bucket ? styles.bucketHit : undefined}
            aria-current={drop?.bucket === bucket ? 'true' : undefined}
          >
            {payout}
          </li>
        ))}
      </ol>
    </figure>
  );
}
