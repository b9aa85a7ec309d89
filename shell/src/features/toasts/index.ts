export { ToastHost } from './ToastHost';
