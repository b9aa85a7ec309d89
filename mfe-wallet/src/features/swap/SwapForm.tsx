import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  eventBus,
  executeSwap,
  quoteSwap,
  type BalanceData,
  type SwapQuote,
  type SwapQuoteRequest,
  type SwapRecord,
} from '@croupier/shared';
import { AmountField } from '../../components/AmountField';
import { CurrencySelect } from '../../components/CurrencySelect';
import { FormError, SubmitButton, forms } from '@croupier/ui';
import { useAmountInput } from '../../hooks/useAmountInput';
import { useCurrencyChoice } from '../../hooks/useCurrencyChoice';
import { useSubmission } from '../../hooks/useSubmission';
import { toWireAmount } from '../../money/amount';
import { SwapQuotePanel } from './SwapQuotePanel';

// A quote only prices the swap; the execute call moves money, so it alone needs idempotency.
const requestQuote = (request: SwapQuoteRequest) => quoteSwap(request);
const execute = (quoteId: string, idempotencyKey: string) =>
  executeSwap(quoteId, { idempotencyKey });

interface SwapFormProps {
  balances: BalanceData;
  onSwapped: (swap: SwapRecord) => void;
}

export function SwapForm({ balances, onSwapped }: SwapFormProps) {
  const { t } = useTranslation('wallet');
  const from = useCurrencyChoice(balances);
  const [toCurrency, setToCurrency] = useState(
    () => from.currencies.find((setting) => setting.currency !== from.currency)?.currency ?? '',
  );
  const [attempted, setAttempted] = useState(false);
  const amount = useAmountInput(
    {
      scale: from.setting?.scale ?? 0,
      available: balances.walletBalance[from.currency]?.totalBalance ?? '0',
    },
    attempted,
  );
  const [quote, setQuote] = useState<SwapQuote | null>(null);
  const quoting = useSubmission(requestQuote);
  const swapping = useSubmission(execute);
  const sameCurrency = from.currency === toCurrency;

  /** Any change to the inputs voids the quote shown for the old ones. */
  function changing<Value>(set: (value: Value) => void) {
    return (value: Value) => {
      set(value);
      setQuote(null);
    };
  }

  async function fetchQuote() {
    setAttempted(true);
    if (amount.problem || sameCurrency) return;
    const fresh = await quoting.submit({
      fromCurrency: from.currency,
      toCurrency,
      amount: toWireAmount(amount.value),
    });
    if (fresh) setQuote(fresh);
  }

  async function confirm(quoteId: string) {
    const swap = await swapping.submit(quoteId);
    if (!swap) return;
    eventBus.emit('toast', { kind: 'success', message: t('swap.done') });
    onSwapped(swap);
  }

  return (
    <div className={forms.form}>
      <form
        className={forms.form}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void fetchQuote();
        }}
      >
        <CurrencySelect
          id="swap-from"
          label={t('swap.from')}
          currencies={from.currencies}
          value={from.currency}
          onChange={changing(from.setCurrency)}
        />
        <CurrencySelect
          id="swap-to"
          label={t('swap.to')}
          currencies={from.currencies}
          value={toCurrency}
          onChange={changing(setToCurrency)}
        />
        {attempted && sameCurrency && <FormError message={t('swap.sameCurrency')} />}
        <AmountField
          id="swap-amount"
          label={t('fields.amount')}
          currency={from.currency}
          {...amount.fieldProps}
          onChange={changing(amount.fieldProps.onChange)}
        />
        <FormError message={quoting.error} />
        <SubmitButton
          isSending={quoting.isSending}
          sendingLabel={t('swap.quoting')}
          variant={quote ? 'secondary' : 'primary'}
        >
          {t('swap.getQuote')}
        </SubmitButton>
      </form>
      {quote && (
        <SwapQuotePanel
          key={quote.quoteId}
          quote={quote}
          isConfirming={swapping.isSending}
          isRefreshing={quoting.isSending}
          onConfirm={() => void confirm(quote.quoteId)}
          onRefresh={() => void fetchQuote()}
        />
      )}
      <FormError message={swapping.error} />
    </div>
  );
}
