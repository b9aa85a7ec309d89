import { useEffect, useState } from 'react';
import {
  CRYPTO_DECIMALS,
  Decimal,
  FIAT_DECIMALS,
  isFiatCurrency,
  type JackpotConfig,
} from '@croupier/shared';

export const JACKPOT_TICK_MS = 1500;

/** A random step in [minIncrement, maxIncrement], cut to the currency's decimals. */
export function randomIncrement({ currency, minIncrement, maxIncrement }: JackpotConfig): Decimal {
  const decimals = isFiatCurrency(currency) ? FIAT_DECIMALS : CRYPTO_DECIMALS;
  const span = new Decimal(maxIncrement).minus(minIncrement);
  return new Decimal(minIncrement)
    .plus(span.times(Decimal.random()))
    .toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** The jackpot total as a decimal string, growing by a random increment every tick. */
export function useTickingJackpot(jackpot: JackpotConfig): string {
  const [total, setTotal] = useState(jackpot.totalJackpot);

  useEffect(() => {
    setTotal(jackpot.totalJackpot);
    const timer = setInterval(
      () => setTotal((current) => new Decimal(current).plus(randomIncrement(jackpot)).toFixed()),
      JACKPOT_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [jackpot]);

  return total;
}
