import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@croupier/ui';
import {
  GRADIENT_THEMES,
  THEME_COLOURS,
  type GradientTheme,
  type ThemeSettings,
} from './brandsApi';
import { SettingsFieldset, type SettingsPartProps } from './SettingsFieldset';
import styles from './brands.module.scss';

/** The gradient theme and the seven colours of themeConfig. */
export function ThemeFields({ value: theme, errorOf, onChange }: SettingsPartProps<ThemeSettings>) {
  const { t } = useTranslation();
  return (
    <SettingsFieldset legend={t('brands.theme.title')}>
      <SelectField
        id="brand-gradient"
        label={t('brands.theme.gradient')}
        value={theme.gradientColor}
        options={GRADIENT_THEMES.map((name) => ({
          value: name,
          label: t(`brands.gradients.${name}`),
        }))}
        onChange={(gradientColor) =>
          onChange({ ...theme, gradientColor: gradientColor as GradientTheme })
        }
      />
      <div className={styles.colourGrid}>
        {THEME_COLOURS.map((colour) => (
          <div key={colour} className={styles.colourField}>
            <span
              className={styles.swatch}
              style={{ background: theme[colour] }}
              aria-hidden="true"
            />
            <TextField
              id={`brand-colour-${colour}`}
              label={t(`brands.theme.colours.${colour}`)}
              value={theme[colour]}
              spellCheck={false}
              onChange={(event) => onChange({ ...theme, [colour]: event.target.value.trim() })}
              error={errorOf(`themeConfig.${colour}`)}
            />
          </div>
        ))}
      </div>
    </SettingsFieldset>
  );
}
