import { Link, useParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { ContentEmpty, ContentError, ContentLoading } from './ContentStatus';
import { PublishedDate } from './PublishedDate';
import { paragraphsOf, useContent } from './useContent';
import styles from './Content.module.scss';

export function ArticlePage() {
  const { t, i18n } = useTranslation('shell');
  const { slug } = useParams();
  const { state, retry } = useContent('article');
  const article =
    state.status === 'ready' ? state.entries.find((entry) => entry.slug === slug) : undefined;
  return (
    <div className={styles.page} data-testid="article-page">
      <nav aria-label={t('content.breadcrumb')}>
        <Link to="/a/" className={styles.back}>
          {t('content.backToArticles')}
        </Link>
      </nav>
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'error' && <ContentError onRetry={retry} />}
      {state.status === 'ready' && !article && (
        <>
          <h1>{t('content.articleMissingTitle')}</h1>
          <ContentEmpty message={t('content.articleMissing')} />
        </>
      )}
      {article && (
        <article className={styles.article} lang={article.language}>
          <header>
            <h1>{article.title}</h1>
            <p className={styles.meta} lang={i18n.language}>
              <PublishedDate publishedAt={article.publishedAt} />
            </p>
          </header>
          {article.image && <img className={styles.image} src={article.image} alt="" />}
          <p className={styles.lead}>{article.summary}</p>
          {paragraphsOf(article.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </div>
  );
}
