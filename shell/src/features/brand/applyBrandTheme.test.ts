import type { BrandConfig } from '@croupier/shared';
import { applyBrandTheme } from './applyBrandTheme';

const config = {
  brandName: 'Blue Lagoon Casino',
  favicon: '/assets/brands/lagoon/favicon.svg',
  font: 'Poppins',
  themeConfig: {
    container: '#f4fbff',
    navbar: '#04607a',
    footer: '#03485c',
    buttonPrimary: '#2bc0e4',
    buttonSecondary: '#d9f3fb',
    text: '#0b2530',
    iconNonSelected: '#7aa7b5',
    gradientColor: 'bluelagoon',
  },
} as BrandConfig;

describe('applyBrandTheme', () => {
  it('turns every theme colour into a custom property and picks the gradient', () => {
    applyBrandTheme(config);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--color-container')).toBe('#f4fbff');
    expect(root.style.getPropertyValue('--color-navbar')).toBe('#04607a');
    expect(root.style.getPropertyValue('--color-button-primary')).toBe('#2bc0e4');
    expect(root.style.getPropertyValue('--color-icon-nonselected')).toBe('#7aa7b5');
    expect(root.style.getPropertyValue('--gradient')).toBe(
      'linear-gradient(135deg, #1a9cc0, #2bc0e4 50%, #1a9cc0)',
    );
    expect(root.style.getPropertyValue('--color-on-gradient')).toBe('#111111');
    expect(root.style.getPropertyValue('--font-family')).toContain('Poppins');
    expect(document.title).toBe('Blue Lagoon Casino');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/assets/brands/lagoon/favicon.svg',
    );
  });
});
