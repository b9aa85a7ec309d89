export { LoginDialog } from './LoginDialog';
export { RegisterPage } from './RegisterPage';
export { useAuthBoot } from './useAuthBoot';
export { useRegisterQueryRule } from './useRegisterQueryRule';
