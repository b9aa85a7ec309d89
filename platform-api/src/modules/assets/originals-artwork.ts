// The thumbnails' colours of Croupier Originals: they run on the site, not on a demo engine, so
// their catalogue rows have no theme (migration 0033's games_engine_has_theme).

import type { GameTheme } from '../catalog/index.js';

export const ORIGINALS_GPID = 'ORIG';

/** A thumbnail's colours (background, its second colour, accent) and its six symbols. */
const theme = (primary: string, secondary: string, accent: string, symbols: string): GameTheme => ({
  primary,
  secondary,
  accent,
  symbols: symbols.split(' '),
});

const ORIGINALS_THEMES: Record<string, GameTheme> = {
  dice: theme('#0b3d2e', '#14b37d', '#f3d27a', '1 2 3 4 5 6'),
  limbo: theme('#2a1454', '#7c4dff', '#ffd166', '2X 5X 10X 100X 1000X 1M'),
  mines: theme('#3b1010', '#e5484d', '#7ee0ff', 'GEM MINE GEM GEM MINE GEM'),
  plinko: theme('#10263b', '#2f80ed', '#ff9f1c', '0.2X 0.5X 1X 2X 5X 16X'),
};

/** The theme an original's thumbnail is drawn in; null for any other game. */
export function originalsTheme(gpid: string, code: string): GameTheme | null {
  return gpid === ORIGINALS_GPID ? (ORIGINALS_THEMES[code] ?? null) : null;
}
