import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@croupier/ui';
import type { LoginValues, NewPasswordValues } from './validation';

type CredentialName = keyof LoginValues | keyof NewPasswordValues;

const PASSWORD = { type: 'password', autoComplete: 'current-password' } as const;
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

/**
 * Each credential a session form asks for: its input's id, its label's key and how its input is
 * typed, so browsers and password managers fill the right one.
 */
const CREDENTIALS: Record<
  CredentialName,
  { id: string; label: string; input: InputHTMLAttributes<HTMLInputElement> }
> = {
  username: { id: 'login-username', label: 'login.username', input: { autoComplete: 'username' } },
  password: { id: 'login-password', label: 'login.password', input: PASSWORD },
  totp: {
    id: 'login-totp',
    label: 'login.totp',
    input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
  },
  currentPassword: { id: 'current-password', label: 'changePassword.current', input: PASSWORD },
  newPassword: { id: 'new-password', label: 'changePassword.new', input: NEW_PASSWORD },
  confirmPassword: { id: 'confirm-password', label: 'changePassword.confirm', input: NEW_PASSWORD },
};

interface BoundInput {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | null;
}

/** A session form's credential fields in order, each bound by `fieldProps` to its value and error. */
export function CredentialFields<Name extends CredentialName>({
  names,
  fieldProps,
}: {
  names: Name[];
  fieldProps: (name: Name) => BoundInput;
}) {
  const { t } = useTranslation();
  return (
    <>
      {names.map((name) => {
        const { id, label, input } = CREDENTIALS[name];
        return <TextField key={name} id={id} label={t(label)} {...input} {...fieldProps(name)} />;
      })}
    </>
  );
}
