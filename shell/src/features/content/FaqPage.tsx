import { useTranslation } from 'react-i18next';
import { ContentEmpty, ContentError, ContentLoading } from './ContentStatus';
import { paragraphsOf, useContent } from './useContent';
import styles from './Content.module.scss';

/** Questions as a native disclosure list: keyboard and screen-reader support come with it. */
export function FaqPage() {
  const { t } = useTranslation('shell');
  const { state, retry } = useContent('faq');
  return (
    <section className={styles.page} aria-labelledby="faq-title" data-testid="faq-page">
      <h1 id="faq-title">{t('content.faqTitle')}</h1>
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'error' && <ContentError onRetry={retry} />}
      {state.status === 'ready' && state.entries.length === 0 && (
        <ContentEmpty message={t('content.noFaq')} />
      )}
      {state.status === 'ready' && state.entries.length > 0 && (
        <div className={styles.faq}>
          {state.entries.map((entry) => (
            <details key={entry.slug} className={styles.question}>
              <summary>
                <h2>{entry.title}</h2>
              </summary>
              <div className={styles.answer}>
                {paragraphsOf(entry.body).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
