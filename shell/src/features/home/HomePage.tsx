import { useTranslation } from 'react-i18next';
import { enabledRemote, useBrandStore } from '@croupier/shared';
import { RemoteWidget } from '../remotes';
import { PromoBanner } from './PromoBanner';
import styles from './HomePage.module.scss';

export function HomePage() {
  const { t } = useTranslation('shell');
  const config = useBrandStore((state) => state.config);
  if (!config) return null;
  return (
    <div className={styles.home}>
      <PromoBanner banners={config.banners.home} />
      <section className={styles.section} aria-labelledby="providers-title">
        <h2 id="providers-title">{t('home.providers')}</h2>
        {enabledRemote(config, 'games') && <RemoteWidget remote="games" widget="Providers" />}
      </section>
    </div>
  );
}
