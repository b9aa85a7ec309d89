import type { OriginalGame } from '@croupier/shared';

/** The originals' names: product names, the same in every language (as in the catalogue). */
export const ORIGINAL_GAME_NAMES: Record<OriginalGame, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  mines: 'Mines',
  plinko: 'Plinko',
};
