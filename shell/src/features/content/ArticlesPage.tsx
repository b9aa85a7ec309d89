import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentEmpty, ContentError, ContentLoading } from './ContentStatus';
import { PublishedDate } from './PublishedDate';
import { useContent } from './useContent';
import styles from './Content.module.scss';

export function ArticlesPage() {
  const { t } = useTranslation('shell');
  const { state, retry } = useContent('article');
  return (
    <section className={styles.page} aria-labelledby="articles-title" data-testid="articles-page">
      <h1 id="articles-title">{t('content.articlesTitle')}</h1>
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'error' && <ContentError onRetry={retry} />}
      {state.status === 'ready' && state.entries.length === 0 && (
        <ContentEmpty message={t('content.noArticles')} />
      )}
      {state.status === 'ready' && state.entries.length > 0 && (
        <ul className={styles.cards}>
          {state.entries.map((entry) => (
            <li key={entry.slug}>
              <article className={styles.card}>
                <h2>
                  <Link to={`/a/${entry.slug}`}>{entry.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <PublishedDate publishedAt={entry.publishedAt} />
                </p>
                <p>{entry.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
