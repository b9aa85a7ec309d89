import type { Column } from './columns';

/**
 * Columns headed by the texts `<textsPrefix>.<name>`, in the order of `names`; the columns named in
 * `amounts` line up on the right, and those named in `values` sort and go into the CSV file.
 */
export function headings<Item>(
  t: (key: string) => string,
  textsPrefix: string,
  names: string[],
  amounts: string[] = [],
  values: Partial<Record<string, Pick<Column<Item>, 'value' | 'kind' | 'currency'>>> = {},
): Column<Item>[] {
  return names.map((name) => ({
    label: t(`${textsPrefix}.${name}`),
    amount: amounts.includes(name),
    ...values[name],
  }));
}
