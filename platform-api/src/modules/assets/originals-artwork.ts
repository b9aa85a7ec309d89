// The thumbnails' colours of Croupier Originals: they run on the site, not on a demo engine, so
// their catalogue rows have no theme (migration 0033's games_engine_has_theme).

import type { GameTheme } from '../catalog/index.js';

export const ORIGINALS_GPID = 'ORIG';

const ORIGINALS_THEMES: Record<string, GameTheme> = {
  dice: {
    primary: '#0b3d2e',
    secondary: '#14b37d',
    accent: '#f3d27a',
    symbols: ['1', '2', '3', '4', '5', '6'],
  },
  limbo: {
    primary: '#2a1454',
    secondary: '#7c4dff',
    accent: '#ffd166',
    symbols: ['2X', '5X', '10X', '100X', '1000X', '1M'],
  },
  mines: {
    primary: '#3b1010',
    secondary: '#e5484d',
    accent: '#7ee0ff',
    symbols: ['GEM', 'MINE', 'GEM', 'GEM', 'MINE', 'GEM'],
  },
  plinko: {
    primary: '#10263b',
    secondary: '#2f80ed',
    accent: '#ff9f1c',
    symbols: ['0.2X', '0.5X', '1X', '2X', '5X', '16X'],
  },
};

/** The theme an original's thumbnail is drawn in; null for any other game. */
export function originalsTheme(gpid: string, code: string): GameTheme | null {
  return gpid === ORIGINALS_GPID ? (ORIGINALS_THEMES[code] ?? null) : null;
}
