export { DicePage } from './DicePage';
