import type { BrandConfig, ThemeConfig } from '@croupier/shared';
import { GRADIENT_PALETTES, gradientCss } from '@croupier/ui';

const THEME_PROPERTIES: Record<Exclude<keyof ThemeConfig, 'gradientColor'>, string> = {
  container: '--color-container',
  navbar: '--color-navbar',
  footer: '--color-footer',
  buttonPrimary: '--color-button-primary',
  buttonSecondary: '--color-button-secondary',
  text: '--color-text',
  iconNonSelected: '--color-icon-nonselected',
};

/**
 * Every themeConfig colour becomes a CSS custom property on :root, shared by all remotes, and the
 * named gradient sets the gradient and the text colour drawn on it.
 */
export function applyBrandTheme(config: BrandConfig, root: HTMLElement = document.documentElement) {
  for (const [key, property] of Object.entries(THEME_PROPERTIES)) {
    root.style.setProperty(property, config.themeConfig[key as keyof typeof THEME_PROPERTIES]);
  }
  const palette = GRADIENT_PALETTES[config.themeConfig.gradientColor];
  root.style.setProperty('--gradient', gradientCss(palette));
  root.style.setProperty('--color-on-gradient', palette.text);
  if (config.font) root.style.setProperty('--font-family', `${config.font}, system-ui, sans-serif`);
  document.title = config.brandName;
  setFavicon(config.favicon);
}

function setFavicon(href: string) {
  if (!href) return;
  const link =
    document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
  link.rel = 'icon';
  link.href = href;
  document.head.appendChild(link);
}
