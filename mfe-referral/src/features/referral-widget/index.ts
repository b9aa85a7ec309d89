export { Referral } from './ReferralWidget';
