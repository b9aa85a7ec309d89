// Form validation, apart from the shared entry: it is stateless, so each app bundles what its
// forms use, and a first visit, which shows no form, loads none of it.
export {
  BANK_ACCOUNT_NUMBER_PATTERN,
  PHONE_PATTERN,
  USERNAME_PATTERN,
  contactFieldsSchema,
  requiredContactFields,
  loginSchema,
  registerSchema,
  validateFields,
} from './playerFields';
export { DEFAULT_MINIMUM_AGE, latestDateOfBirth } from './dateOfBirth';
export { isLimitAmount, limitAmountOf } from './limitAmount';
export type { FieldErrors } from './playerFields';
