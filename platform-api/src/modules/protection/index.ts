export { protectionAdminRoutes } from './admin-routes.js';
export { brandProtectionAdminRoutes } from './brand-admin-routes.js';
export {
  checkBonus,
  checkDeposit,
  checkGameBet,
  checkWithdrawal,
  depositRefusal,
  isExcluded,
} from './checks.js';
export { kycRoutes } from './kyc-routes.js';
export { limitsOf } from './limits.js';
export {
  endLoginSessions,
  findExclusionInForce,
  forfeitBonusGrants,
  findVerification,
  listKycDocuments,
} from './repository.js';
export { protectionRoutes } from './routes.js';
export { csvScreeningList, parseScreeningCsv, type ScreeningList } from './screening.js';
export { sessionLimitSweeper } from './session-sweeper.js';
