import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../styles/panels.module.scss';

export interface DataColumn {
  label: ReactNode;
  /** Amounts line up on the right. */
  amount?: boolean;
}

/** A table that scrolls sideways on narrow screens, under one header row; `children` are its rows. */
export function DataTable({ columns, children }: { columns: DataColumn[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
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
