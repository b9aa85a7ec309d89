export { setExchangeRate } from './exchange.js';
export { fxRoutes } from './routes.js';
