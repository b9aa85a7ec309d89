import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentTimeLimits } from '@croupier/contracts';
import {
  FormError,
  Loaded,
  SubmitButton,
  TextField,
  forms,
  panels,
  useSubmit,
  useRequest,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import {
  TIME_LIMIT_STEPS,
  isTimeLimit,
  loadPaymentTimeLimits,
  savePaymentTimeLimits,
} from './breaches';

/** A brand's time limit per payment step; owners change them, the payments team reads them. */
export function TimeLimitsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;
  return (
    <section className={panels.panel} aria-labelledby="time-limits-title">
      <h2 id="time-limits-title">{t('payments.limitsTitle')}</h2>
      <p>{t('payments.limitsHint')}</p>
      <BrandPicker
        id="time-limits-brand"
        brands={brands}
        value={brandId}
        onChange={setChosenBrand}
      />
      {brandId && <BrandLimits key={brandId} brandId={brandId} canChange={canChange} />}
    </section>
  );
}

function BrandLimits({ brandId, canChange }: { brandId: string; canChange: boolean }) {
  const load = useCallback(() => loadPaymentTimeLimits(brandId), [brandId]);
  const limits = useRequest(load);
  return (
    <Loaded request={limits}>
      {(stored) => <LimitsForm brandId={brandId} stored={stored} canChange={canChange} />}
    </Loaded>
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
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(TIME_LIMIT_STEPS.map((step) => [step, String(stored[step])])),
  );
  const [saved, setSaved] = useState(false);
  const valid = TIME_LIMIT_STEPS.every((step) => isTimeLimit(draft[step] ?? ''));
  const { submit, showErrors, isSending, failure } = useSubmit({ isValid: valid, send: async () => {
    await savePaymentTimeLimits(brandId, {
      depositDecision: Number(draft.depositDecision),
      withdrawalDecision: Number(draft.withdrawalDecision),
      documentReview: Number(draft.documentReview),
    });
    setSaved(true);
  } });
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
          onChange={(event) => {
            setSaved(false);
            setDraft({ ...draft, [step]: event.target.value.trim() });
          }}
          error={showErrors && !isTimeLimit(draft[step] ?? '') ? t('payments.limitsHint') : null}
        />
      ))}
      {canChange && <SubmitButton isSending={isSending}>{t('payments.saveLimits')}</SubmitButton>}
    </form>
  );
}
