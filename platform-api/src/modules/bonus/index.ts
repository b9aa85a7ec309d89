export { creditBonus } from './bonuses.js';
export { bonusAdminRoutes, bonusRoutes } from './routes.js';
