export { LoginDialog } from './LoginDialog';
export { useLoginDialog } from './loginDialogStore';
export { RegisterPage } from './lazyForms';
export { useAuthBoot } from './useAuthBoot';
export { useLoginStatus } from './useLoginStatus';
export { useRegisterQueryRule } from './useRegisterQueryRule';
export { useSessionExpiry } from './useSessionExpiry';
