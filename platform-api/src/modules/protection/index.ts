export { protectionAdminRoutes } from './admin-routes.js';
export { checkBonus, checkDeposit, checkGameBet, checkWithdrawal, isExcluded } from './checks.js';
export { protectionRoutes } from './routes.js';
export { sessionLimitSweeper } from './session-sweeper.js';
