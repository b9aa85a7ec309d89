import { expect, type Page } from '@playwright/test';
import { sql } from './database';
import { createBonusOffer } from './operator';
import { newPlayer, registerThroughForm, type Player } from './players';

export interface FreeSpinsOffer {
  name: string;
  /** The bonus code a player claims it with. */
  code: string;
  spins: number;
  /** The game's `gpid:code`. */
  game: string;
  /** The stake of each spin in IDR. */
  spinStake: string;
}

/**
 * Creates a no-deposit offer of free spins on one game in IDR, winnings as bonus money; registers
 * a new player who claims its code on the reward page; answers the player and the grant's
 * free-spins panel, once it counts every spin left.
 */
export async function claimFreeSpins(page: Page, offer: FreeSpinsOffer) {
  await createBonusOffer({
    kind: 'no_deposit',
    name: offer.name,
    code: offer.code,
    terms: {
      currencies: { IDR: { maxGrant: '0', spinStake: offer.spinStake } },
      wageringMultiplier: '10',
      wageringBase: 'bonus',
      weights: { default: 100, categories: {}, providers: {}, games: {} },
      expiryDays: 7,
      claimsPerPlayer: 1,
      verifiedOnly: false,
      qualifyingProduct: 'casino',
      rewardProduct: 'casino',
      freeSpins: { spins: offer.spins, games: [offer.game], winnings: 'bonus' },
    },
  });
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/reward/bonus/');
  await page.getByLabel('Bonus code').fill(offer.code);
  await page.getByRole('button', { name: 'Use code' }).click();
  const spinsPanel = page
    .getByRole('article', { name: offer.name })
    .getByRole('region', { name: 'Free spins' });
  await expect(spinsPanel).toContainText(`${offer.spins} of ${offer.spins} free spins left`);
  return { player, spinsPanel };
}

/** The player's only grant has used `spins` free spins. */
export async function expectSpinsUsed(player: Player, spins: number) {
  const grants = await sql(
    `SELECT free_spins_used FROM bonus_grants grant_row JOIN players player
       ON player.id = grant_row.player_id WHERE player.username = $1`,
    [player.username],
  );
  expect(grants).toEqual([{ free_spins_used: spins }]);
}
