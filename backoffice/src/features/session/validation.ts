// Client-side checks of the staff forms, mirroring the API's rules so most mistakes never leave
// the browser. Each answers a translation key, or null when the value is fine.

export type ValidationKey =
  | 'validation.required'
  | 'validation.totpFormat'
  | 'validation.passwordPolicy'
  | 'validation.passwordsDiffer'
  | 'validation.passwordUnchanged';

const TOTP_CODE = /^\d{6}$/;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 64;

export interface LoginValues {
  username: string;
  password: string;
  totp: string;
}

export function loginErrors(
  values: LoginValues,
): Partial<Record<keyof LoginValues, ValidationKey>> {
  const errors: Partial<Record<keyof LoginValues, ValidationKey>> = {};
  if (!values.username.trim()) errors.username = 'validation.required';
  if (!values.password) errors.password = 'validation.required';
  if (!values.totp) errors.totp = 'validation.required';
  else if (!TOTP_CODE.test(values.totp)) errors.totp = 'validation.totpFormat';
  return errors;
}

export interface NewPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The players' password policy, which staff passwords share: 8–64 characters, a letter and a digit. */
function meetsPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

export function newPasswordErrors(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, ValidationKey>> {
  const errors: Partial<Record<keyof NewPasswordValues, ValidationKey>> = {};
  if (!values.currentPassword) errors.currentPassword = 'validation.required';
  if (!meetsPolicy(values.newPassword)) errors.newPassword = 'validation.passwordPolicy';
  else if (values.newPassword === values.currentPassword) {
    errors.newPassword = 'validation.passwordUnchanged';
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'validation.passwordsDiffer';
  }
  return errors;
}
