import * as v from 'valibot';
import type { RegisterSetting } from '@croupier/contracts';
import { DEFAULT_MINIMUM_AGE, dateOfBirthSchema } from './dateOfBirth';

// The same field rules the platform API enforces; messages are translation keys.
export const USERNAME_PATTERN = /^[a-zA-Z0-9_]{4,20}$/;
export const PHONE_PATTERN = /^\+?[0-9]{8,15}$/;
export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9]{6,20}$/;

const username = v.pipe(v.string(), v.regex(USERNAME_PATTERN, 'validation.username'));
const password = v.pipe(
  v.string(),
  v.minLength(8, 'validation.password'),
  v.maxLength(64, 'validation.password'),
  v.regex(/[a-zA-Z]/, 'validation.password'),
  v.regex(/[0-9]/, 'validation.password'),
);
const email = v.pipe(v.string(), v.trim(), v.email('validation.email'));
const phoneNumber = v.pipe(v.string(), v.trim(), v.regex(PHONE_PATTERN, 'validation.phoneNumber'));
const bankName = v.pipe(v.string(), v.minLength(1, 'validation.bankName'));
const bankAccountName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(2, 'validation.bankAccountName'),
  v.maxLength(60, 'validation.bankAccountName'),
);
const bankAccountNumber = v.pipe(
  v.string(),
  v.trim(),
  v.regex(BANK_ACCOUNT_NUMBER_PATTERN, 'validation.bankAccountNumber'),
);

export type FieldErrors = Partial<Record<string, string>>;

const CONTACT_FIELDS = { email, phoneNumber, bankName, bankAccountName, bankAccountNumber };
type ContactField = keyof typeof CONTACT_FIELDS;

/** The contact and bank fields a brand asks for (registerSetting), for register and profile. */
export function requiredContactFields(setting: RegisterSetting): ContactField[] {
  return [
    ...(setting.useEmail ? (['email'] as const) : []),
    ...(setting.usePhoneNumber ? (['phoneNumber'] as const) : []),
    ...(setting.useBank ? (['bankName', 'bankAccountName', 'bankAccountNumber'] as const) : []),
  ];
}

export function contactFieldsSchema(setting: RegisterSetting) {
  const entries: Partial<Record<ContactField, v.GenericSchema<string>>> = {};
  for (const field of requiredContactFields(setting)) entries[field] = CONTACT_FIELDS[field];
  return v.object(entries as Record<ContactField, v.GenericSchema<string>>);
}

/** The date of birth, where the brand asks for it (registerSetting.requireDateOfBirth). */
function dateOfBirthEntries(setting: RegisterSetting, today: Date) {
  const minimumAge = setting.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const entries = setting.requireDateOfBirth
    ? { dateOfBirth: dateOfBirthSchema(minimumAge, today) }
    : {};
  // Typed as always present, like the contact fields: the object drops what it does not list.
  return entries as { dateOfBirth: v.GenericSchema<string> };
}

export function registerSchema(setting: RegisterSetting, today = new Date()) {
  return v.pipe(
    v.object({
      username,
      password,
      confirmPassword: v.string(),
      currency: v.pipe(v.string(), v.minLength(3, 'validation.currency')),
      referralCode: v.optional(v.string()),
      ...contactFieldsSchema(setting).entries,
      ...dateOfBirthEntries(setting, today),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        'validation.confirmPassword',
      ),
      ['confirmPassword'],
    ),
  );
}

export const loginSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1, 'validation.required')),
  password: v.pipe(v.string(), v.minLength(1, 'validation.required')),
});

/** Validates form values; on failure, the first message key per field. */
export function validateFields<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'form';
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
