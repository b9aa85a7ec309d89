import { adminGet } from '../admin-api';

/** A currency as the pickers offer it. */
export interface CurrencyChoice {
  currency: string;
  name: string;
  type: 'fiat' | 'crypto';
  scale: number;
  /** The chains a crypto currency travels on; none for fiat. */
  networks: string[];
}

export const loadCurrencies = () => adminGet<CurrencyChoice[]>('currencies');
