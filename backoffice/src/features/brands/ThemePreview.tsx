import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADIENT_PALETTES, buttons, gradientCss } from '@croupier/ui';
import type { ThemeSettings } from './brandsApi';
import styles from './brands.module.scss';

/** The same custom properties the site's shell sets on its page from themeConfig. */
function themeProperties(theme: ThemeSettings): CSSProperties {
  const palette = GRADIENT_PALETTES[theme.gradientColor];
  return {
    '--gradient': gradientCss(palette),
    '--color-on-gradient': palette.text,
    '--color-container': theme.container,
    '--color-navbar': theme.navbar,
    '--color-footer': theme.footer,
    '--color-button-primary': theme.buttonPrimary,
    '--color-button-secondary': theme.buttonSecondary,
    '--color-text': theme.text,
    '--color-icon-nonselected': theme.iconNonSelected,
  } as CSSProperties;
}

/**
 * A sample of the brand's site in the theme being edited: header, page and footer in its colours,
 * and the UI kit's own buttons on the gradient theme.
 */
export function ThemePreview({
  theme,
  logo,
  brandName,
}: {
  theme: ThemeSettings;
  logo: string;
  brandName: string;
}) {
  const { t } = useTranslation();
  return (
    <figure className={styles.previewFigure}>
      <figcaption>{t('brands.preview.title')}</figcaption>
      <div className={styles.preview} data-testid="theme-preview" style={themeProperties(theme)}>
        <div className={styles.previewHeader}>
          {logo && <img className={styles.previewLogo} src={logo} alt={brandName} />}
          <span className={styles.previewLinks}>
            <span>{t('brands.preview.games')}</span>
            <span className={styles.previewMuted}>{t('brands.preview.promotions')}</span>
          </span>
          <span className={buttons.compactSecondary}>{t('brands.preview.logIn')}</span>
          <span className={buttons.compactPrimary}>{t('brands.preview.register')}</span>
        </div>
        <div className={styles.previewPage}>
          <p>{t('brands.preview.sampleText')}</p>
          <span className={buttons.primary}>{t('brands.preview.deposit')}</span>
          <span className={buttons.secondary}>{t('brands.preview.play')}</span>
        </div>
        <div className={styles.previewFooter}>{brandName}</div>
      </div>
    </figure>
  );
}
