import { useTranslation } from 'react-i18next';
import { ProviderGrid } from './ProviderGrid';
import styles from './ProviderGrid.module.scss';

export function ProvidersPage() {
  const { t } = useTranslation('games');
  return (
    <section className={styles.page}>
      <h1>{t('providers.title')}</h1>
      <ProviderGrid />
    </section>
  );
}
