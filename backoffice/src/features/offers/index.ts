export { OffersPage } from './OffersPage';
export { PlayerBonusGrants } from './PlayerBonusGrants';
export { listOffers, loadBonusReport, type BonusReport } from './offersApi';
