export { createStaff } from './accounts.js';
export { installAdminAccess } from './access-hook.js';
export { apiKeyRoutes } from './api-key-routes.js';
export { staffAuthRoutes } from './auth-routes.js';
export { staffRoutes } from './staff-routes.js';
export { STAFF_SESSION_COOKIE } from './sessions.js';
export { resealStaffTotpSecrets, setStaffSecretKeys } from './totp-secrets.js';
export {
  isSocketTicket,
  redeemSocketTicket,
  type SocketStaff,
  staffSessionLive,
} from './socket-tickets.js';
