import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword, errorMessage, eventBus, type UserData } from '@croupier/shared';
import { Field, FormError, SubmitButton, forms, panels, useSubmit } from '@croupier/ui';
import { registerSchema, validateFields, type FieldErrors } from '@croupier/shared/validation';

const NO_CONTACT_FIELDS = {
  useEmail: false,
  usePassword: true,
  usePhoneNumber: false,
  useBank: false,
};

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The registration rules for a password and its confirmation, reused for the new password. */
function validateNewPassword(user: UserData, values: Record<PasswordField, string>): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'validation.required';
  const result = validateFields(registerSchema(NO_CONTACT_FIELDS), {
    username: user.username,
    currency: user.currency,
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  });
  if (!result.success) {
    if (result.errors.password) errors.newPassword = result.errors.password;
    if (result.errors.confirmPassword) errors.confirmPassword = result.errors.confirmPassword;
  }
  return errors;
}

const EMPTY: Record<PasswordField, string> = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ChangePasswordForm({ user }: { user: UserData }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(user, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setDone(null);
    await run(async () => {
      const { endedSessions } = await changePassword(values.currentPassword, values.newPassword);
      const message = t('password.changed', { sessions: endedSessions });
      setDone(message);
      setValues(EMPTY);
      eventBus.emit('toast', { kind: 'success', message });
    });
  }

  const field = (name: PasswordField, autoComplete: string) => {
    const key = errors[name];
    return (
      <Field id={`password-${name}`} label={t(`password.${name}`)} error={key ? t(key) : null}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: event.target.value }))
            }
          />
        )}
      </Field>
    );
  };

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('password.title')}</h2>
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <FormError message={formError} />
      {done && <p role="status">{done}</p>}
      <SubmitButton isSending={isSending}>{t('password.submit')}</SubmitButton>
    </form>
  );
}
