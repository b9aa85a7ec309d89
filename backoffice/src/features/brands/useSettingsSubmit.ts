import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The submit of a form over part of a brand's settings (the brand page, the banners): nothing is
 * sent while the form has errors, which it then shows; `save` sends and keeps the answer, and the
 * form says it saved until the next change.
 */
export function useSettingsSubmit(hasErrors: boolean, save: () => Promise<void>) {
  const { t } = useTranslation();
  const [showErrors, setShowErrors] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (hasErrors) {
      setFailure(t('brands.fixErrors'));
      return;
    }
    setIsSending(true);
    try {
      await save();
      setShowErrors(false);
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  }

  return { submit, showErrors, isSending, failure, saved, changed: () => setSaved(false) };
}
