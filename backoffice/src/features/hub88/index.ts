export { Hub88PrepaidsPage } from './Hub88PrepaidsPage';
export { Hub88ReconciliationPage } from './Hub88ReconciliationPage';
export { Hub88PromotionsPage } from './Hub88PromotionsPage';
