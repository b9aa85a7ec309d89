export { DicePage } from './DicePage';
export { LimboPage } from './LimboPage';
export { MinesPage } from './MinesPage';
export { PlinkoPage } from './PlinkoPage';
export { VerifyPage } from './VerifyPage';
