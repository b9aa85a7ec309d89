import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../styles/panels.module.scss';

export interface DataColumn {
  label: ReactNode;
  /** Amounts line up on the right. */
  amount?: boolean;
  /** The header cell's class, for a page that lays a column out its own way. */
  className?: string;
  /** A column that sorts: its header is a button, and says which way the rows are sorted now. */
  sort?: ColumnSort;
}

export interface ColumnSort {
  /** Which way the rows are sorted by this column; none when they are sorted by another. */
  direction: 'ascending' | 'descending' | 'none';
  onSort: () => void;
  /** What clicking does, in the reader's language ("Sort by Amount"). */
  title: string;
}

/** A column's header: a button that sorts by it when the column sorts (its arrow drawn by CSS). */
function HeaderCell({ column }: { column: DataColumn }) {
  const { sort } = column;
  return (
    <th
      scope="col"
      className={
        [column.amount && styles.amount, column.className].filter(Boolean).join(' ') || undefined
      }
      aria-sort={sort ? sort.direction : undefined}
    >
      {sort ? (
        <button
          type="button"
          className={styles.sortButton}
          title={sort.title}
          onClick={sort.onSort}
        >
          {column.label}
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

/**
 * A table under one header row; `children` are its rows. On narrow screens it scrolls sideways,
 * or, with `phoneCards`, each row becomes a card whose cells show their column's name (each cell's
 * `data-label`), so no column is off-screen on a phone.
 */
export function DataTable({
  columns,
  children,
  phoneCards = false,
}: {
  columns: DataColumn[];
  children: ReactNode;
  phoneCards?: boolean;
}) {
  return (
    <div className={phoneCards ? styles.cardsWrap : styles.tableWrap}>
      <table className={phoneCards ? `${styles.table} ${styles.cards}` : styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <HeaderCell key={index} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** An ISO instant in the reader's language: its date, or its date and time with `withTime`. */
export function LocalTime({ at, withTime = false }: { at: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const instant = new Date(at);
  return (
    <time dateTime={at}>
      {withTime ? instant.toLocaleString(i18n.language) : instant.toLocaleDateString(i18n.language)}
    </time>
  );
}
