export { auditRequest, recordEveryWrite } from './record-writes.js';
export { auditRoutes } from './routes.js';
