import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  THRESHOLD_FIELDS,
  isThreshold,
  loadThresholds,
  saveThresholds,
  type BrandThresholds,
} from './thresholds';

/**
 * What makes a win, a day's wins, a wager or a payment a significant event, per brand. Owners
 * only: the API reads and changes them with the brand's protection settings (audited).
 */
export function ThresholdsPanel() {
  const { t } = useTranslation();
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;
  return (
    <section className={panels.panel} aria-labelledby="thresholds-title">
      <h2 id="thresholds-title">{t('events.thresholdsTitle')}</h2>
      <p>{t('events.thresholdsHint')}</p>
      <BrandPicker
        id="thresholds-brand"
        brands={brands}
        value={brandId}
        onChange={setChosenBrand}
      />
      {brandId && <BrandThresholdsForm key={brandId} brandId={brandId} />}
    </section>
  );
}

function BrandThresholdsForm({ brandId }: { brandId: string }) {
  const load = useCallback(() => loadThresholds(brandId), [brandId]);
  const thresholds = useRequest(load);
  return (
    <Loaded request={thresholds}>
      {(stored) => <ThresholdsForm brandId={brandId} stored={stored} />}
    </Loaded>
  );
}

function ThresholdsForm({ brandId, stored }: { brandId: string; stored: BrandThresholds }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(THRESHOLD_FIELDS.map((field) => [field, asTyped(stored[field])])),
  );
  const [saved, setSaved] = useState(false);
  const valid = THRESHOLD_FIELDS.every((field) => isThreshold(draft[field] ?? ''));
  const { submit, showErrors, isSending, failure } = useSubmit({ isValid: valid, send: async () => {
    const value = (field: (typeof THRESHOLD_FIELDS)[number]) => draft[field] || null;
    await saveThresholds(brandId, {
      largeWinThreshold: value('largeWinThreshold'),
      largeWagerThreshold: value('largeWagerThreshold'),
      largeDailyWinThreshold: value('largeDailyWinThreshold'),
      largePaymentThreshold: value('largePaymentThreshold'),
    });
    setSaved(true);
  } });

  return (
    <form
      className={forms.form}
      aria-label={t('events.thresholdsTitle')}
      onSubmit={submit}
      noValidate
    >
      <FormError message={failure} />
      {saved && <p role="status">{t('events.thresholdsSaved')}</p>}
      {THRESHOLD_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`threshold-${field}`}
          label={`${t(`events.thresholds.${field}`)} (${stored.baseCurrency})`}
          inputMode="decimal"
          value={draft[field] ?? ''}
          onChange={(event) => {
            setSaved(false);
            setDraft({ ...draft, [field]: event.target.value.trim() });
          }}
          error={
            showErrors && !isThreshold(draft[field] ?? '') ? t('events.thresholdInvalid') : null
          }
        />
      ))}
      <SubmitButton isSending={isSending}>{t('events.saveThresholds')}</SubmitButton>
    </form>
  );
}

/** A stored amount as one types it: the scale's trailing zeros dropped; empty for none. */
function asTyped(amount: string | null): string {
  if (amount === null) return '';
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}
