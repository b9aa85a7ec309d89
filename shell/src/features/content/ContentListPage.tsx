import type { ReactNode } from 'react';
import type { ContentEntry, ContentKind } from '@croupier/shared';
import { ContentEmpty, ContentError, ContentLoading } from './ContentStatus';
import { useContent } from './useContent';
import styles from './Content.module.scss';

/** A page of the brand's entries of one kind under its title, in whichever state the list is. */
export function ContentListPage({
  name,
  kind,
  title,
  emptyMessage,
  intro,
  children,
}: {
  /** Names the page's test id and its title's id: `<name>-page`, `<name>-title`. */
  name: string;
  kind: ContentKind;
  title: string;
  emptyMessage: string;
  /** Shown under the title whatever state the list is in. */
  intro?: ReactNode;
  children: (entries: ContentEntry[]) => ReactNode;
}) {
  const { state, retry } = useContent(kind);
  return (
    <section className={styles.page} aria-labelledby={`${name}-title`} data-testid={`${name}-page`}>
      <h1 id={`${name}-title`}>{title}</h1>
      {intro}
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'error' && <ContentError onRetry={retry} />}
      {state.status === 'ready' &&
        (state.entries.length === 0 ? (
          <ContentEmpty message={emptyMessage} />
        ) : (
          children(state.entries)
        ))}
    </section>
  );
}
