import { useState, type FormEvent } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboWinChance,
  placeOriginalsBet,
  type OriginalsRound,
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

/** A limbo target as the API takes it: 2 decimals at most, 1.01 … 1,000,000. */
function validTarget(target: string): Decimal | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(target)) return null;
  const value = new Decimal(target);
  return value.lt(LIMBO_MIN_TARGET) || value.gt(LIMBO_MAX_TARGET) ? null : value;
}

/** `/play/originals/limbo/`: a multiplier is drawn; reaching the target pays the target. */
export function LimboPage() {
  return (
    <OriginalsGamePage title={ORIGINAL_GAME_NAMES.limbo}>
      {(wallet) => <LimboGame wallet={wallet} />}
    </OriginalsGamePage>
  );
}

const describeResult = (round: OriginalsRound) => `${String(round.outcome.result)}×`;

function LimboGame({ wallet }: { wallet: OriginalsWallet }) {
  const { t } = useTranslation('games');
  const rounds = useOriginalsRounds('limbo');
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState('2.00');

  const valid = validTarget(target);
  const stake = stakeOf(amount, wallet.scale);
  const last = rounds.history[0];

  async function bet(event: FormEvent) {
    event.preventDefault();
    if (stake === null || valid === null) return;
    await rounds.play(() =>
      placeOriginalsBet({
        game: 'limbo',
        currency: wallet.currency,
        amount: stake,
        params: { target: valid.toFixed(2) },
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
          <label htmlFor="limbo-target">{t('originals.limbo.target')}</label>
          <input
            id="limbo-target"
            inputMode="decimal"
            autoComplete="off"
            value={target}
            aria-invalid={valid === null}
            onChange={(event) => setTarget(event.target.value)}
          />
        </div>
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
        <button
          type="submit"
          className={buttons.primary}
          disabled={rounds.sending || stake === null || valid === null}
          aria-busy={rounds.sending}
        >
          {t('originals.bet')}
        </button>
        {rounds.failure && <p role="alert">{rounds.failure}</p>}
      </form>
      <div className={styles.board}>
        {last ? (
          <p className={styles.result} aria-live="polite" data-testid="originals-result">
            <span className={styles.resultValue}>{describeResult(last)}</span>
            <span>
              {new Decimal(last.payout).gt(0)
                ? t('originals.resultWon', { multiplier: last.multiplier })
                : t('originals.resultLost')}
            </span>
          </p>
        ) : (
          <p className={styles.result}>{t('originals.limbo.hint')}</p>
        )}
      </div>
      <RoundHistory rounds={rounds.history} describe={describeResult} />
      <FairnessPanel betsPlaced={rounds.betsPlaced} />
    </div>
  );
}
