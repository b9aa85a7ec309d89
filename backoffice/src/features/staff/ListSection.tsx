import type { ReactNode } from 'react';
import { FormError } from '@croupier/ui';
import { ShownOnceSecrets } from './ShownOnceSecrets';
import type { useListActions } from './useListActions';
import styles from './staff.module.scss';

type ListActions = ReturnType<typeof useListActions>;

/** A titled list of the staff page, above it the secrets its last action answered or its refusal. */
export function ListSection({
  titleId,
  title,
  actions: { shown, show, failure },
  children,
}: {
  titleId: string;
  title: string;
  /** The list's `useListActions`. */
  actions: Pick<ListActions, 'shown' | 'show' | 'failure'>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{title}</h2>
      {shown && (
        <ShownOnceSecrets title={shown.title} secrets={shown.secrets} onDone={() => show(null)} />
      )}
      <FormError message={failure} />
      {children}
    </section>
  );
}
