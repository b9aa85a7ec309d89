export { operatorRoutes } from './routes.js';
