import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, forms, panels } from '@croupier/ui';
import { useSessionStore } from './sessionStore';
import { hasErrors, newPasswordErrors, type NewPasswordValues } from './validation';
import styles from './session.module.scss';

const EMPTY: NewPasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A one-time password opens only this page until the member chooses their own. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const changePassword = useSessionStore((state) => state.changePassword);
  const [values, setValues] = useState(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const errors = newPasswordErrors(values);
  const errorOf = (field: keyof NewPasswordValues) =>
    showErrors && errors[field] ? t(errors[field]) : null;

  const update = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (hasErrors(errors)) return;
    setIsSending(true);
    setServerError(null);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <main className={styles.centred}>
      <form
        className={`${panels.panel} ${forms.form} ${styles.card}`}
        aria-label={t('changePassword.title')}
        onSubmit={submit}
        noValidate
      >
        <h1>{t('changePassword.title')}</h1>
        <p>{t('changePassword.why')}</p>
        <FormError message={serverError} />
        <TextField
          id="current-password"
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={update('currentPassword')}
          error={errorOf('currentPassword')}
        />
        <TextField
          id="new-password"
          label={t('changePassword.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={update('newPassword')}
          error={errorOf('newPassword')}
        />
        <TextField
          id="confirm-password"
          label={t('changePassword.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={update('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        <SubmitButton isSending={isSending}>{t('changePassword.submit')}</SubmitButton>
      </form>
    </main>
  );
}
