export { ChangePasswordPage } from './ChangePasswordPage';
export { LoginPage } from './LoginPage';
export { STAFF_ROLES, hasRole, type StaffRole, type StaffSession } from './roles';
export { useSessionStore } from './sessionStore';
export { loadSectionRoles, type AdminSection, type SectionRoles } from './sectionRoles';
