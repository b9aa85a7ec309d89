import { expect, test } from '../support/test';
import { syncHub88Games } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

test('a Hub88 sandbox game is in the lobby, opens framed, its spins move the header balance and its rounds are in the bet report', async ({
  page,
  context,
}) => {
  await syncHub88Games();
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText('500,000.00');

  const play = await context.newPage();
  await play.goto('/games/slots/');
  await play.getByTestId('game-tile').filter({ hasText: 'Lucky Sevens' }).click();
  await expect(play).toHaveURL(/\/play\/game\/\?gpid=H/);
  await play.getByRole('button', { name: 'Play now' }).click();
  await expect(play).toHaveURL(/\/play\/launch-game\/\?url=http%3A%2F%2Flocalhost%3A4100/);

  const game = play.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  const gameBalance = game.locator('#balance');
  await expect(gameBalance).toHaveText('500000.00 IDR');
  // A spin may win back exactly its stake or be rolled back: spin until the balance moves.
  let spins = 0;
  do {
    await expect(spin).toBeEnabled();
    await spin.click();
    spins += 1;
    await expect(spin).toBeEnabled();
  } while ((await gameBalance.textContent()) === '500000.00 IDR' && spins < 20);

  const [amount] = (await gameBalance.textContent())!.split(' ');
  const grouped = Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
  expect(grouped).not.toBe('500,000.00');
  await expect(header).toHaveText(grouped);

  // Hub88's rounds are the player's rounds like any other game's.
  await page.goto('/account/report/');
  const rounds = page.getByRole('table').getByRole('row').filter({ hasText: 'Lucky Sevens' });
  await expect(rounds.first()).toBeVisible();
});
