export { currentJackpot, type JackpotView, openJackpot, payJackpot } from './jackpot.js';
export { isJackpotRound, type JackpotSettings } from './repository.js';
export { jackpotAdminRoutes } from './admin-routes.js';
