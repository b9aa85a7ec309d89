import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './NotFoundPage.module.scss';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className={buttons.compactPrimary}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
