import { useTranslation } from 'react-i18next';
import styles from './SectionLoading.module.scss';

export function SectionLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
