import type { FormEvent, ReactNode } from 'react';
import { forms, panels } from '@croupier/ui';
import styles from './session.module.scss';

/** The centred form of the pages a staff member meets before the back office opens. */
export function SessionCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <main className={styles.centred}>
      <form
        className={`${panels.panel} ${forms.form} ${styles.card}`}
        aria-label={title}
        onSubmit={onSubmit}
        noValidate
      >
        <h1>{title}</h1>
        {children}
      </form>
    </main>
  );
}
