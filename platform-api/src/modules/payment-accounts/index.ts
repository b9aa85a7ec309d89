export {
  addRegisteredBankAccount,
  createPaymentAccount,
  findPaymentAccount,
} from './payment-accounts.js';
