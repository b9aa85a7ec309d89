export { amountInCurrency, setExchangeRate, storedExchangeRates } from './exchange.js';
export { fxRoutes } from './routes.js';
