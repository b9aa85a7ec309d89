export { playerAdminRoutes } from './routes.js';
export { playerAdjustmentRoutes } from './adjustment-routes.js';
export { paymentPlayerContextRoutes } from './admin-payment-context-routes.js';
