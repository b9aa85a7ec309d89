import { expect, test } from '../support/test';
import { sql } from '../support/database';
import { claimFreeSpins, expectSpinsUsed } from '../support/free-spins';
import { syncHub88Games, syncHub88Prepaids } from '../support/operator';
import { captureAtReviewWidths } from '../support/screens';

const SPINS = 10;

test("10 free spins on a Hub88 sandbox game from a bonus code: Hub88's reward is created, the game page plays them as free rounds, and the reward page shows them used with their winnings", async ({
  page,
}) => {
  await syncHub88Games();
  await syncHub88Prepaids();
  const rows = await sql(`SELECT gpid, code FROM hub88_games WHERE game_code = 'sbx_lucky_sevens'`);
  const { gpid, code: gameCode } = rows[0] as { gpid: string; code: string };
  const name = `${SPINS} Lucky Sevens spins`;
  const { player, spinsPanel } = await claimFreeSpins(page, {
    name,
    code: `HUB${Date.now().toString(36).toUpperCase()}`,
    spins: SPINS,
    game: `${gpid}:${gameCode}`,
    // The sandbox's prepaid of Lucky Sevens in IDR: ten rounds at 1.00.
    spinStake: '1',
  });

  // The reward binder creates Hub88's reward within seconds of the grant.
  await expect
    .poll(
      async () =>
        (
          await sql(
            `SELECT reward.reward_uuid FROM hub88_rewards reward
             JOIN bonus_grants grant_row ON grant_row.id::text = reward.operator_reference
             JOIN players player ON player.id = grant_row.player_id
             WHERE player.username = $1 AND reward.reward_uuid IS NOT NULL`,
            [player.username],
          )
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);

  await spinsPanel.getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/game\/\?gpid=/);
  await page
    .getByRole('region', { name: `You have ${SPINS} free spins on this game` })
    .getByRole('button', { name: 'Play my free spins' })
    .click();

  const game = page.frameLocator('iframe');
  const play = game.getByRole('button', { name: 'Play free round' });
  await expect(game.locator('#free-round')).toHaveText(`Free round 1 of ${SPINS}`);
  await captureAtReviewWidths(page, 'hub88-free-round-play');
  for (let number = 1; number <= SPINS; number += 1) {
    await expect(play).toBeEnabled();
    await play.click();
    await expect(game.locator('#result')).toContainText(`Free round ${number} of ${SPINS}:`);
  }
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
  await expect(game.locator('#free-round')).toBeHidden();

  const [won] = (await sql(
    `SELECT trim_scale(coalesce(sum(entry.bonus_amount), 0))::text AS won
     FROM bonus_entries entry JOIN bonus_grants grant_row ON grant_row.id = entry.grant_id
     JOIN players player ON player.id = grant_row.player_id
     WHERE player.username = $1 AND entry.type = 'free_spin'`,
    [player.username],
  )) as { won: string }[];
  const wonText = `${Number(won!.won).toLocaleString('en-US', { minimumFractionDigits: 2 })} IDR`;

  await page.goto('/account/reward/bonus/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  const used = page.getByRole('article', { name }).getByRole('region', { name: 'Free spins' });
  await expect(used).toContainText(`0 of ${SPINS} free spins left`);
  await expect(used).toContainText(`Won by your spins${wonText}`);
  await captureAtReviewWidths(page, 'hub88-free-spins-used');
  await expectSpinsUsed(player, SPINS);
});
