// Exact sums of decimal amounts per currency (amounts are decimal strings, never floats): what a
// bulk decision moves, stated before it is confirmed.

const PLAIN_DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;

/** The sum of plain decimal strings, with as many decimals as the longest of them. */
export function sumDecimals(amounts: readonly string[]): string {
  const parsed = amounts.map((amount) => {
    const match = PLAIN_DECIMAL.exec(amount);
    if (match === null) throw new Error(`Not a plain decimal: ${amount}`);
    return { whole: match[1]!, decimals: match[2] ?? '' };
  });
  const scale = Math.max(0, ...parsed.map((amount) => amount.decimals.length));
  const units = parsed.reduce(
    (sum, amount) => sum + BigInt(`${amount.whole}${amount.decimals.padEnd(scale, '0')}`),
    0n,
  );
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export interface CurrencyTotal {
  currency: string;
  amount: string;
}

/** One total per currency, in the order the currencies first appear. */
export function totalsPerCurrency(
  payments: readonly { amount: string; currency: string }[],
): CurrencyTotal[] {
  const byCurrency = new Map<string, string[]>();
  for (const { amount, currency } of payments) {
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), amount]);
  }
  return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: sumDecimals(amounts) }));
}
