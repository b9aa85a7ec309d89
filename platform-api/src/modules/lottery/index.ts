export { drawHistoryOfNewMarkets } from './draws.js';
export { lotteryRoutes } from './routes.js';
export { lotteryDrawScheduler } from './scheduler.js';
