import { adminGet } from '../admin-api';

/** A currency as the pickers offer it. */
export interface CurrencyChoice {
  currency: string;
  name: string;
  type: 'fiat' | 'crypto';
  scale: number;
}

export const loadCurrencies = () => adminGet<CurrencyChoice[]>('currencies');
