export { complianceAdminRoutes } from './admin-routes.js';
export { recordFailedLogin, recordProgramErrors } from './recorders.js';
