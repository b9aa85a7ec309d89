export { complianceAdminRoutes } from './admin-routes.js';
export { recordFailedLogin, recordProgramErrors } from './recorders.js';
export { recordSignificantEvent } from './significant-events.js';
