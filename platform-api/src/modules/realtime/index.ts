export { realtimeRoutes } from './routes.js';
