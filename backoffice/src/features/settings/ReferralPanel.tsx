import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, forms, panels } from '@croupier/ui';
import { CheckField, StoredSettings, useSettingsForm } from '../forms';
import {
  loadReferralProgramme,
  referralProblems,
  saveReferralProgramme,
  type ReferralProgramme,
} from './settingsApi';

/** A brand's referral programme: marketing switches it and sets its commission; payments reads. */
export function ReferralPanel({ brandId, canChange }: { brandId: string; canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={panels.panel} aria-labelledby="referral-title">
      <h2 id="referral-title">{t('settings.referralTitle')}</h2>
      <p>{t('settings.referralWhy')}</p>
      <StoredSettings brandId={brandId} load={loadReferralProgramme}>
        {(stored) => <ReferralForm brandId={brandId} stored={stored} canChange={canChange} />}
      </StoredSettings>
    </section>
  );
}

function ReferralForm({
  brandId,
  stored,
  canChange,
}: {
  brandId: string;
  stored: ReferralProgramme;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const { draft, change, problemOf, saved, submit, isSending, failure } = useSettingsForm({
    initial: () => stored,
    problemsOf: referralProblems,
    save: (typed) => saveReferralProgramme(brandId, typed),
  });

  return (
    <form
      className={forms.form}
      aria-label={t('settings.referralTitle')}
      onSubmit={submit}
      noValidate
    >
      <FormError message={failure} />
      <CheckField
        label={t('settings.referralEnabled')}
        checked={draft.enabled}
        disabled={!canChange}
        onChange={(enabled) => change({ enabled })}
      />
      <TextField
        id="referral-commission"
        label={t('settings.commissionPercent')}
        inputMode="decimal"
        value={draft.commissionPercent}
        disabled={!canChange}
        onChange={(event) => change({ commissionPercent: event.target.value.trim() })}
        error={problemOf('commissionPercent')}
      />
      {saved && <p role="status">{t('settings.saved')}</p>}
      {canChange && <SubmitButton isSending={isSending}>{t('settings.saveReferral')}</SubmitButton>}
    </form>
  );
}
