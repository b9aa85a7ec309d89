import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '@croupier/shared';
import type { OriginalsTable } from './OriginalsGamePage';
import styles from './Originals.module.scss';

export type StakeProblem = 'format' | 'belowMinimum' | 'aboveMaximum' | 'aboveBalance';

/**
 * The amount as the API takes it (a positive decimal within the currency's places and the
 * brand's stake bounds, at most the playable balance), or why it is not one.
 */
export function checkStake(
  amount: string,
  { wallet, rules }: OriginalsTable,
): { stake: string; problem: null } | { stake: null; problem: StakeProblem } {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return { stake: null, problem: 'format' };
  const value = new Decimal(text);
  if (value.lte(0) || value.decimalPlaces() > wallet.scale) {
    return { stake: null, problem: 'format' };
  }
  if (rules.minStake !== null && value.lt(rules.minStake)) {
    return { stake: null, problem: 'belowMinimum' };
  }
  if (rules.maxStake !== null && value.gt(rules.maxStake)) {
    return { stake: null, problem: 'aboveMaximum' };
  }
  if (value.gt(wallet.playable)) return { stake: null, problem: 'aboveBalance' };
  return { stake: value.toFixed(), problem: null };
}

interface BetAmountFieldProps {
  amount: string;
  onChange: (amount: string) => void;
  table: OriginalsTable;
  disabled?: boolean;
}

/**
 * The stake with its quick presets (half, double, the smallest and the largest the player can
 * stake), the brand's bounds, and what is wrong with the amount typed.
 */
export function BetAmountField({ amount, onChange, table, disabled = false }: BetAmountFieldProps) {
  const { t } = useTranslation('games');
  const { wallet, rules } = table;
  const step = new Decimal(1).div(new Decimal(10).pow(wallet.scale));
  const smallest = Decimal.max(step, rules.minStake ?? 0);
  const largest = Decimal.min(wallet.playable, rules.maxStake ?? wallet.playable);
  const current = /^\d+(\.\d+)?$/.test(amount.trim()) ? new Decimal(amount.trim()) : smallest;
  const clamp = (value: Decimal) =>
    Decimal.max(Decimal.min(value, largest), smallest)
      .toDecimalPlaces(wallet.scale, Decimal.ROUND_DOWN)
      .toFixed();
  const presets: Array<[string, string, () => string]> = [
    ['half', '½', () => clamp(current.div(2))],
    ['double', '×2', () => clamp(current.times(2))],
    ['min', t('originals.amount.min'), () => smallest.toFixed()],
    ['max', t('originals.amount.max'), () => clamp(largest)],
  ];
  const { problem } = checkStake(amount, table);
  const money = (value: string | Decimal) =>
    `${formatCurrencyAmount(value.toString(), wallet.currency)} ${wallet.currency}`;
  const bounds =
    rules.minStake !== null || rules.maxStake !== null
      ? t('originals.amount.bounds', {
          min: money(smallest),
          max: rules.maxStake === null ? '—' : money(rules.maxStake),
        })
      : null;
  const shown = amount.trim() !== '' && problem !== null;
  return (
    <div className={styles.field}>
      <label htmlFor="originals-amount">
        {t('originals.amount.label', { currency: wallet.currency })}
      </label>
      <input
        id="originals-amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        disabled={disabled}
        aria-invalid={shown}
        aria-describedby={shown ? 'originals-amount-problem' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.presets}>
        {presets.map(([key, label, next]) => (
          <button
            key={key}
            type="button"
            className={styles.preset}
            disabled={disabled}
            // The name starts with the visible text (WCAG 2.5.3), then says what it does.
            aria-label={`${label} · ${t(`originals.amount.${key}Label`)}`}
            onClick={() => onChange(next())}
          >
            {label}
          </button>
        ))}
      </div>
      {bounds && <p className={styles.hint}>{bounds}</p>}
      {shown && (
        <p id="originals-amount-problem" className={styles.invalid}>
          {t(`originals.amount.problem.${problem}`, {
            min: money(smallest),
            max: rules.maxStake === null ? '' : money(rules.maxStake),
          })}
        </p>
      )}
    </div>
  );
}
