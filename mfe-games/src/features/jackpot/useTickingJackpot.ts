import { useEffect, useState } from 'react';
import Decimal from 'decimal.js';
import {
  CRYPTO_DECIMALS,
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

/** The shown amount one tick later: a random step towards the pool's value, never past it. */
export function tickTowards(shown: string, pool: string, jackpot: JackpotConfig): string {
  return Decimal.min(new Decimal(shown).plus(randomIncrement(jackpot)), pool).toFixed();
}

/**
 * The jackpot as shown, a decimal string: it climbs towards the pool's value (`pool`, the latest
 * the server told) by a random step every tick, never above it, so the shown amount never has to
 * come down when the next value arrives. A pool that fell (a jackpot was won) shows at once.
 */
export function useTickingJackpot(jackpot: JackpotConfig, pool: string): string {
  const [shown, setShown] = useState(pool);

  useEffect(() => {
    setShown((current) => (new Decimal(pool).lt(current) ? pool : current));
    const timer = setInterval(
      () => setShown((current) => tickTowards(current, pool, jackpot)),
      JACKPOT_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [jackpot, pool]);

  return shown;
}
