import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '@croupier/ui';

/**
 * The submit of a form over part of a brand's settings (the brand page, the banners): nothing is
 * sent while the form has errors, which it then shows; `save` sends and keeps the answer, and the
 * form says it saved until the next change.
 */
export function useSettingsSubmit(hasErrors: boolean, save: () => Promise<void>) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: !hasErrors,
    send: save,
    onSent: () => setSaved(true),
  });
  return {
    submit,
    showErrors,
    isSending,
    failure: showErrors && hasErrors ? t('brands.fixErrors') : failure,
    saved,
    changed: () => setSaved(false),
  };
}
