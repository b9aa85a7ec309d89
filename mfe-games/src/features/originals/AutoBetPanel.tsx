import { useState } from 'react';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, type OriginalsRound } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { DecimalField } from './fields';
import type { OriginalsTable } from './OriginalsGamePage';
import { AUTO_BET_MAX_ROUNDS, type AutoBet, type AutoBetPlan } from './useAutoBet';
import styles from './Originals.module.scss';

/** An optional amount: empty for none, else a positive decimal within the currency's places. */
function stopAmount(text: string, scale: number): Decimal | null | undefined {
  if (text.trim() === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const value = new Decimal(text.trim());
  return value.lte(0) || value.decimalPlaces() > scale ? undefined : value;
}

function planOf(count: string, loss: string, win: string, scale: number): AutoBetPlan | null {
  const bets = /^\d{1,3}$/.test(count.trim()) ? Number(count.trim()) : 0;
  const stopOnLoss = stopAmount(loss, scale);
  const stopOnWin = stopAmount(win, scale);
  if (bets < 1 || bets > AUTO_BET_MAX_ROUNDS) return null;
  if (stopOnLoss === undefined || stopOnWin === undefined) return null;
  return { bets, stopOnLoss, stopOnWin };
}

/**
 * Auto-bet: the form's bet repeated up to 100 times, stopping on a loss or a win the player sets;
 * the player can stop it at any moment.
 */
export function AutoBetPanel({
  auto,
  bet,
  table,
}: {
  auto: AutoBet;
  /** The bet the form describes, or null while the form has a problem. */
  bet: (() => Promise<OriginalsRound>) | null;
  table: OriginalsTable;
}) {
  const { t } = useTranslation('games');
  const { currency, scale } = table.wallet;
  const [count, setCount] = useState('10');
  const [loss, setLoss] = useState('');
  const [win, setWin] = useState('');
  const plan = planOf(count, loss, win, scale);
  const { run } = auto;
  const money = (value: Decimal) =>
    `${value.isNegative() ? '−' : '+'}${formatCurrencyAmount(value.abs().toFixed(), currency)} ${currency}`;

  return (
    <details className={styles.auto}>
      <summary>{t('originals.auto.title')}</summary>
      <div className={styles.field}>
        <label htmlFor="auto-count">{t('originals.auto.count')}</label>
        <input
          id="auto-count"
          inputMode="numeric"
          autoComplete="off"
          value={count}
          disabled={auto.running}
          aria-invalid={plan === null}
          onChange={(event) => setCount(event.target.value)}
        />
      </div>
      <DecimalField
        id="auto-loss"
        label={t('originals.auto.stopOnLoss', { currency })}
        value={loss}
        invalid={stopAmount(loss, scale) === undefined}
        disabled={auto.running}
        onChange={setLoss}
      />
      <DecimalField
        id="auto-win"
        label={t('originals.auto.stopOnWin', { currency })}
        value={win}
        invalid={stopAmount(win, scale) === undefined}
        disabled={auto.running}
        onChange={setWin}
      />
      {plan === null && (
        <p className={styles.invalid}>{t('originals.auto.rule', { max: AUTO_BET_MAX_ROUNDS })}</p>
      )}
      {auto.running ? (
        <button type="button" className={buttons.secondary} onClick={auto.stop}>
          {t('originals.auto.stop')}
        </button>
      ) : (
        <button
          type="button"
          className={buttons.secondary}
          disabled={bet === null || plan === null}
          onClick={() => {
            if (bet !== null && plan !== null) void auto.start(bet, plan);
          }}
        >
          {t('originals.auto.start')}
        </button>
      )}
      {run && (
        <p className={styles.hint} aria-live="polite" data-testid="auto-bet-status">
          {t('originals.auto.progress', {
            placed: run.placed,
            planned: run.planned,
            net: money(run.net),
          })}
          {run.end && ` ${t(`originals.auto.end.${run.end}`)}`}
        </p>
      )}
    </details>
  );
}
