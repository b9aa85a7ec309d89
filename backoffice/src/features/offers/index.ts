export { OffersPage } from './OffersPage';
export { PlayerBonusGrants } from './PlayerBonusGrants';
export { loadBonusReport, type BonusReport } from './offersApi';
