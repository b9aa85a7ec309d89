export { releaseRoutes } from './routes.js';
