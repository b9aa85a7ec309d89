export { PaymentsPage } from './PaymentsPage';
export { formatWait, minutesSince } from './waitTimes';
export { PendingPaymentsBadge } from './PendingPaymentsBadge';
