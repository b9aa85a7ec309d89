export { originalsKeyRoute } from './key-route.js';
export { originalsRoutes } from './routes.js';
export { createRecordSigner, verifyRecord, type RecordSigner } from './signing.js';
export { originalsAdminRoutes } from './admin-routes.js';
