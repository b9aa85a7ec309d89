export { playerAdminRoutes } from './routes.js';
