import type { DataColumn } from '@croupier/ui';

/**
 * Columns headed by the texts `<textsPrefix>.<name>`, in the order of `names`; the columns named in
 * `amounts` line up on the right.
 */
export function headings(
  t: (key: string) => string,
  textsPrefix: string,
  names: string[],
  amounts: string[] = [],
): DataColumn[] {
  return names.map((name) => ({
    label: t(`${textsPrefix}.${name}`),
    amount: amounts.includes(name),
  }));
}
