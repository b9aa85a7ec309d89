export { DicePage } from './DicePage';
export { VerifyPage } from './VerifyPage';
