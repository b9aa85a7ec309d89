import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@croupier/ui';
import {
  GRADIENT_THEMES,
  THEME_COLOURS,
  type GradientTheme,
  type ThemeSettings,
} from './brandsApi';
import type { SettingsErrors } from './settingsDraft';
import styles from './brands.module.scss';

/** The gradient theme and the seven colours of themeConfig. */
export function ThemeFields({
  theme,
  errors,
  onChange,
}: {
  theme: ThemeSettings;
  errors: SettingsErrors;
  onChange: (theme: ThemeSettings) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('brands.theme.title')}</legend>
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
              error={errors[`themeConfig.${colour}`] ? t(errors[`themeConfig.${colour}`]!) : null}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
