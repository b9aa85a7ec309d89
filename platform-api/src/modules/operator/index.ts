export type { OperatorTransaction } from './decision-routes.js';
export { operatorRoutes } from './routes.js';
