import { expect, test } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

test('a player finds dice among the originals, rolls at 375 px, rotates the seed and verifies the round', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText('500,000.00');

  // The lobby lists dice under its provider; its tile opens the game's own page.
  await page.goto('/games/casino/');
  await page.getByTestId('game-tile').filter({ hasText: 'Croupier Originals' }).first().click();
  await expect(page).toHaveURL(/\/play\/originals\/dice\/$/);

  const amount = page.getByRole('textbox', { name: 'Amount (IDR)' });
  await amount.fill('1000');
  await page.getByRole('button', { name: 'Bet' }).click();
  const result = page.getByTestId('originals-result');
  await expect(result).toContainText(/\d+\.\d{2}/);
  // The header follows the settled round: the stake left and any win came back.
  await expect(header).not.toHaveText('500,000.00');
  const fairness = page.getByRole('region', { name: 'Fairness' });
  await expect(
    fairness.getByText('Next nonce').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');

  // Rotating reveals the server seed the round was drawn from.
  const committedHash = await fairness.locator('dd').first().textContent();
  await fairness
    .getByRole('textbox', { name: 'Client seed for the new pair' })
    .fill('e2e-lucky-seed');
  await fairness.getByRole('button', { name: 'Rotate seeds' }).click();
  const previous = fairness.getByRole('heading', { name: 'Previous pair (revealed)' });
  await expect(previous).toBeVisible();
  await expect(fairness.getByText(committedHash!, { exact: true }).last()).toBeVisible();
  await expect(fairness.getByText('e2e-lucky-seed', { exact: true }).first()).toBeVisible();

  const rolled = (await result.textContent()) ?? '';
  // The round's link fills the verify page, which recomputes it and checks its signature.
  await page
    .getByRole('region', { name: 'Your last rounds' })
    .getByRole('link', { name: 'Verify #0' })
    .click();
  await expect(page).toHaveURL(/\/play\/originals\/verify\/\?roundId=/);
  await expect(page.getByRole('textbox', { name: 'Server seed (revealed)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Verify' }).click();
  const verification = page.getByTestId('verify-result');
  await expect(verification.getByRole('listitem')).toHaveText([
    'SHA-256 of the server seed equals its hash: verified',
    "Recomputed outcome equals the record's: verified",
    "The platform's signature of the record: verified",
  ]);
  const outcome = await verification.locator('pre').textContent();
  expect(rolled.startsWith(JSON.parse(outcome!).result)).toBe(true);
});

test('a player plays mines at 375 px, ends the round and verifies it; plinko auto-bets three drops', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');

  await page.goto('/play/originals/mines/');
  await page.getByRole('textbox', { name: 'Amount (IDR)' }).fill('1000');
  await page.getByRole('combobox', { name: 'Mines' }).selectOption('3');
  await page.getByRole('button', { name: 'Bet' }).click();
  const cashOut = page.getByRole('button', { name: /^Cash out/ });
  await expect(cashOut).toBeDisabled();
  await page.getByRole('button', { name: 'Tile row 1, column 1' }).click();
  // The first tile is safe (22 in 25) or a mine: either way the round can end now.
  await expect(page.getByRole('button', { name: 'Tile row 1, column 1', exact: true })).toHaveCount(
    0,
  );
  const result = page.getByTestId('originals-result');
  if (await page.getByRole('button', { name: 'Safe tile row 1, column 1' }).isVisible()) {
    await cashOut.click();
  }
  await expect(result).toContainText(/Cashed out|A mine/);
  await expect(page.getByRole('button', { name: /^Mine at row/ })).toHaveCount(3);

  // The seed is rotated so that the round can be recomputed from its revealed server seed.
  const fairness = page.getByRole('region', { name: 'Fairness' });
  await fairness.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(fairness.getByRole('heading', { name: 'Previous pair (revealed)' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Your last rounds' })
    .getByRole('link', { name: 'Verify #0' })
    .click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('verify-result').getByRole('listitem')).toHaveText([
    'SHA-256 of the server seed equals its hash: verified',
    "Recomputed outcome equals the record's: verified",
    "The platform's signature of the record: verified",
  ]);

  await page.goto('/play/originals/plinko/');
  await page.getByRole('textbox', { name: 'Amount (IDR)' }).fill('1000');
  await page.getByRole('combobox', { name: 'Rows' }).selectOption('12');
  await page.getByText('Auto-bet', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Number of bets' }).fill('3');
  await page.getByRole('button', { name: 'Start auto-bet' }).click();
  await expect(page.getByTestId('auto-bet-status')).toContainText('3 of 3 bets');
  await expect(page.getByTestId('auto-bet-status')).toContainText('Finished.');
  await expect(
    page.getByRole('region', { name: 'Your last rounds' }).getByRole('listitem'),
  ).toHaveCount(3);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
