export { creditReferralCommission } from './referrals.js';
export { referralRoutes } from './routes.js';
export { referralAdminRoutes } from './admin-routes.js';
export { hasReferralProgramme } from './programme.js';
