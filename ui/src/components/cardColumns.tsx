import type { DataColumn } from './DataTable';
import panels from '../styles/panels.module.scss';

/**
 * The columns of a `phoneCards` table named once: the header's columns, and each column's text
 * by name for its cells' `data-label`. Texts under `{textsPrefix}.{name}`; `amounts` line up on the
 * right; `muted` headers (an actions column) read quieter.
 */
export function cardColumns<Name extends string>(
  t: (key: string) => string,
  textsPrefix: string,
  names: readonly Name[],
  { amounts = [], muted = [] }: { amounts?: readonly Name[]; muted?: readonly Name[] } = {},
): { labels: Record<Name, string>; columns: DataColumn[] } {
  const labels = Object.fromEntries(
    names.map((name) => [name, t(`${textsPrefix}.${name}`)]),
  ) as Record<Name, string>;
  const columns = names.map((name) => ({
    label: muted.includes(name) ? (
      <span className={panels.muted}>{labels[name]}</span>
    ) : (
      labels[name]
    ),
    amount: amounts.includes(name),
  }));
  return { labels, columns };
}
