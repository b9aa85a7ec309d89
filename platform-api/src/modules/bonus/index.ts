export { creditBonus } from './bonuses.js';
export { bonusAdminRoutes } from './admin-routes.js';
export { bonusGrantAdminRoutes } from './grant-admin-routes.js';
export { bonusGrantChangeRoutes } from './grant-change-routes.js';
export { bonusOfferAdminRoutes } from './offer-admin-routes.js';
export { bonusReportAdminRoutes } from './report-admin-routes.js';
export { bonusRoutes } from './routes.js';
export { bonusExpirySweeper, expireDueGrants } from './expiry-sweeper.js';
export {
  forfeitGrant,
  forfeitOpenGrants,
  grantOffer,
  openBonusMoney,
  type GrantBasis,
  type GrantRequest,
} from './grants.js';
export { findOffer, findGrant, type OfferRow } from './grant-repository.js';
export { checkDepositOffer, grantDepositMatch } from './deposit-matches.js';
export { bonusReport } from './report.js';
export { payWeeklyCashback, weeklyCashbackJob } from './cashback.js';
