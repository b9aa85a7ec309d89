export { isPlayersRound } from './repository.js';
export { roundRoutes } from './routes.js';
export { recallRound } from './recall.js';
