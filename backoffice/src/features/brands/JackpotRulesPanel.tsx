import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, forms } from '@croupier/ui';
import { CheckField, StoredSettings, useSettingsForm } from '../forms';
import {
  changeJackpotRules,
  jackpotRulesProblems,
  loadJackpotRules,
  type JackpotRules,
} from './jackpotRules';

/** The brand's jackpot: its pool now, and the rate, seed and switch marketing changes. */
export function JackpotRulesPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="jackpot-rules-title">
      <h2 id="jackpot-rules-title">{t('brands.jackpotRules.title')}</h2>
      <StoredSettings brandId={brandId} load={loadJackpotRules}>
        {(loaded, reload) => <JackpotRulesForm brandId={brandId} rules={loaded} onSaved={reload} />}
      </StoredSettings>
    </section>
  );
}

function JackpotRulesForm({
  brandId,
  rules,
  onSaved,
}: {
  brandId: string;
  rules: JackpotRules;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { draft, change, problemOf, saved, submit, isSending, failure } = useSettingsForm({
    initial: () => ({
      contributionRate: rules.contributionRate,
      seedAmount: rules.seedAmount,
      active: rules.active,
    }),
    problemsOf: jackpotRulesProblems,
    save: async (typed) => {
      await changeJackpotRules(brandId, typed);
      await onSaved();
    },
  });

  return (
    <form
      className={forms.form}
      aria-label={t('brands.jackpotRules.title')}
      onSubmit={submit}
      noValidate
    >
      <p>{t('brands.jackpotRules.pool', { pool: rules.pool, currency: rules.currency })}</p>
      <FormError message={failure} />
      {saved && <p role="status">{t('brands.jackpotRules.saved')}</p>}
      <CheckField
        label={t('brands.jackpotRules.active')}
        checked={draft.active}
        onChange={(active) => change({ active })}
      />
      <TextField
        id="jackpot-rate"
        label={t('brands.jackpotRules.rate')}
        inputMode="decimal"
        value={draft.contributionRate}
        onChange={(event) => change({ contributionRate: event.target.value.trim() })}
        error={problemOf('contributionRate')}
      />
      <TextField
        id="jackpot-seed"
        label={t('brands.jackpotRules.seed', { currency: rules.currency })}
        inputMode="decimal"
        value={draft.seedAmount}
        onChange={(event) => change({ seedAmount: event.target.value.trim() })}
        error={problemOf('seedAmount')}
      />
      <SubmitButton isSending={isSending}>{t('brands.jackpotRules.save')}</SubmitButton>
    </form>
  );
}
