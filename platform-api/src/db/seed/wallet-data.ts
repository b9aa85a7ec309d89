// Wallet reference data: deposit and withdrawal limits per currency, and the demo exchange rates.

export interface WalletLimitsSeed {
  currency: string;
  /** Decimal strings in the currency. */
  min_deposit: string;
  max_deposit: string;
  min_withdraw: string;
  max_withdraw: string;
}

export interface ExchangeRateSeed {
  currency: string;
  target_currency: string;
  /** target_currency per 1 currency. */
  rate: string;
  spread: string;
}

const limits = (
  currency: string,
  [min_deposit, max_deposit]: [string, string],
  [min_withdraw, max_withdraw]: [string, string],
): WalletLimitsSeed => ({ currency, min_deposit, max_deposit, min_withdraw, max_withdraw });

export const walletLimits: WalletLimitsSeed[] = [
  limits('IDR', ['50000', '100000000'], ['50000', '50000000']),
  limits('USD', ['10', '50000'], ['10', '20000']),
  limits('MYR', ['30', '50000'], ['50', '20000']),
  limits('THB', ['100', '500000'], ['300', '200000']),
  limits('VND', ['100000', '500000000'], ['200000', '200000000']),
  limits('USDT', ['10', '100000'], ['20', '50000']),
  limits('BTC', ['0.0005', '10'], ['0.001', '5']),
  limits('ETH', ['0.01', '100'], ['0.02', '50']),
];

const pair = (currency: string, target_currency: string, rate: string, spread: string) => ({
  currency,
  target_currency,
  rate,
  spread,
});

/** Every currency against USD (others cross through USD), plus direct crypto pairs. */
export const exchangeRates: ExchangeRateSeed[] = [
  pair('USD', 'IDR', '16250', '0.01'),
  pair('USD', 'MYR', '4.45', '0.01'),
  pair('USD', 'THB', '35.8', '0.01'),
  pair('USD', 'VND', '25400', '0.01'),
  pair('USDT', 'USD', '1', '0.005'),
  pair('BTC', 'USD', '65000', '0.01'),
  pair('ETH', 'USD', '3200', '0.01'),
  pair('BTC', 'USDT', '65000', '0.005'),
  pair('ETH', 'USDT', '3200', '0.005'),
];
