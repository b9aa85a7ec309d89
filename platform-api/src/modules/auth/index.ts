export { findLoginSessionByToken } from './authenticate.js';
export {
  findLiveLoginSessionHashes,
  LOGIN_SESSIONS_ENDED_CHANNEL,
  type Player,
} from './repository.js';
export { authRoutes } from './routes.js';
export { requirePlayerOnEveryRoute } from './require-player.js';
