import { useState } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboWinChance,
  placeOriginalsBet,
  type OriginalsRound,
} from '@croupier/shared';
import { checkStake } from './BetAmountField';
import { BetForm } from './BetForm';
import { FairnessPanel } from './FairnessPanel';
import { DecimalField } from './fields';
import { GameLayout } from './GameLayout';
import { LastResult } from './LastResult';
import { OriginalsGamePage, type OriginalsTable } from './OriginalsGamePage';
import { RoundHistory } from './RoundHistory';
import { useAutoBet } from './useAutoBet';
import { useOriginalsRounds } from './useOriginalsRounds';
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
  const rounds = useOriginalsRounds('limbo', table);
  const auto = useAutoBet(rounds);
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState('2.00');

  const valid = validTarget(target);
  const { stake } = checkStake(amount, table);
  const bet =
    stake === null || valid === null
      ? null
      : () =>
          placeOriginalsBet({
            game: 'limbo',
            currency: table.wallet.currency,
            amount: stake,
            params: { target: valid.toFixed(2) },
          });

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
        </BetForm>
      }
      board={
        <div className={styles.board}>
          <LastResult
            last={rounds.history[0]}
            describe={describeResult}
            hint={t('originals.limbo.hint')}
          />
        </div>
      }
      history={<RoundHistory rounds={rounds.history} describe={describeResult} />}
      fairness={<FairnessPanel betsPlaced={rounds.betsPlaced} />}
    />
  );
}
