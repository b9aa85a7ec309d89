export { AppFrame, type NavSection } from './AppFrame';
