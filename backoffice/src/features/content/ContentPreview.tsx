import { useTranslation } from 'react-i18next';
import type { ContentText, LanguageCode } from '@croupier/contracts';
import styles from './content.module.scss';

/**
 * The entry as the site shows it in `language`: its text there, else the default language's —
 * the same fallback `content/list` makes — with paragraphs split at blank lines.
 */
export function ContentPreview({
  language,
  defaultLanguage,
  texts,
  link,
}: {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  texts: Partial<Record<LanguageCode, ContentText>>;
  link: string;
}) {
  const { t } = useTranslation();
  const own = texts[language];
  const hasOwn = own !== undefined && own.title.trim() !== '';
  const shown = hasOwn ? own : texts[defaultLanguage];
  const shownLanguage = hasOwn ? language : defaultLanguage;
  return (
    <aside className={styles.preview} aria-labelledby="content-preview-title">
      <h2 id="content-preview-title" className={styles.previewHeading}>
        {t('content.preview')}
      </h2>
      {!hasOwn && language !== defaultLanguage && (
        <p className={styles.fallback}>{t('content.usesDefault')}</p>
      )}
      {shown === undefined || shown.title.trim() === '' ? (
        <p className={styles.fallback}>{t('content.nothingToPreview')}</p>
      ) : (
        <article lang={shownLanguage}>
          <h3>{shown.title}</h3>
          {shown.summary && <p className={styles.summary}>{shown.summary}</p>}
          {shown.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          {link && <p className={styles.link}>→ {link}</p>}
        </article>
      )}
    </aside>
  );
}
