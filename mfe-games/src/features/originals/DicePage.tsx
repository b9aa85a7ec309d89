import { useState, type FormEvent } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import {
  placeOriginalsBet,
  type OriginalsRound,
  diceChance,
  diceMultiplier,
  type DiceCondition,
} from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { BetAmountField, stakeOf } from './BetAmountField';
import { FairnessPanel } from './FairnessPanel';
import { ORIGINAL_GAME_NAMES } from './gameNames';
import { OriginalsGamePage } from './OriginalsGamePage';
import { RoundHistory } from './RoundHistory';
import { useOriginalsRounds } from './useOriginalsRounds';
import type { OriginalsWallet } from './useOriginalsWallet';
import styles from './Originals.module.scss';

/** A dice target as the API takes it: 2 decimals at most, 0.01 … 99.99. */
const TARGET = /^\d{1,2}(\.\d{1,2})?$/;

/** `/play/originals/dice/`: roll 0.00–100.00 over or under a target. */
export function DicePage() {
  return (
    <OriginalsGamePage title={ORIGINAL_GAME_NAMES.dice}>
      {(wallet) => <DiceGame wallet={wallet} />}
    </OriginalsGamePage>
  );
}

const describeRoll = (round: OriginalsRound) => String(round.outcome.result);

function DiceGame({ wallet }: { wallet: OriginalsWallet }) {
  const { t } = useTranslation('games');
  const rounds = useOriginalsRounds('dice');
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState('50.00');
  const [condition, setCondition] = useState<DiceCondition>('under');

  const params = { target, condition };
  const multiplier =
    TARGET.test(target) && new Decimal(target).gt(0) ? diceMultiplier(params, rounds.edge) : null;
  const stake = stakeOf(amount, wallet.scale);
  const last = rounds.history[0];

  async function bet(event: FormEvent) {
    event.preventDefault();
    if (stake === null || multiplier === null) return;
    await rounds.play(() =>
      placeOriginalsBet({
        game: 'dice',
        currency: wallet.currency,
        amount: stake,
        params: { target: new Decimal(target).toFixed(2), condition },
      }),
    );
  }

  return (
    <div className={styles.game}>
      <form className={styles.controls} onSubmit={(event) => void bet(event)} noValidate>
        <BetAmountField
          amount={amount}
          onChange={setAmount}
          wallet={wallet}
          disabled={rounds.sending}
        />
        <div className={styles.field}>
          <label htmlFor="dice-target">{t('originals.dice.target')}</label>
          <input
            id="dice-target"
            inputMode="decimal"
            autoComplete="off"
            value={target}
            aria-invalid={multiplier === null}
            onChange={(event) => setTarget(event.target.value)}
          />
          <input
            type="range"
            min="1"
            max="9999"
            aria-label={t('originals.dice.target')}
            value={TARGET.test(target) ? new Decimal(target).times(100).toNumber() : 5000}
            onChange={(event) => setTarget((Number(event.target.value) / 100).toFixed(2))}
          />
        </div>
        <fieldset className={styles.toggle}>
          <legend>{t('originals.dice.condition')}</legend>
          {(['under', 'over'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="dice-condition"
                value={option}
                checked={condition === option}
                onChange={() => setCondition(option)}
              />
              {t(`originals.dice.${option}`)}
            </label>
          ))}
        </fieldset>
        <dl className={styles.figures}>
          <dt>{t('originals.winChance')}</dt>
          <dd>{multiplier === null ? '—' : `${diceChance(params).toFixed(2)} %`}</dd>
          <dt>{t('originals.multiplier')}</dt>
          <dd>{multiplier === null ? '—' : `${multiplier.toFixed()}×`}</dd>
        </dl>
        {multiplier === null && <p className={styles.invalid}>{t('originals.dice.targetRule')}</p>}
        <button
          type="submit"
          className={buttons.primary}
          disabled={rounds.sending || stake === null || multiplier === null}
          aria-busy={rounds.sending}
        >
          {t('originals.bet')}
        </button>
        {rounds.failure && <p role="alert">{rounds.failure}</p>}
      </form>
      <div className={styles.board}>
        {last ? (
          <p className={styles.result} aria-live="polite" data-testid="originals-result">
            <span className={styles.resultValue}>{describeRoll(last)}</span>
            <span>
              {new Decimal(last.payout).gt(0)
                ? t('originals.resultWon', { multiplier: last.multiplier })
                : t('originals.resultLost')}
            </span>
          </p>
        ) : (
          <p className={styles.result}>{t('originals.dice.hint')}</p>
        )}
      </div>
      <RoundHistory rounds={rounds.history} describe={describeRoll} />
      <FairnessPanel betsPlaced={rounds.betsPlaced} />
    </div>
  );
}
