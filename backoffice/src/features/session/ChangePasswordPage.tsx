import { useTranslation } from 'react-i18next';
import { useSubmit } from '@croupier/ui';
import { CredentialFields } from './CredentialFields';
import { SessionCard } from './SessionCard';
import { useSessionStore } from './sessionStore';
import { useFieldValues } from './useFieldValues';
import { newPasswordErrors, type NewPasswordValues } from './validation';

const EMPTY: NewPasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A one-time password opens only this page until the member chooses their own. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const changePassword = useSessionStore((state) => state.changePassword);
  const { values, isValid, fieldProps } = useFieldValues(EMPTY, newPasswordErrors);
  const submission = useSubmit({
    isValid,
    send: () =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
  });

  return (
    <SessionCard
      title={t('changePassword.title')}
      intro={<p>{t('changePassword.why')}</p>}
      submission={submission}
      submitLabel={t('changePassword.submit')}
    >
      <CredentialFields
        names={['currentPassword', 'newPassword', 'confirmPassword']}
        fieldProps={(name) => fieldProps(name, submission.showErrors)}
      />
    </SessionCard>
  );
}
