import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  buttons,
  forms,
  panels,
  useSubmit,
  useRequest,
} from '@croupier/ui';
import { ListTable } from '../tables';
import { PickedBrandPanel } from '../brand-picker';
import { CurrencyPicker, useCurrencies } from '../currencies';
import {
  loadSecondApprovalAmounts,
  secondApprovalProblems,
  setSecondApprovalAmount,
} from './secondApproval';
import styles from './payments.module.scss';

/** A brand's four-eyes amounts per currency; owners change them, the payments team reads them. */
export function SecondApprovalPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <PickedBrandPanel
      id="second-approval"
      title={t('secondApproval.title')}
      hint={t('secondApproval.why')}
    >
      {(brandId) => <BrandAmounts brandId={brandId} canChange={canChange} />}
    </PickedBrandPanel>
  );
}

function BrandAmounts({ brandId, canChange }: { brandId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadSecondApprovalAmounts(brandId), [brandId]);
  const amounts = useRequest(load);
  const currencies = useCurrencies();
  const [draft, setDraft] = useState({ currency: '', above: '' });
  const problems = secondApprovalProblems(draft);
  const save = async (above: string | null, currency = draft.currency) => {
    await setSecondApprovalAmount(brandId, { currency, above });
    await amounts.reload();
  };
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: Object.keys(problems).length === 0,
    send: async () => {
      await save(draft.above);
      setDraft({ currency: '', above: '' });
    },
  });
  const removal = useSubmit();
  const remove = (currency: string) => removal.run(() => save(null, currency));
  const problemOf = (field: 'currency' | 'above') =>
    showErrors && problems[field] ? t(problems[field]) : null;

  return (
    <>
      <FormError message={removal.failure} />
      <ListTable
        request={amounts}
        empty={t('secondApproval.none')}
        csvName="second-approval-amounts"
        columns={[
          { label: t('secondApproval.currency'), value: (amount) => amount.currency },
          { label: t('secondApproval.above'), amount: true, value: (amount) => amount.above },
          ...(canChange ? [{ label: t('secondApproval.change') }] : []),
        ]}
        rowOf={(amount) => (
          <tr key={amount.currency}>
            <td>{amount.currency}</td>
            <td className={panels.amount}>{amount.above}</td>
            {canChange && (
              <td>
                <button
                  type="button"
                  className={buttons.compactSecondary}
                  onClick={() => void remove(amount.currency)}
                >
                  {t('secondApproval.remove', { currency: amount.currency })}
                </button>
              </td>
            )}
          </tr>
        )}
      />
      {canChange && (
        <form
          className={`${forms.form} ${styles.secondApprovalForm}`}
          aria-label={t('secondApproval.set')}
          onSubmit={submit}
          noValidate
        >
          <FormError message={failure} />
          <CurrencyPicker
            id="second-approval-currency"
            label={t('secondApproval.currency')}
            currencies={currencies}
            value={draft.currency}
            onChange={(currency) => setDraft({ ...draft, currency })}
            error={problemOf('currency')}
          />
          <TextField
            id="second-approval-above"
            label={t('secondApproval.above')}
            inputMode="decimal"
            value={draft.above}
            onChange={(event) => setDraft({ ...draft, above: event.target.value.trim() })}
            error={problemOf('above')}
          />
          <SubmitButton isSending={isSending}>{t('secondApproval.set')}</SubmitButton>
        </form>
      )}
    </>
  );
}
