import { useTranslation } from 'react-i18next';
import type { PaymentTimeLimits } from '@croupier/contracts';
import { FormError, SubmitButton, TextField, forms } from '@croupier/ui';
import { PickedBrandPanel } from '../brand-picker';
import { StoredSettings, useSettingsForm } from '../forms';
import {
  TIME_LIMIT_STEPS,
  isTimeLimit,
  loadPaymentTimeLimits,
  savePaymentTimeLimits,
} from './breaches';

/** A brand's time limit per payment step; owners change them, the payments team reads them. */
export function TimeLimitsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <PickedBrandPanel
      id="time-limits"
      title={t('payments.limitsTitle')}
      hint={t('payments.limitsHint')}
    >
      {(brandId) => (
        <StoredSettings brandId={brandId} load={loadPaymentTimeLimits}>
          {(stored) => <LimitsForm brandId={brandId} stored={stored} canChange={canChange} />}
        </StoredSettings>
      )}
    </PickedBrandPanel>
  );
}

function LimitsForm({
  brandId,
  stored,
  canChange,
}: {
  brandId: string;
  stored: PaymentTimeLimits;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const { draft, change, problemOf, saved, submit, isSending, failure } = useSettingsForm({
    initial: (): Record<string, string> =>
      Object.fromEntries(TIME_LIMIT_STEPS.map((step) => [step, String(stored[step])])),
    problemsOf: (typed) =>
      Object.fromEntries(
        TIME_LIMIT_STEPS.filter((step) => !isTimeLimit(typed[step] ?? '')).map((step) => [
          step,
          'payments.limitsHint',
        ]),
      ),
    save: async (typed) => {
      await savePaymentTimeLimits(brandId, {
        depositDecision: Number(typed.depositDecision),
        withdrawalDecision: Number(typed.withdrawalDecision),
        documentReview: Number(typed.documentReview),
      });
    },
  });
  const stepLabel = {
    depositDecision: t('payments.steps.deposit_decision'),
    withdrawalDecision: t('payments.steps.withdrawal_decision'),
    documentReview: t('payments.steps.document_review'),
  };

  return (
    <form
      className={forms.form}
      aria-label={t('payments.limitsTitle')}
      onSubmit={submit}
      noValidate
    >
      <FormError message={failure} />
      {saved && <p role="status">{t('payments.limitsSaved')}</p>}
      {TIME_LIMIT_STEPS.map((step) => (
        <TextField
          key={step}
          id={`time-limit-${step}`}
          label={stepLabel[step]}
          inputMode="numeric"
          value={draft[step] ?? ''}
          disabled={!canChange}
          onChange={(event) => change({ [step]: event.target.value.trim() })}
          error={problemOf(step)}
        />
      ))}
      {canChange && <SubmitButton isSending={isSending}>{t('payments.saveLimits')}</SubmitButton>}
    </form>
  );
}
