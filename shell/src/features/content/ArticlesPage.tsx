import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from './ContentListPage';
import { PublishedDate } from './PublishedDate';
import styles from './Content.module.scss';

export function ArticlesPage() {
  const { t, i18n } = useTranslation('shell');
  return (
    <ContentListPage
      name="articles"
      kind="article"
      title={t('content.articlesTitle')}
      emptyMessage={t('content.noArticles')}
    >
      {(entries) => (
        <ul className={styles.cards}>
          {entries.map((entry) => (
            <li key={entry.slug}>
              <article className={styles.card} lang={entry.language}>
                <h2>
                  <Link to={`/a/${entry.slug}`}>{entry.title}</Link>
                </h2>
                <p className={styles.meta} lang={i18n.language}>
                  <PublishedDate publishedAt={entry.publishedAt} />
                </p>
                <p>{entry.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentListPage>
  );
}
