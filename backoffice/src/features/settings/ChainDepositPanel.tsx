import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  forms,
  panels,
  useSubmit,
} from '@croupier/ui';
import { CurrencyPicker, useCurrencies } from '../currencies';
import { chainDepositProblems, confirmChainDeposit, type ChainDeposit } from './chainDeposit';

const EMPTY: ChainDeposit = { currency: '', network: '', address: '', amount: '', txHash: '' };

/**
 * A deposit confirmed on chain, reported by hand where no watcher runs: credited to the address's
 * player at once, or held by the brand's rules for the payments queue; a repeat is harmless.
 */
export function ChainDepositPanel() {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const [draft, setDraft] = useState(EMPTY);
  const [outcome, setOutcome] = useState<string | null>(null);
  const problems = chainDepositProblems(draft);
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: Object.keys(problems).length === 0,
    send: async () => {
      const transaction = await confirmChainDeposit(draft);
      // A player the brand's rules refuse has the deposit held for the payments queue.
      const outcomeKey = transaction.status === 'HELD' ? 'held' : 'credited';
      setOutcome(t(`settings.chainDeposit.${outcomeKey}`, { ...transaction }));
      setDraft(EMPTY);
    },
  });
  const change = (part: Partial<ChainDeposit>) => {
    setOutcome(null);
    setDraft({ ...draft, ...part });
  };
  const problemOf = (field: keyof ChainDeposit) => {
    const problem = problems[field];
    return showErrors && problem ? t(problem) : null;
  };
  const networks =
    currencies.status === 'ready'
      ? (currencies.data.find((choice) => choice.currency === draft.currency)?.networks ?? [])
      : [];

  return (
    <section className={panels.panel} aria-labelledby="chain-deposit-title">
      <h2 id="chain-deposit-title">{t('settings.chainDeposit.title')}</h2>
      <p>{t('settings.chainDeposit.why')}</p>
      <form
        className={forms.form}
        aria-label={t('settings.chainDeposit.title')}
        onSubmit={submit}
        noValidate
      >
        <FormError message={failure} />
        <CurrencyPicker
          id="chain-deposit-currency"
          label={t('settings.chainDeposit.currency')}
          currencies={currencies}
          only={(choice) => choice.type === 'crypto'}
          value={draft.currency}
          onChange={(currency) => change({ currency, network: '' })}
          error={problemOf('currency')}
        />
        <SelectField
          id="chain-deposit-network"
          label={t('settings.chainDeposit.network')}
          value={draft.network}
          onChange={(network) => change({ network })}
          options={[
            { value: '', label: t('settings.chainDeposit.chooseNetwork') },
            ...networks.map((network) => ({ value: network, label: network })),
          ]}
          error={problemOf('network')}
        />
        <TextField
          id="chain-deposit-address"
          label={t('settings.chainDeposit.address')}
          value={draft.address}
          onChange={(event) => change({ address: event.target.value.trim() })}
          error={problemOf('address')}
        />
        <TextField
          id="chain-deposit-amount"
          label={t('settings.chainDeposit.amount')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => change({ amount: event.target.value.trim() })}
          error={problemOf('amount')}
        />
        <TextField
          id="chain-deposit-hash"
          label={t('settings.chainDeposit.txHash')}
          value={draft.txHash}
          onChange={(event) => change({ txHash: event.target.value.trim() })}
          error={problemOf('txHash')}
        />
        {outcome && <p role="status">{outcome}</p>}
        <SubmitButton isSending={isSending}>{t('settings.chainDeposit.submit')}</SubmitButton>
      </form>
    </section>
  );
}
