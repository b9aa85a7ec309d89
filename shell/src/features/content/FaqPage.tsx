import { useTranslation } from 'react-i18next';
import { ContentListPage } from './ContentListPage';
import { paragraphsOf } from './useContent';
import styles from './Content.module.scss';

/** Questions as a native disclosure list: keyboard and screen-reader support come with it. */
export function FaqPage() {
  const { t } = useTranslation('shell');
  return (
    <ContentListPage
      name="faq"
      kind="faq"
      title={t('content.faqTitle')}
      emptyMessage={t('content.noFaq')}
    >
      {(entries) => (
        <div className={styles.faq}>
          {entries.map((entry) => (
            <details key={entry.slug} className={styles.question} lang={entry.language}>
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
    </ContentListPage>
  );
}
