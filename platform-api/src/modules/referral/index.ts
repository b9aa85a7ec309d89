export { creditReferralCommission } from './referrals.js';
export { referralRoutes } from './routes.js';
