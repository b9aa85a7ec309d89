import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameProvider } from '@croupier/shared';
import styles from './LobbyPage.module.scss';

interface ProviderFilterProps {
  providers: GameProvider[];
  /** A gpid, or '' for every provider. */
  value: string;
  onChange: (gpid: string) => void;
}

export function ProviderFilter({ providers, value, onChange }: ProviderFilterProps) {
  const { t } = useTranslation('games');
  const selectId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{t('lobby.providerLabel')}</label>
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('lobby.allProviders')}</option>
        {providers.map((provider) => (
          <option key={provider.gpid} value={provider.gpid}>
            {provider.gpname}
          </option>
        ))}
      </select>
    </div>
  );
}
