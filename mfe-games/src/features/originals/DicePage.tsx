import { useState } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import {
  diceChance,
  diceMultiplier,
  type DiceCondition,
  type OriginalsRound,
} from '@croupier/shared';
import { ChoiceToggle, DecimalField } from './fields';
import { OneCallGame, useOneCallPlay } from './OneCallGame';
import { OriginalsGamePage, type OriginalsTable } from './OriginalsGamePage';
import styles from './Originals.module.scss';

/** A dice target as the API takes it: 2 decimals at most, 0.01 … 99.99. */
const TARGET = /^\d{1,2}(\.\d{1,2})?$/;

/** `/play/originals/dice/`: roll 0.00–100.00 over or under a target. */
export function DicePage() {
  return <OriginalsGamePage game="dice">{(table) => <DiceGame table={table} />}</OriginalsGamePage>;
}

const describeRoll = (round: OriginalsRound) => String(round.outcome.result);

function DiceGame({ table }: { table: OriginalsTable }) {
  const { t } = useTranslation('games');
  const play = useOneCallPlay('dice', table);
  const { rounds, auto } = play;
  const [target, setTarget] = useState('50.00');
  const [condition, setCondition] = useState<DiceCondition>('under');

  const params = { target, condition };
  const multiplier =
    TARGET.test(target) && new Decimal(target).gt(0) ? diceMultiplier(params, rounds.edge) : null;

  return (
    <OneCallGame
      table={table}
      play={play}
      choice={
        multiplier === null
          ? null
          : { game: 'dice', params: { target: new Decimal(target).toFixed(2), condition } }
      }
      describe={describeRoll}
      hint={t('originals.dice.hint')}
      fields={
        <>
          <DecimalField
            id="dice-target"
            label={t('originals.dice.target')}
            value={target}
            invalid={multiplier === null}
            disabled={auto.running}
            onChange={setTarget}
          >
            <input
              type="range"
              min="1"
              max="9999"
              aria-label={t('originals.dice.target')}
              disabled={auto.running}
              value={TARGET.test(target) ? new Decimal(target).times(100).toNumber() : 5000}
              onChange={(event) => setTarget((Number(event.target.value) / 100).toFixed(2))}
            />
          </DecimalField>
          <ChoiceToggle
            name="dice-condition"
            legend={t('originals.dice.condition')}
            choices={['under', 'over'] as const}
            value={condition}
            labelOf={(option) => t(`originals.dice.${option}`)}
            disabled={auto.running}
            onChange={setCondition}
          />
          <dl className={styles.figures}>
            <dt>{t('originals.winChance')}</dt>
            <dd>{multiplier === null ? '—' : `${diceChance(params).toFixed(2)} %`}</dd>
            <dt>{t('originals.multiplier')}</dt>
            <dd>{multiplier === null ? '—' : `${multiplier.toFixed()}×`}</dd>
          </dl>
          {multiplier === null && (
            <p className={styles.invalid}>{t('originals.dice.targetRule')}</p>
          )}
        </>
      }
    />
  );
}
