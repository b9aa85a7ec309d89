export { PaymentsQueuePage } from './PaymentsQueuePage';
