export { creditBonus } from './bonuses.js';
export { bonusAdminRoutes } from './admin-routes.js';
export { bonusRoutes } from './routes.js';
