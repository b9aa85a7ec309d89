export { creditChainDeposit, ManualChainWatcher } from './chain-deposits.js';
export { decideDepoWd } from './decisions.js';
export { createReceiptStore } from '../../http/uploads.js';
export { recentPayments } from './recent-payments.js';
export { findReceipt, listPendingDepoWd } from './repository.js';
export { paymentRoutes } from './routes.js';
