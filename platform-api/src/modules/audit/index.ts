export { auditCliWrite } from './cli-writes.js';
export { auditRequest, recordEveryWrite } from './record-writes.js';
export { appendAudit } from './repository.js';
export { auditRoutes } from './routes.js';
