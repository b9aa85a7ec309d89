import { ErrorCode } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '@croupier/ui';
import { AdminApiError } from '../admin-api';
import { CredentialFields } from './CredentialFields';
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
  const submission = useSubmit({
    isValid,
    send: async () => {
      try {
        await logIn({ ...values, username: values.username.trim() });
      } catch (error) {
        // A code is good for one attempt: the next one needs the authenticator's new code.
        setValues((current) => ({ ...current, totp: '' }));
        // A spent code is the member's own doing, not a wrong password: say what to do, translated.
        if (error instanceof AdminApiError && error.errorCode === ErrorCode.totpCodeUsed) {
          throw new Error(t('login.codeUsed'));
        }
        throw error;
      }
    },
  });

  return (
    <SessionCard
      title={t('login.title')}
      intro={hasExpired && !submission.failure && <p role="status">{t('login.expired')}</p>}
      submission={submission}
      submitLabel={t('login.submit')}
    >
      <CredentialFields
        names={['username', 'password', 'totp']}
        fieldProps={(name) => fieldProps(name, submission.showErrors)}
      />
    </SessionCard>
  );
}
