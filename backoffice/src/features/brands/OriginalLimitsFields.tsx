import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, buttons } from '@croupier/ui';
import { newCurrencyProblem, type OriginalGame, type OriginalLimit } from './originals';
import styles from './brands.module.scss';

const BOUNDS = ['minStake', 'maxStake', 'maxPayout'] as const;

/** One original's stake and payout bounds per currency: edit, add a currency, remove one. */
export function OriginalLimitsFields({
  game,
  limits,
  errorOf,
  onChange,
}: {
  game: OriginalGame;
  limits: OriginalLimit[];
  errorOf: (field: string) => string | null;
  onChange: (limits: OriginalLimit[]) => void;
}) {
  const { t } = useTranslation();
  const [newCurrency, setNewCurrency] = useState('');
  const [addProblem, setAddProblem] = useState<string | null>(null);

  function add() {
    const code = newCurrency.trim().toUpperCase();
    const problem = newCurrencyProblem(limits, code);
    setAddProblem(problem);
    if (problem !== null) return;
    onChange([...limits, { currency: code, minStake: '', maxStake: '', maxPayout: '' }]);
    setNewCurrency('');
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('brands.originals.limits')}</legend>
      {limits.length === 0 && <p className={styles.hint}>{t('brands.originals.noLimits')}</p>}
      {limits.map((limit, index) => (
        <div
          key={limit.currency}
          role="group"
          aria-label={t('brands.originals.limitsOf', { currency: limit.currency })}
          className={styles.limitRow}
        >
          <strong>{limit.currency}</strong>
          {BOUNDS.map((bound) => (
            <TextField
              key={bound}
              id={`originals-${game}-${limit.currency}-${bound}`}
              label={t(`brands.originals.${bound}`, { currency: limit.currency })}
              inputMode="decimal"
              value={limit[bound]}
              onChange={(event) =>
                onChange(
                  limits.map((row, at) =>
                    at === index ? { ...row, [bound]: event.target.value.trim() } : row,
                  ),
                )
              }
              error={errorOf(`limits.${index}.${bound}`)}
            />
          ))}
          <button
            type="button"
            className={buttons.compactSecondary}
            onClick={() => onChange(limits.filter((_, at) => at !== index))}
          >
            {t('brands.originals.remove', { currency: limit.currency })}
          </button>
        </div>
      ))}
      <div className={styles.addCurrency}>
        <TextField
          id={`originals-${game}-new-currency`}
          label={t('brands.originals.newCurrency')}
          value={newCurrency}
          onChange={(event) => setNewCurrency(event.target.value)}
          error={addProblem === null ? null : t(addProblem)}
        />
        <button type="button" className={buttons.compactSecondary} onClick={add}>
          {t('brands.originals.addCurrency')}
        </button>
      </div>
    </fieldset>
  );
}
