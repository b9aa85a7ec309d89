import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  declineDepositLimitPrompt,
  errorMessage,
  eventBus,
  formatCurrencyAmount,
  selectCurrencySettings,
  selectPlayerCurrency,
  setLimit,
  useUserStore,
  type LimitPeriod,
  type PlayerLimits,
} from '@croupier/shared';
import {
  AmountInBaseCurrency,
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  buttons,
  forms,
  panels,
  type Request,
  useSubmit,
} from '@croupier/ui';
import styles from './DepositLimitPrompt.module.scss';
import { limitAmountOf } from '@croupier/shared/validation';

const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/**
 * Above the deposit form, where the brand asks for it, an offer to set a deposit limit until the
 * player sets one or declines; either answer is final, so the offer never comes back.
 */
export function DepositLimitOffer({ limits }: { limits: Request<PlayerLimits> }) {
  const [answered, setAnswered] = useState(false);
  // The offer never stands in the way of a deposit: until it is known, or when it fails, the
  // deposit form shows alone.
  if (limits.status !== 'ready' || !limits.data.promptDepositLimit || answered) return null;
  return (
    <DepositLimitPrompt
      baseCurrency={limits.data.baseCurrency}
      onAnswered={() => setAnswered(true)}
    />
  );
}

interface DepositLimitPromptProps {
  /** The brand's base currency, the one the limit is kept in. */
  baseCurrency: string;
  onAnswered: () => void;
}

function DepositLimitPrompt({ baseCurrency, onAnswered }: DepositLimitPromptProps) {
  const { t } = useTranslation('wallet');
  // The limit is typed in the player's currency; the API stores it in the brand's base currency.
  const currency = useUserStore(selectPlayerCurrency);
  const currencySettings = useUserStore(selectCurrencySettings);
  const minDeposit = useUserStore((state) =>
    currency ? (state.balances?.walletSetting[currency]?.minDeposit ?? null) : null,
  );
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  /** The amount the player was warned refuses every deposit; sending it again confirms it. */
  const [warnedAmount, setWarnedAmount] = useState<string | null>(null);
  const [answering, setAnswering] = useState<'set' | 'decline'>('set');
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });
  const sending = isSending ? answering : null;

  async function answer(kind: 'set' | 'decline', send: () => Promise<unknown>) {
    setAnswering(kind);
    await run(async () => {
      await send();
      if (kind === 'set')
        eventBus.emit('toast', { kind: 'success', message: t('limitPrompt.set') });
      onAnswered();
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const limit = limitAmountOf(amount);
    setAmountError(limit === null ? t('limitPrompt.amountInvalid') : null);
    if (limit === null) return;
    const refusesEveryDeposit = minDeposit !== null && Number(limit) < Number(minDeposit);
    if (refusesEveryDeposit && warnedAmount !== limit && currency) {
      setWarnedAmount(limit);
      return;
    }
    const value = currency ? { amount: limit, currency } : { amount: limit };
    void answer('set', () => setLimit({ type: 'deposit', period }, value));
  }

  const warning =
    warnedAmount !== null && warnedAmount === limitAmountOf(amount) && currency && minDeposit
      ? t('limitPrompt.belowMinimum', {
          minimum: formatCurrencyAmount(minDeposit, currency, currencySettings),
          currency,
        })
      : null;

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form} ${styles.offer}`}
      onSubmit={submit}
      aria-labelledby="deposit-limit-title"
    >
      <h2 id="deposit-limit-title">{t('limitPrompt.title')}</h2>
      <p>{t('limitPrompt.explanation')}</p>
      <SelectField
        id="deposit-limit-period"
        label={t('limitPrompt.period')}
        value={period}
        options={PERIODS.map((value) => ({ value, label: t(`limitPrompt.periods.${value}`) }))}
        onChange={(value) => setPeriod(value as LimitPeriod)}
      />
      <TextField
        id="deposit-limit-amount"
        label={currency ? t('limitPrompt.amountIn', { currency }) : t('limitPrompt.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
      />
      <AmountInBaseCurrency
        amount={limitAmountOf(amount)}
        currency={currency}
        baseCurrency={baseCurrency}
        describe={(converted) =>
          t('limitPrompt.inBaseCurrency', { amount: converted, currency: baseCurrency })
        }
      />
      {warning && <p role="alert">{warning}</p>}
      <FormError message={formError} />
      <SubmitButton isSending={sending === 'set'} disabled={sending !== null}>
        {t('limitPrompt.submit')}
      </SubmitButton>
      <div className={forms.actions}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={sending !== null}
          onClick={() => void answer('decline', declineDepositLimitPrompt)}
        >
          {t('limitPrompt.decline')}
        </button>
      </div>
    </form>
  );
}
