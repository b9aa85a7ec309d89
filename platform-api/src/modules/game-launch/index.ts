export type { GameLauncher, GameLaunchers, GameLaunchRequest } from './launchers.js';
export { gameLaunchRoutes } from './routes.js';
