import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, forms, panels } from '@croupier/ui';
import { useSessionStore } from './sessionStore';
import { hasErrors, loginErrors, type LoginValues } from './validation';
import styles from './session.module.scss';

const EMPTY: LoginValues = { username: '', password: '', totp: '' };

/** Username, password and the authenticator's current code; the API's refusal is shown as sent. */
export function LoginPage() {
  const { t } = useTranslation();
  const logIn = useSessionStore((state) => state.logIn);
  const hasExpired = useSessionStore((state) => state.hasExpired);
  const [values, setValues] = useState(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const errors = loginErrors(values);
  const errorOf = (field: keyof LoginValues) =>
    showErrors && errors[field] ? t(errors[field]) : null;

  const update = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (hasErrors(errors)) return;
    setIsSending(true);
    setServerError(null);
    try {
      await logIn({ ...values, username: values.username.trim() });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setValues((current) => ({ ...current, totp: '' }));
      setShowErrors(false);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <main className={styles.centred}>
      <form
        className={`${panels.panel} ${forms.form} ${styles.card}`}
        aria-label={t('login.title')}
        onSubmit={submit}
        noValidate
      >
        <h1>{t('login.title')}</h1>
        {hasExpired && !serverError && <p role="status">{t('login.expired')}</p>}
        <FormError message={serverError} />
        <TextField
          id="login-username"
          label={t('login.username')}
          autoComplete="username"
          value={values.username}
          onChange={update('username')}
          error={errorOf('username')}
        />
        <TextField
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={errorOf('password')}
        />
        <TextField
          id="login-totp"
          label={t('login.totp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.totp}
          onChange={update('totp')}
          error={errorOf('totp')}
        />
        <SubmitButton isSending={isSending}>{t('login.submit')}</SubmitButton>
      </form>
    </main>
  );
}
