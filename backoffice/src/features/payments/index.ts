export { PaymentsPage } from './PaymentsPage';
export { PendingPaymentsBadge } from './PendingPaymentsBadge';
