export { KycQueuePage } from './KycQueuePage';
export { KycReviewPage } from './KycReviewPage';
