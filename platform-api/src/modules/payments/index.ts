export { creditChainDeposit, ManualChainWatcher } from './chain-deposits.js';
export { decidePayment, type Decision } from './decisions.js';
export { type HeldDepositOutcome, settleHeldDeposit } from './held-deposits.js';
export { createReceiptStore } from '../../http/uploads.js';
export { canonicalTxHash } from './tx-hashes.js';
export { recentPayments } from './recent-payments.js';
export { listSecondApprovalAmounts, setSecondApprovalAmount } from './second-approval.js';
export {
  countPendingPayments,
  findCryptoAddressBrand,
  findPaymentBrand,
  findReceipt,
  listPendingPayments,
  type PendingPaymentFilter,
} from './repository.js';
export { approvedPaymentTotals, recentDeclines } from './player-payments.js';
export { paymentRoutes } from './routes.js';
export { findPaymentTimeLimits, listPaymentBreaches, setPaymentTimeLimits } from './time-limits.js';
