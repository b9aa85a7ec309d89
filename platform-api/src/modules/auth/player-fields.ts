// Which contact and bank fields a player must give, by the brand's registerSetting.
// Formats are checked by the request schemas; these are the rules between fields.

import type { RegisterSetting } from '@croupier/contracts';

export interface ContactFields {
  email?: string;
  phoneNumber?: string;
  bankName?: string;
  bankAccountName?: string;
  bankAccountNumber?: string;
}

const BANK_FIELDS = ['bankName', 'bankAccountName', 'bankAccountNumber'] as const;

type RegistrationFields = ContactFields & { dateOfBirth?: string };

export function missingRegistrationFields(
  setting: RegisterSetting,
  fields: RegistrationFields,
): Array<keyof RegistrationFields> {
  const required: Array<keyof RegistrationFields> = [
    ...(setting.useEmail ? (['email'] as const) : []),
    ...(setting.usePhoneNumber ? (['phoneNumber'] as const) : []),
    ...(setting.useBank ? BANK_FIELDS : []),
    ...(setting.requireDateOfBirth === true ? (['dateOfBirth'] as const) : []),
  ];
  return required.filter((field) => fields[field] === undefined);
}

/** A bank account is its name, holder and number together; one or two of them is a mistake. */
export function hasPartialBankAccount(fields: ContactFields): boolean {
  const given = BANK_FIELDS.filter((field) => fields[field] !== undefined).length;
  return given > 0 && given < BANK_FIELDS.length;
}
