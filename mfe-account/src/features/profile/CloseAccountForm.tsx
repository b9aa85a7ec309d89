import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccount, errorMessage, type AccountClosure } from '@croupier/shared';
import { FormError, SubmitButton, forms, panels, useSubmit } from '@croupier/ui';

/**
 * Closing the account (GLI-19 A.3.10): what it does, a box to tick, then the call. The server ends
 * every login session at once; `onClosed` hears its answer.
 */
export function CloseAccountForm({ onClosed }: { onClosed: (closure: AccountClosure) => void }) {
  const { t } = useTranslation('account');
  const [confirmed, setConfirmed] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowRequired(!confirmed);
    if (!confirmed) return;
    await run(async () => {
      onClosed(await closeAccount());
    });
  }

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      aria-labelledby="close-account-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="close-account-title">{t('close.title')}</h2>
      <p>{t('close.explanation')}</p>
      <label className={forms.field}>
        <span>
          <input
            type="checkbox"
            checked={confirmed}
            aria-invalid={showRequired && !confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />{' '}
          {t('close.confirm')}
        </span>
      </label>
      {showRequired && !confirmed && <p role="alert">{t('close.required')}</p>}
      <FormError message={formError} />
      <div className={forms.actions}>
        <SubmitButton isSending={isSending} sendingLabel={t('close.sending')}>
          {t('close.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
