export { contentAdminRoutes } from './admin-routes.js';
export { contentRoutes } from './routes.js';
