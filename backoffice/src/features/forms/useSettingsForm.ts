import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '@croupier/ui';

/**
 * A form over stored settings: a draft edited, checked on save and saved (the API audits the
 * change); "saved" stands until the next edit. When `save` answers the settings as stored, they
 * become the draft. `problemsOf` answers a text key per field with a problem.
 */
export function useSettingsForm<Draft extends object>({
  initial,
  problemsOf,
  save,
}: {
  initial: () => Draft;
  problemsOf: (draft: Draft) => Partial<Record<string, string>>;
  save: (draft: Draft) => Promise<Draft | void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const problems = problemsOf(draft);
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: Object.keys(problems).length === 0,
    send: async () => {
      setSaved(false);
      const stored = await save(draft);
      if (stored) setDraft(stored);
      setSaved(true);
    },
  });

  const change = (part: Partial<Draft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...part }));
  };
  /** The field's problem, translated, once saving was tried. */
  const problemOf = (field: string) => {
    const problem = problems[field];
    return showErrors && problem ? t(problem) : null;
  };

  return { draft, change, problemOf, saved, submit, isSending, failure };
}
