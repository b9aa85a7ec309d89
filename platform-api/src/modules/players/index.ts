export { playerAdminRoutes } from './routes.js';
export { playerAdjustmentRoutes } from './adjustment-routes.js';
