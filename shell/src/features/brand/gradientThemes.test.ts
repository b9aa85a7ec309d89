import { GRADIENT_THEMES } from '@croupier/shared';
import { contrastRatio } from './contrast';
import { GRADIENT_PALETTES } from '@croupier/ui';

// WCAG AA for normal text.
const AA_TEXT = 4.5;

// The seeded brands' own colours: any theme may be picked for either of them.
const BRANDS = {
  croupier: {
    container: '#0f0f13',
    navbar: '#17171d',
    buttonSecondary: '#2b2b35',
    text: '#f4efe3',
  },
  lagoon: { container: '#f2f8fc', navbar: '#ffffff', buttonSecondary: '#d5ebf7', text: '#0d2b3e' },
};

describe.each(GRADIENT_THEMES)('the %s theme', (theme) => {
  const palette = GRADIENT_PALETTES[theme];

  it.each(Object.entries(BRANDS))('keeps every label readable on %s', (_brand, colours) => {
    const pairs = {
      'button label on the gradient edge': contrastRatio(palette.text, palette.edge),
      'button label on the gradient middle': contrastRatio(palette.text, palette.middle),
      'text on the page': contrastRatio(colours.text, colours.container),
      'text on the header': contrastRatio(colours.text, colours.navbar),
      'secondary button label': contrastRatio(colours.text, colours.buttonSecondary),
    };
    const unreadable = Object.entries(pairs).filter(([, ratio]) => ratio < AA_TEXT);
    expect(unreadable).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
