// How Hub88's catalogue maps onto the site's: its categories onto the eight, its game codes onto
// catalogue codes, its suppliers onto provider ids.

import type { GameCategoryCode } from '@croupier/contracts';

/** The first rule whose pattern Hub88's category name matches decides; else `others`. */
const CATEGORY_RULES: [RegExp, GameCategoryCode][] = [
  [/fish/i, 'fishing'],
  [/cock/i, 'cockfight'],
  [/lotter|keno|bingo|scratch/i, 'lottery'],
  [/sport|virtual/i, 'sports'],
  [/poker|blackjack|baccarat|card|teen ?patti|andar/i, 'cards'],
  [/slot/i, 'slots'],
  [/live|roulette|table|casino|dice|sic ?bo|wheel|show/i, 'casino'],
];

export function siteCategoryOf(hub88Category: string): GameCategoryCode {
  return CATEGORY_RULES.find(([pattern]) => pattern.test(hub88Category))?.[1] ?? 'others';
}

/** A catalogue code (`^[a-z0-9][a-z0-9_-]{0,63}$`) for Hub88's game_code; null if none fits. */
export function catalogueCodeOf(gameCode: string): string | null {
  const code = gameCode
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 64);
  return code === '' ? null : code;
}

/**
 * A new provider id for a supplier: "H" and the first letters and digits of its name, ten
 * characters at most, numbered at the end while taken.
 */
export function newSupplierGpid(product: string, taken: ReadonlySet<string>): string {
  const stem = `H${product.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 10).padEnd(2, '0');
  for (let number = 0; ; number += 1) {
    const suffix = number === 0 ? '' : String(number);
    const gpid = `${stem.slice(0, 10 - suffix.length)}${suffix}`;
    if (!taken.has(gpid)) return gpid;
  }
}
