import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, useCheckedSubmit } from '@croupier/ui';
import { SessionCard } from './SessionCard';
import { useSessionStore } from './sessionStore';
import { useFieldValues } from './useFieldValues';
import { loginErrors, type LoginValues } from './validation';

const EMPTY: LoginValues = { username: '', password: '', totp: '' };

/** Username, password and the authenticator's current code; the API's refusal is shown as sent. */
export function LoginPage() {
  const { t } = useTranslation();
  const logIn = useSessionStore((state) => state.logIn);
  const hasExpired = useSessionStore((state) => state.hasExpired);
  const { values, setValues, isValid, fieldProps } = useFieldValues(EMPTY, loginErrors);
  const { submit, showErrors, isSending, failure } = useCheckedSubmit(isValid, async () => {
    try {
      await logIn({ ...values, username: values.username.trim() });
    } catch (error) {
      // A code is good for one attempt: the next one needs the authenticator's new code.
      setValues((current) => ({ ...current, totp: '' }));
      throw error;
    }
  });
  const field = (name: keyof LoginValues) => fieldProps(name, showErrors);

  return (
    <SessionCard title={t('login.title')} onSubmit={submit}>
      {hasExpired && !failure && <p role="status">{t('login.expired')}</p>}
      <FormError message={failure} />
      <TextField
        id="login-username"
        label={t('login.username')}
        autoComplete="username"
        {...field('username')}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <TextField
        id="login-totp"
        label={t('login.totp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('totp')}
      />
      <SubmitButton isSending={isSending}>{t('login.submit')}</SubmitButton>
    </SessionCard>
  );
}
