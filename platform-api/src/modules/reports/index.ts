export { reportRoutes } from './routes.js';
export { playerLifetimeTotals } from './player-totals.js';
