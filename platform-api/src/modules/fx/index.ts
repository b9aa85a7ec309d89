export { amountInCurrency } from './exchange.js';
export { fxRoutes } from './routes.js';
export { fxAdminRoutes } from './admin-rate-routes.js';
