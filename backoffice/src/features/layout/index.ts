export { AppFrame } from './AppFrame';
export { DASHBOARD_PATH, SECTIONS } from './sections';
