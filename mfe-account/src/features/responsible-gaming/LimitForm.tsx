import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  selectPlayerCurrency,
  setLimit,
  useUserStore,
  type LimitPeriod,
  type LimitType,
} from '@croupier/shared';
import {
  AmountInBaseCurrency,
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  forms,
  panels,
  useSubmit,
} from '@croupier/ui';
import { limitAmountOf } from '@croupier/shared/validation';
import {
  limitTarget,
  limitValue,
  MAX_SESSION_MINUTES,
  validateLimitForm,
  type LimitFormErrors,
  type LimitFormValues,
} from './limitForm';

const TYPES: LimitType[] = ['deposit', 'loss', 'wager', 'session'];
const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

const EMPTY: LimitFormValues = { type: 'deposit', period: 'day', amount: '', minutes: '' };

interface LimitFormProps {
  /** The brand's base currency, the one limits are kept (and the table shows them) in. */
  baseCurrency: string;
  onSet: () => void;
}

/**
 * Sets a limit, money amounts in the player's own currency, with what they come to in the base
 * currency; `onSet` reloads the table, where the new value or the pending raise shows.
 */
export function LimitForm({ baseCurrency, onSet }: LimitFormProps) {
  const { t } = useTranslation('account');
  const currency = useUserStore(selectPlayerCurrency);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LimitFormErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });
  const isSession = values.type === 'session';

  const change = (patch: Partial<LimitFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLimitForm(values);
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const { pending } = await setLimit(limitTarget(values), limitValue(values, currency));
      setDone(pending ? t('rg.setPending') : t('rg.setNow'));
      setValues((current) => ({ ...current, amount: '', minutes: '' }));
      onSet();
    });
  }

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('rg.setTitle')}</h2>
      <SelectField
        id="limit-type"
        label={t('rg.type')}
        value={values.type}
        options={TYPES.map((type) => ({ value: type, label: t(`rg.types.${type}`) }))}
        onChange={(type) => change({ type: type as LimitType })}
      />
      {isSession ? (
        <TextField
          id="limit-minutes"
          label={t('rg.minutes')}
          inputMode="numeric"
          value={values.minutes}
          onChange={(event) => change({ minutes: event.target.value })}
          error={errors.minutes ? t(errors.minutes, { max: MAX_SESSION_MINUTES }) : null}
        />
      ) : (
        <>
          <SelectField
            id="limit-period"
            label={t('rg.period')}
            value={values.period}
            options={PERIODS.map((period) => ({ value: period, label: t(`rg.periods.${period}`) }))}
            onChange={(period) => change({ period: period as LimitPeriod })}
          />
          <TextField
            id="limit-amount"
            label={currency ? t('rg.amountIn', { currency }) : t('rg.amount')}
            inputMode="decimal"
            value={values.amount}
            onChange={(event) => change({ amount: event.target.value })}
            error={errors.amount ? t(errors.amount) : null}
          />
          <AmountInBaseCurrency
            amount={limitAmountOf(values.amount)}
            currency={currency}
            baseCurrency={baseCurrency}
            describe={(amount) => t('rg.inBaseCurrency', { amount, currency: baseCurrency })}
          />
        </>
      )}
      <p className={panels.muted}>{t('rg.rules')}</p>
      <FormError message={formError} />
      {done && <p role="status">{done}</p>}
      <SubmitButton isSending={isSending}>{t('rg.setSubmit')}</SubmitButton>
    </form>
  );
}
