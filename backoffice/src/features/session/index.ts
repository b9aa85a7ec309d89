export { ChangePasswordPage } from './ChangePasswordPage';
export { LoginPage } from './LoginPage';
export { hasRole, type Role, type StaffSession } from './roles';
export { useSessionStore } from './sessionStore';
