import { useState } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboWinChance,
  type OriginalsRound,
} from '@croupier/shared';
import { DecimalField } from './fields';
import { OneCallGame, useOneCallPlay } from './OneCallGame';
import { OriginalsGamePage, type OriginalsTable } from './OriginalsGamePage';
import styles from './Originals.module.scss';

/** A limbo target as the API takes it: 2 decimals at most, 1.01 … 1,000,000. */
function validTarget(target: string): Decimal | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(target)) return null;
  const value = new Decimal(target);
  return value.lt(LIMBO_MIN_TARGET) || value.gt(LIMBO_MAX_TARGET) ? null : value;
}

/** `/play/originals/limbo/`: a multiplier is drawn; reaching the target pays the target. */
export function LimboPage() {
  return (
    <OriginalsGamePage game="limbo">{(table) => <LimboGame table={table} />}</OriginalsGamePage>
  );
}

const describeResult = (round: OriginalsRound) => `${String(round.outcome.result)}×`;

function LimboGame({ table }: { table: OriginalsTable }) {
  const { t } = useTranslation('games');
  const play = useOneCallPlay('limbo', table);
  const { rounds, auto } = play;
  const [target, setTarget] = useState('2.00');
  const valid = validTarget(target);

  return (
    <OneCallGame
      table={table}
      play={play}
      choice={valid === null ? null : { game: 'limbo', params: { target: valid.toFixed(2) } }}
      describe={describeResult}
      hint={t('originals.limbo.hint')}
      fields={
        <>
          <DecimalField
            id="limbo-target"
            label={t('originals.limbo.target')}
            value={target}
            invalid={valid === null}
            disabled={auto.running}
            onChange={setTarget}
          />
          <dl className={styles.figures}>
            <dt>{t('originals.winChance')}</dt>
            <dd>
              {valid === null
                ? '—'
                : `${limboWinChance(valid, rounds.edge).times(100).toSignificantDigits(4, Decimal.ROUND_DOWN).toFixed()} %`}
            </dd>
            <dt>{t('originals.multiplier')}</dt>
            <dd>{valid === null ? '—' : `${valid.toFixed(2)}×`}</dd>
          </dl>
          {valid === null && <p className={styles.invalid}>{t('originals.limbo.targetRule')}</p>}
        </>
      }
    />
  );
}
