import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import type { OriginalsWallet } from './useOriginalsWallet';
import styles from './Originals.module.scss';

/** The amount as the API takes it: a positive decimal within the currency's places, else null. */
export function stakeOf(amount: string, scale: number): string | null {
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return null;
  const value = new Decimal(amount.trim());
  if (value.lte(0) || value.decimalPlaces() > scale) return null;
  return value.toFixed();
}

interface BetAmountFieldProps {
  amount: string;
  onChange: (amount: string) => void;
  wallet: OriginalsWallet;
  disabled?: boolean;
}

/** The stake with its quick presets: half, double, the smallest step and the whole balance. */
export function BetAmountField({
  amount,
  onChange,
  wallet,
  disabled = false,
}: BetAmountFieldProps) {
  const { t } = useTranslation('games');
  const step = new Decimal(1).div(new Decimal(10).pow(wallet.scale));
  const current = stakeOf(amount, 20) === null ? new Decimal(0) : new Decimal(amount);
  const clamp = (value: Decimal) =>
    Decimal.min(Decimal.max(value, step), wallet.playable)
      .toDecimalPlaces(wallet.scale, Decimal.ROUND_DOWN)
      .toFixed();
  const presets: Array<[string, string, () => string]> = [
    ['half', '½', () => clamp(current.div(2))],
    ['double', '×2', () => clamp(current.times(2))],
    ['min', t('originals.amount.min'), () => step.toFixed()],
    ['max', t('originals.amount.max'), () => clamp(wallet.playable)],
  ];
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
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.presets}>
        {presets.map(([key, label, next]) => (
          <button
            key={key}
            type="button"
            className={styles.preset}
            disabled={disabled}
            aria-label={t(`originals.amount.${key}Label`)}
            onClick={() => onChange(next())}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
