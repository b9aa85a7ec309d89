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
import { CheckField } from '../forms';
import {
  loadReferralProgramme,
  referralProblems,
  saveReferralProgramme,
  type ReferralProgramme,
} from './settingsApi';

/** A brand's referral programme: marketing switches it and sets its commission; payments reads. */
export function ReferralPanel({ brandId, canChange }: { brandId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadReferralProgramme(brandId), [brandId]);
  const programme = useRequest(load);
  return (
    <section className={panels.panel} aria-labelledby="referral-title">
      <h2 id="referral-title">{t('settings.referralTitle')}</h2>
      <p>{t('settings.referralWhy')}</p>
      <Loaded request={programme}>
        {(stored) => <ReferralForm brandId={brandId} stored={stored} canChange={canChange} />}
      </Loaded>
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
  const [draft, setDraft] = useState(stored);
  const [saved, setSaved] = useState(false);
  const problems = referralProblems(draft);
  const { submit, showErrors, isSending, failure } = useSubmit({ isValid: Object.keys(problems).length === 0, send: async () => {
      setDraft(await saveReferralProgramme(brandId, draft));
      setSaved(true);
    } });
  const change = (part: Partial<ReferralProgramme>) => {
    setSaved(false);
    setDraft({ ...draft, ...part });
  };

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
        error={showErrors && problems.commissionPercent ? t(problems.commissionPercent) : null}
      />
      {saved && <p role="status">{t('settings.saved')}</p>}
      {canChange && <SubmitButton isSending={isSending}>{t('settings.saveReferral')}</SubmitButton>}
    </form>
  );
}
