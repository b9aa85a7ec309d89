export { currencyAdminRoutes } from './admin-currency-routes.js';
export { dataFileRoutes } from './data-files.js';
export type { GameTheme } from './game-theme.js';
export {
  type Currency,
  findGame,
  findPaymentChannel,
  type GameSetup,
  isBankOfCurrency,
  isFiatCurrency,
  listCurrencies,
} from './repository.js';
export { catalogRoutes } from './routes.js';
