import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../styles/panels.module.scss';

export interface DataColumn {
  label: ReactNode;
  /** Amounts line up on the right. */
  amount?: boolean;
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
              <th key={index} scope="col" className={column.amount ? styles.amount : undefined}>
                {column.label}
              </th>
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
