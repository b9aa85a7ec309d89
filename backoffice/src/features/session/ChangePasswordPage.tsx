import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, useCheckedSubmit } from '@croupier/ui';
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
  const { submit, showErrors, isSending, failure } = useCheckedSubmit(isValid, () =>
    changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
  );
  const field = (name: keyof NewPasswordValues) => fieldProps(name, showErrors);

  return (
    <SessionCard title={t('changePassword.title')} onSubmit={submit}>
      <p>{t('changePassword.why')}</p>
      <FormError message={failure} />
      <TextField
        id="current-password"
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        id="new-password"
        label={t('changePassword.new')}
        type="password"
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <TextField
        id="confirm-password"
        label={t('changePassword.confirm')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton isSending={isSending}>{t('changePassword.submit')}</SubmitButton>
    </SessionCard>
  );
}
