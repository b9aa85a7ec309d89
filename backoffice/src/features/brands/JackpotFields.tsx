import { useTranslation } from 'react-i18next';
import { TextField } from '@croupier/ui';
import { SettingsFieldset, type SettingsPartProps } from './SettingsFieldset';
import type { SettingsDraft } from './settingsDraft';
import styles from './brands.module.scss';

type Increment = 'minIncrement' | 'maxIncrement';

/** How far the jackpot's display moves at each step; its pool is the ledger's. */
export function JackpotFields({
  value: jackpot,
  errorOf,
  onChange,
}: SettingsPartProps<SettingsDraft['jackpot']>) {
  const { t } = useTranslation();
  const field = (name: Increment, id: string) => (
    <TextField
      id={id}
      label={t(`brands.jackpot.${name}`)}
      value={jackpot[name]}
      inputMode="decimal"
      onChange={(event) => onChange({ ...jackpot, [name]: event.target.value.trim() })}
      error={errorOf(`jackpot.${name}`)}
    />
  );

  return (
    <SettingsFieldset legend={t('brands.jackpot.title')}>
      <p>{t('brands.jackpot.pool')}</p>
      <div className={styles.fieldRow}>
        {field('minIncrement', 'brand-jackpot-min')}
        {field('maxIncrement', 'brand-jackpot-max')}
      </div>
    </SettingsFieldset>
  );
}
