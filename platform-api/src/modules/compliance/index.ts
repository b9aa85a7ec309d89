export { componentAvailability, observeReadiness, watchedCall } from './availability.js';
export { complianceAdminRoutes } from './admin-routes.js';
export {
  recordFailedLogin,
  recordLedgerShortfalls,
  recordNegativeBalanceAttempt,
  recordProgramErrors,
} from './recorders.js';
export { recordSignificantEvent } from './significant-events.js';
export { checkGameNotSuspended } from './play-suspensions.js';
export { componentProbes, gameServers } from './component-probes.js';
