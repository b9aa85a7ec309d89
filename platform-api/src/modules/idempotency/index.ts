export { runIdempotently } from './idempotency.js';
