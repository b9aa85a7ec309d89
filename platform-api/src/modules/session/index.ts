export { sessionRoutes } from './routes.js';
export { isSessionToken } from './session-token.js';
export { findSession } from './sessions.js';
