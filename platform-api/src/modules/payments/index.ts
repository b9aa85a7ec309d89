export { recentPayments } from './recent-payments.js';
export { findPaymentPlayer } from './repository.js';
export { listSecondApprovalAmounts } from './second-approval.js';
export { approvedPaymentTotals, recentDeclines } from './player-payments.js';
export { paymentRoutes } from './routes.js';
export { PAYMENT_PATH_PREFIXES, paymentAdminRoutes } from './admin-routes.js';
export { PaymentIdParams, paymentBrandInScope } from './payment-scope.js';
