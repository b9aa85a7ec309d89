export { ChangePasswordPage } from './ChangePasswordPage';
export { LoginPage } from './LoginPage';
export { ROLES, hasRole, type Role, type StaffSession } from './roles';
export { useSessionStore } from './sessionStore';
