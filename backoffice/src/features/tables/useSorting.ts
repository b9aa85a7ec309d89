import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, type Column } from './columns';
import { compareCells } from './compare';

interface SortOrder {
  column: number;
  direction: 'ascending' | 'descending';
}

/**
 * `items` in the order the reader chose by clicking a column's header (first click ascending, the
 * next descending), and the columns with their headers' sorting state. `onSort` hears each change.
 */
export function useSorting<Item>(columns: Column<Item>[], items: Item[], onSort?: () => void) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<SortOrder | null>(null);

  const sorted = useMemo(() => {
    const column = order ? columns[order.column] : undefined;
    if (!order || !column?.value) return items;
    const { value } = column;
    const kind = kindOf(column);
    const sign = order.direction === 'ascending' ? 1 : -1;
    return [...items].sort((a, b) => sign * compareCells(kind, value(a), value(b), i18n.language));
  }, [columns, items, order, i18n.language]);

  const headers = columns.map((column, index): Column<Item> => {
    if (!column.value) return column;
    const direction = order?.column === index ? order.direction : 'none';
    return {
      ...column,
      sort: {
        direction,
        title: t('tables.sortBy', { column: typeof column.label === 'string' ? column.label : '' }),
        onSort: () => {
          setOrder({
            column: index,
            direction: direction === 'ascending' ? 'descending' : 'ascending',
          });
          onSort?.();
        },
      },
    };
  });

  return { sorted, headers };
}
