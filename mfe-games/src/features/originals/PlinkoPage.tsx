import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoTable,
  type OriginalsRound,
  type PlinkoRisk,
} from '@croupier/shared';
import { ChoiceToggle } from './fields';
import { OneCallGame, useOneCallPlay } from './OneCallGame';
import { OriginalsGamePage, type OriginalsTable } from './OriginalsGamePage';
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
  const play = useOneCallPlay('plinko', table);
  const { rounds, auto } = play;
  const [rows, setRows] = useState(PLINKO_MIN_ROWS);
  const [risk, setRisk] = useState<PlinkoRisk>('low');

  const payouts = plinkoTable({ rows, risk }, rounds.edge);
  const last = rounds.history[0];

  return (
    <OneCallGame
      table={table}
      play={play}
      choice={{ game: 'plinko', params: { rows, risk } }}
      describe={describeDrop}
      hint={t('originals.plinko.hint')}
      fields={
        <>
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
        </>
      }
      board={
        <PlinkoBoard
          key={last?.roundId ?? 'none'}
          rows={rows}
          payouts={payouts.map((payout) => payout.toFixed())}
          drop={dropOf(last, rows, risk)}
        />
      }
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
