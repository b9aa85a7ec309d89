// The player's fields as register3 and edit-profile take them.

import { Type } from '@sinclair/typebox';

export const Username = Type.String({
  pattern: '^[a-zA-Z0-9_]{4,20}$',
  description: '4–20 letters, digits or _; case-insensitive',
});
export const Password = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])',
  description: '8–64 characters with at least one letter and one digit',
});
export const ContactFieldSchemas = {
  email: Type.Optional(Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
  phoneNumber: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{8,15}$' })),
  bankName: Type.Optional(
    Type.String({ minLength: 1, maxLength: 32, description: 'Code of a bank payment channel' }),
  ),
  bankAccountName: Type.Optional(
    Type.String({ minLength: 2, maxLength: 60, pattern: '^\\S(.*\\S)?$' }),
  ),
  bankAccountNumber: Type.Optional(Type.String({ pattern: '^[0-9]{6,20}$' })),
};
export const DateOfBirth = Type.String({
  format: 'date',
  description: "YYYY-MM-DD; required where the brand's registerSetting.requireDateOfBirth is on",
});
