// Exact decimal conversion for display, in integers: amounts are decimal strings, never floats.

const PLAIN_DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;

/** The digits of a plain decimal string as an integer, and how many of them are decimals. */
function scaled(text: string): { units: bigint; decimals: number } | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) return null;
  const decimals = match[2] ?? '';
  return { units: BigInt(`${match[1]}${decimals}`), decimals: decimals.length };
}

/**
 * `amount` × `rate`, rounded down to `scale` decimals, as the API converts a limit (never in the
 * player's favour); null when either is not a plain decimal string.
 */
export function convertAmountDown(amount: string, rate: string, scale: number): string | null {
  const a = scaled(amount);
  const r = scaled(rate);
  if (a === null || r === null) return null;
  const product = a.units * r.units;
  const shift = a.decimals + r.decimals - scale;
  const units = shift >= 0 ? product / 10n ** BigInt(shift) : product * 10n ** BigInt(-shift);
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
