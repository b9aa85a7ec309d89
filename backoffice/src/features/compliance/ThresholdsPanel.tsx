import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, currencyDecimals, forms } from '@croupier/ui';
import { PickedBrandPanel } from '../brand-picker';
import { AmountField, StoredSettings, useSettingsForm } from '../forms';
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
  return (
    <PickedBrandPanel
      id="thresholds"
      title={t('events.thresholdsTitle')}
      hint={t('events.thresholdsHint')}
    >
      {(brandId) => (
        <StoredSettings brandId={brandId} load={loadThresholds}>
          {(stored) => <ThresholdsForm brandId={brandId} stored={stored} />}
        </StoredSettings>
      )}
    </PickedBrandPanel>
  );
}

function ThresholdsForm({ brandId, stored }: { brandId: string; stored: BrandThresholds }) {
  const { t } = useTranslation();
  const currency = stored.baseCurrency;
  const decimals = currencyDecimals(currency);
  const { draft, change, problemOf, saved, submit, isSending, failure } = useSettingsForm({
    initial: (): Record<string, string> =>
      Object.fromEntries(THRESHOLD_FIELDS.map((field) => [field, asTyped(stored[field])])),
    problemsOf: (typed) =>
      Object.fromEntries(
        THRESHOLD_FIELDS.filter((field) => !isThreshold(typed[field] ?? '', decimals)).map(
          (field) => [field, `events.thresholdInvalid_${decimals}`],
        ),
      ),
    save: async (typed) => {
      const value = (field: (typeof THRESHOLD_FIELDS)[number]) => typed[field] || null;
      await saveThresholds(brandId, {
        largeWinThreshold: value('largeWinThreshold'),
        largeWagerThreshold: value('largeWagerThreshold'),
        largeDailyWinThreshold: value('largeDailyWinThreshold'),
        largePaymentThreshold: value('largePaymentThreshold'),
      });
    },
  });

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
        <AmountField
          key={field}
          id={`threshold-${field}`}
          label={`${t(`events.thresholds.${field}`)} (${currency})`}
          currency={currency}
          value={draft[field] ?? ''}
          onChange={(value) => change({ [field]: value })}
          error={problemOf(field)}
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
