export { DicePage } from './DicePage';
export { VerifyPage } from './VerifyPage';
export { LimboPage } from './LimboPage';
