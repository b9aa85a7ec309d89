export { playerAdminRoutes } from './routes.js';
export { playerAdjustmentRoutes } from './adjustment-routes.js';
export { loadProfile } from './profile.js';
export { listNotes } from './repository.js';
