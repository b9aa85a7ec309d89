export { statementAdminRoutes } from './admin-routes.js';
export { statementPlayerRoutes } from './player-routes.js';
