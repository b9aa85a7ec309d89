import { useTranslation } from 'react-i18next';
import type { GameProvider } from './types';
import { useStaticList } from './useStaticList';
import styles from './ProviderGrid.module.scss';

export function ProviderGrid() {
  const { t } = useTranslation('games');
  const providers = useStaticList<GameProvider>('listOfGameProvider.json');
  if (providers.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (providers.status === 'error') return <p role="alert">{providers.message}</p>;
  if (providers.items.length === 0) return <p>{t('providers.empty')}</p>;
  return (
    <ul className={styles.grid} data-testid="provider-grid">
      {providers.items.map((provider) => (
        <li key={provider.gpid} className={styles.tile}>
          <img src={provider.gplogo} alt="" width={48} height={48} loading="lazy" />
          <span>{provider.gpname}</span>
        </li>
      ))}
    </ul>
  );
}
