export {
  addRegisteredBankAccount,
  assertAccountUpdatable,
  changePaymentAccount,
  createPaymentAccount,
  findPaymentAccount,
  isSameAccount,
  type PaymentAccountInput,
} from './payment-accounts.js';
export { lockPlayer as lockPaymentAccounts } from './repository.js';
