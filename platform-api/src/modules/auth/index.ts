export { findLoginSessionByToken } from './authenticate.js';
export { findLiveLoginSessionHashes, ANNOUNCE_ENDED_SESSIONS, type Player } from './repository.js';
export { authRoutes } from './routes.js';
export { requirePlayerOnEveryRoute } from './require-player.js';
