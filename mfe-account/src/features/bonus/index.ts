export { BonusPage } from './BonusPage';
