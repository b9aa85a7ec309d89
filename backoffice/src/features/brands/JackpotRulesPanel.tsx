import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  Loaded,
  SubmitButton,
  TextField,
  forms,
  useSubmit,
  useRequest,
} from '@croupier/ui';
import { CheckField } from '../forms';
import {
  changeJackpotRules,
  jackpotRulesProblems,
  loadJackpotRules,
  type JackpotRules,
} from './jackpotRules';

/** The brand's jackpot: its pool now, and the rate, seed and switch marketing changes. */
export function JackpotRulesPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadJackpotRules(brandId), [brandId]);
  const rules = useRequest(load);
  return (
    <section aria-labelledby="jackpot-rules-title">
      <h2 id="jackpot-rules-title">{t('brands.jackpotRules.title')}</h2>
      <Loaded request={rules}>
        {(loaded) => <JackpotRulesForm brandId={brandId} rules={loaded} onSaved={rules.reload} />}
      </Loaded>
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
  const [draft, setDraft] = useState({
    contributionRate: rules.contributionRate,
    seedAmount: rules.seedAmount,
    active: rules.active,
  });
  const [saved, setSaved] = useState(false);
  const problems = jackpotRulesProblems(draft);
  const { submit, showErrors, isSending, failure } = useSubmit({ isValid: Object.keys(problems).length === 0, send: async () => {
      setSaved(false);
      await changeJackpotRules(brandId, draft);
      setSaved(true);
      await onSaved();
    } });
  const problemOf = (field: keyof typeof problems) =>
    showErrors && problems[field] ? t(problems[field]) : null;

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
        onChange={(active) => setDraft({ ...draft, active })}
      />
      <TextField
        id="jackpot-rate"
        label={t('brands.jackpotRules.rate')}
        inputMode="decimal"
        value={draft.contributionRate}
        onChange={(event) => setDraft({ ...draft, contributionRate: event.target.value.trim() })}
        error={problemOf('contributionRate')}
      />
      <TextField
        id="jackpot-seed"
        label={t('brands.jackpotRules.seed', { currency: rules.currency })}
        inputMode="decimal"
        value={draft.seedAmount}
        onChange={(event) => setDraft({ ...draft, seedAmount: event.target.value.trim() })}
        error={problemOf('seedAmount')}
      />
      <SubmitButton isSending={isSending}>{t('brands.jackpotRules.save')}</SubmitButton>
    </form>
  );
}
