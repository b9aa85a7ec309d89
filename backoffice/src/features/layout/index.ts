export { AppFrame } from './AppFrame';
export { SECTIONS } from './sections';
