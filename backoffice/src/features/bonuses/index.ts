export { BonusesPage } from './BonusesPage';
