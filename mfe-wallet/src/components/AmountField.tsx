import { useTranslation } from 'react-i18next';
import type { DecimalString } from '@croupier/shared';
import { useFormatAmount } from '../hooks/useFormatAmount';
import type { AmountProblem, AmountRules } from '../money/amount';
import { Field } from '@croupier/ui';

interface AmountFieldProps {
  id: string;
  label: string;
  currency: string;
  rules: AmountRules;
  value: string;
  onChange: (value: string) => void;
  /** Pass it once the player typed or tried to submit, never for an untouched empty field. */
  problem: AmountProblem | null;
}

/** The limit an amount crossed, for the message that names it. */
function crossedLimit(problem: AmountProblem, rules: AmountRules): DecimalString | undefined {
  if (problem === 'belowMinimum') return rules.min;
  if (problem === 'aboveMaximum') return rules.max;
  if (problem === 'aboveAvailable') return rules.available;
  return undefined;
}

/** The amount input of every wallet form: decimal keyboard, limits, balance and live message. */
export function AmountField({
  id,
  label,
  currency,
  rules,
  value,
  onChange,
  problem,
}: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  const formatAmount = useFormatAmount();
  const hints: string[] = [];
  if (rules.min !== undefined && rules.max !== undefined) {
    hints.push(
      t('amount.limits', {
        min: formatAmount(rules.min, currency),
        max: formatAmount(rules.max, currency),
      }),
    );
  }
  if (rules.available !== undefined) {
    hints.push(t('amount.available', { amount: formatAmount(rules.available, currency) }));
  }
  const limit = problem ? crossedLimit(problem, rules) : undefined;
  const error = problem
    ? t(`amount.${problem}`, {
        places: rules.scale,
        amount: limit === undefined ? '' : formatAmount(limit, currency),
      })
    : null;
  return (
    <Field id={id} label={label} hint={hints.join(' · ') || undefined} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
