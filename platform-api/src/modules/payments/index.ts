export { creditChainDeposit, ManualChainWatcher } from './chain-deposits.js';
export { decideDepoWd, type Decision } from './decisions.js';
export { createReceiptStore } from './receipts.js';
export { recentPayments } from './recent-payments.js';
export {
  findCryptoAddressBrand,
  findDepoWdBrand,
  findReceipt,
  listPendingDepoWd,
} from './repository.js';
export { paymentRoutes } from './routes.js';
