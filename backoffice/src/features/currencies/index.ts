export { CurrencyPicker, useCurrencies } from './CurrencyPicker';
export type { CurrencyChoice } from './currencies';
