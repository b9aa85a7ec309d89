import { useTranslation } from 'react-i18next';
import { FormError, SelectField, SubmitButton, TextField, forms, panels } from '@croupier/ui';
import { CheckField, StoredSettings, useSettingsForm } from '../forms';
import {
  REALITY_CHECK_MINUTES,
  loadProtection,
  protectionProblems,
  saveProtection,
  type BrandProtection,
  type ProtectionDraft,
} from './settingsApi';

const GATES = ['verifyBeforeDeposit', 'verifyBeforeWithdrawal', 'verifyBeforePlay'] as const;

/** Owners: a brand's verification gates, AML threshold, reality check and deposit-limit prompt. */
export function ProtectionPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  return (
    <section className={panels.panel} aria-labelledby="protection-title">
      <h2 id="protection-title">{t('settings.protectionTitle')}</h2>
      <StoredSettings brandId={brandId} load={loadProtection}>
        {(stored) => <ProtectionForm brandId={brandId} stored={stored} />}
      </StoredSettings>
    </section>
  );
}

function ProtectionForm({ brandId, stored }: { brandId: string; stored: BrandProtection }) {
  const { t } = useTranslation();
  const { baseCurrency, ...storedDraft } = stored;
  const { draft, change, problemOf, saved, submit, isSending, failure } = useSettingsForm({
    initial: () => pick(storedDraft),
    problemsOf: protectionProblems,
    save: async (typed) => pick(await saveProtection(brandId, typed)),
  });

  return (
    <form
      className={forms.form}
      aria-label={t('settings.protectionTitle')}
      onSubmit={submit}
      noValidate
    >
      <FormError message={failure} />
      <fieldset>
        <legend>{t('settings.gates')}</legend>
        {GATES.map((gate) => (
          <CheckField
            key={gate}
            label={t(`settings.${gate}`)}
            checked={draft[gate]}
            onChange={(checked) => change({ [gate]: checked })}
          />
        ))}
      </fieldset>
      <TextField
        id="protection-aml"
        label={t('settings.amlThreshold', { currency: baseCurrency })}
        inputMode="decimal"
        value={draft.amlThreshold}
        onChange={(event) => change({ amlThreshold: event.target.value.trim() })}
        error={problemOf('amlThreshold')}
      />
      <p className={forms.hint}>{t('settings.amlHint')}</p>
      <fieldset>
        <legend>{t('settings.realityCheck')}</legend>
        <SelectField
          id="protection-reality-check"
          label={t('settings.realityCheckMinutes')}
          value={String(draft.realityCheckMinutes)}
          onChange={(minutes) => change({ realityCheckMinutes: Number(minutes) })}
          options={REALITY_CHECK_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: minutes === 0 ? t('settings.off') : t('settings.minutes', { count: minutes }),
          }))}
          error={problemOf('realityCheckMinutes')}
        />
        <CheckField
          label={t('settings.realityCheckCanBeOff')}
          checked={draft.realityCheckCanBeOff}
          onChange={(checked) => change({ realityCheckCanBeOff: checked })}
        />
      </fieldset>
      <CheckField
        label={t('settings.promptDepositLimit')}
        checked={draft.promptDepositLimit}
        onChange={(checked) => change({ promptDepositLimit: checked })}
      />
      {saved && <p role="status">{t('settings.saved')}</p>}
      <SubmitButton isSending={isSending}>{t('settings.saveProtection')}</SubmitButton>
    </form>
  );
}

/** Only the settings this form shows: it never sends the ones it does not. */
function pick(settings: ProtectionDraft): ProtectionDraft {
  return {
    verifyBeforeDeposit: settings.verifyBeforeDeposit,
    verifyBeforeWithdrawal: settings.verifyBeforeWithdrawal,
    verifyBeforePlay: settings.verifyBeforePlay,
    amlThreshold: settings.amlThreshold,
    realityCheckMinutes: settings.realityCheckMinutes,
    realityCheckCanBeOff: settings.realityCheckCanBeOff,
    promptDepositLimit: settings.promptDepositLimit,
  };
}
