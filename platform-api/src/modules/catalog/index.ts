export { dataFileRoutes } from './data-files.js';
export {
  type Currency,
  findPaymentChannel,
  isBankOfCurrency,
  isFiatCurrency,
} from './repository.js';
export { catalogRoutes } from './routes.js';
