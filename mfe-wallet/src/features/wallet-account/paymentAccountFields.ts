import { type NewPaymentAccount } from '@croupier/shared';
import { contactFieldsSchema, validateFields, type FieldErrors } from '@croupier/shared/validation';

export type PaymentAccountFields = Omit<NewPaymentAccount, 'type'>;

// A payment account follows the platform's bank-field rules, the ones registration uses.
const bankFieldsSchema = contactFieldsSchema({
  useEmail: false,
  usePassword: false,
  usePhoneNumber: false,
  useBank: true,
});

/** The trimmed fields to send, or the translation key of each field's first problem. */
export function checkPaymentAccountFields(
  fields: PaymentAccountFields,
): { valid: true; fields: PaymentAccountFields } | { valid: false; errors: FieldErrors } {
  const result = validateFields(bankFieldsSchema, {
    bankName: fields.channelCode,
    bankAccountName: fields.accountName,
    bankAccountNumber: fields.accountNumber,
  });
  if (result.success) {
    const { bankName, bankAccountName, bankAccountNumber } = result.output;
    return {
      valid: true,
      fields: {
        channelCode: bankName,
        accountName: bankAccountName,
        accountNumber: bankAccountNumber,
      },
    };
  }
  const { bankName, bankAccountName, bankAccountNumber } = result.errors;
  return {
    valid: false,
    errors: {
      channelCode: bankName,
      accountName: bankAccountName,
      accountNumber: bankAccountNumber,
    },
  };
}
