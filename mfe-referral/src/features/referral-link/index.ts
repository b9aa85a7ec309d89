export { ReferralPage } from './ReferralPage';
