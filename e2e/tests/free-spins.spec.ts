import { expect, test } from '../support/test';
import { sql } from '../support/database';
import { firstLogInToBackOffice } from '../support/backoffice';
import { claimFreeSpins, expectSpinsUsed } from '../support/free-spins';
import { createStaff } from '../support/operator';
import { captureAtReviewWidths } from '../support/screens';

const SPINS = 3;

test('free spins from a bonus code: the reward page counts them, the game page offers them, and the in-house slot plays them without touching the balance', async ({
  page,
}) => {
  const rows = await sql(
    `SELECT gpid, code FROM games WHERE engine = 'slot' AND category = 'slots'
     ORDER BY id LIMIT 1`,
  );
  const { gpid, code: gameCode } = rows[0] as { gpid: string; code: string };
  const { player, spinsPanel } = await claimFreeSpins(page, {
    name: `${SPINS} free spins`,
    code: `SPIN${Date.now().toString(36).toUpperCase()}`,
    spins: SPINS,
    game: `${gpid}:${gameCode}`,
    spinStake: '5000',
  });
  await expect(spinsPanel).toContainText('Stake of each spin5,000.00 IDR');
  await captureAtReviewWidths(page, 'reward-free-spins');

  await spinsPanel.getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/game\/\?gpid=/);
  const choice = page.getByRole('region', { name: `You have ${SPINS} free spins on this game` });
  await expect(choice).toContainText(
    'Each spin stakes 5,000.00 IDR and takes nothing from your balance.',
  );
  await captureAtReviewWidths(page, 'game-free-spins-choice');
  await choice.getByRole('button', { name: 'Play my free spins' }).click();

  const game = page.frameLocator('iframe');
  const play = game.getByRole('button', { name: 'Play free spin' });
  await expect(game.locator('#free-spin')).toHaveText(
    `Free spin 1 of ${SPINS} · Each free spin stakes 5,000.00 IDR, paid by your bonus.`,
  );
  await expect(game.locator('#balance')).toHaveText('0.00 IDR');
  await captureAtReviewWidths(page, 'game-free-spin-play');
  for (let number = 1; number <= SPINS; number += 1) {
    await expect(play).toBeEnabled();
    await play.click();
    await expect(game.locator('#result')).toContainText(`Free spin ${number} of ${SPINS}:`);
  }
  await expect(game.locator('#result')).toContainText('Your free spins are played.');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();

  // Nothing was taken from the player's real money; the spins are all used.
  await page.goto('/account/reward/bonus/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  await expectSpinsUsed(player, SPINS);
});

test('a marketing member creates a free-spins offer in the back office editor', async ({
  page,
}, testInfo) => {
  const rows = await sql(
    `SELECT gpid || ':' || code AS key FROM games WHERE engine = 'slot' ORDER BY id LIMIT 1`,
  );
  const { key } = rows[0] as { key: string };
  await page.setViewportSize({ width: 1280, height: 800 });
  await firstLogInToBackOffice(
    page,
    await createStaff(`mkt_${Date.now().toString(36)}`, ['marketing']),
  );
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await page.getByRole('button', { name: 'New offer' }).click();
  const editor = page.getByRole('form', { name: 'New offer' });
  await editor.getByLabel('Kind').selectOption('no_deposit');
  const name = `Spins ${Date.now().toString(36)}`;
  await editor.getByLabel('Name').fill(name);
  await editor.getByLabel('Gives free spins').check();
  await editor.getByLabel('Spins per grant').fill('20');
  await editor.getByLabel('Games, one "provider:code" a line').fill(key);
  await editor.getByLabel('Largest grant').fill('0');
  await editor.getByLabel('Stake of a free spin').fill('2000');
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1024 });
    await page.screenshot({
      path: testInfo.outputPath(`backoffice-free-spins-editor-${width}.png`),
      fullPage: true,
    });
  }
  await editor.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} is created.`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    '20 free spins, winnings as bonus money, wagered',
  );
});
