import type { GradientTheme } from '@croupier/shared';

export interface GradientPalette {
  /** The gradient's two ends. */
  edge: string;
  middle: string;
  /** Text drawn on the gradient (primary buttons, the current tab): readable on both stops. */
  text: string;
}

/**
 * The named gradient themes. Each keeps its stops on one side of its text colour, so a label
 * stays readable across the whole gradient.
 */
export const GRADIENT_PALETTES: Record<GradientTheme, GradientPalette> = {
  gold: { edge: '#a8822a', middle: '#f3d27a', text: '#111111' },
  carbon: { edge: '#1b1b1b', middle: '#3c3c3c', text: '#ffffff' },
  platinum: { edge: '#8e9aa6', middle: '#e5e9ee', text: '#111111' },
  darkdesaturatedblue: { edge: '#2c3e58', middle: '#4d6381', text: '#ffffff' },
  bluelagoon: { edge: '#1a9cc0', middle: '#2bc0e4', text: '#111111' },
  silver: { edge: '#7d7d7d', middle: '#d9d9d9', text: '#111111' },
};

export function gradientCss({ edge, middle }: GradientPalette): string {
  return `linear-gradient(135deg, ${edge}, ${middle} 50%, ${edge})`;
}
