import type { CellValue, SortKind } from './columns';

/**
 * Compares two decimal strings exactly ("1000.5" > "999.99", "-2" < "1"), without turning them
 * into floating-point numbers.
 */
export function compareDecimals(a: string, b: string): number {
  const [signA, digitsA] = splitSign(a);
  const [signB, digitsB] = splitSign(b);
  if (signA !== signB) return signA - signB;
  return signA * compareMagnitudes(digitsA, digitsB);
}

function splitSign(value: string): [1 | -1, string] {
  const trimmed = value.trim();
  const negative = trimmed.startsWith('-');
  const digits = trimmed.replace(/^[-+]/, '');
  // Minus zero is zero.
  if (negative && !/[1-9]/.test(digits)) return [1, digits];
  return [negative ? -1 : 1, digits];
}

function compareMagnitudes(a: string, b: string): number {
  const [wholeA = '', fractionA = ''] = a.split('.');
  const [wholeB = '', fractionB = ''] = b.split('.');
  const intA = wholeA.replace(/^0+/, '');
  const intB = wholeB.replace(/^0+/, '');
  if (intA.length !== intB.length) return intA.length - intB.length;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const width = Math.max(fractionA.length, fractionB.length);
  const fracA = fractionA.padEnd(width, '0');
  const fracB = fractionB.padEnd(width, '0');
  return fracA === fracB ? 0 : fracA < fracB ? -1 : 1;
}

const isMissing = (value: CellValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** Orders two cells of a column of `kind`, ascending; empty cells come last. */
export function compareCells(kind: SortKind, a: CellValue, b: CellValue, language: string) {
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
  switch (kind) {
    case 'decimal':
      return compareDecimals(String(a), String(b));
    case 'date':
      return Date.parse(String(a)) - Date.parse(String(b));
    case 'number':
      return Number(a) - Number(b);
    case 'text':
      return String(a).localeCompare(String(b), language, { numeric: true, sensitivity: 'base' });
  }
}
