// Which contact and bank fields a player must give, by the brand's registerSetting.
// Formats are checked by the request schemas; these are the rules between fields.

import type { RegisterSetting } from '@croupier/contracts';

/** The contact fields the players table stores; the bank is the player's payment account. */
export interface PlayerContact {
  email?: string;
  phoneNumber?: string;
}

export interface ContactFields extends PlayerContact {
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

/** The bank fields, when the player gave all three; else undefined. */
export function bankAccountOf(fields: ContactFields): BankAccountFields | undefined {
  const { bankName, bankAccountName, bankAccountNumber } = fields;
  if (bankName === undefined || bankAccountName === undefined || bankAccountNumber === undefined) {
    return undefined;
  }
  return { bankName, bankAccountName, bankAccountNumber };
}

export type BankAccountFields = Required<Pick<ContactFields, (typeof BANK_FIELDS)[number]>>;

/** A bank account is its name, holder and number together; one or two of them is a mistake. */
export function hasPartialBankAccount(fields: ContactFields): boolean {
  const given = BANK_FIELDS.filter((field) => fields[field] !== undefined).length;
  return given > 0 && given < BANK_FIELDS.length;
}
