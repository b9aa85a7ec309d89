import { expect, test } from '../support/test';
import { startLoginSessionsAgo } from '../support/database';
import { authStorage, newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';
import { approve, pendingTransactionOf } from '../support/operator';
import { depositApproved } from '../support/wallet';

test('a daily deposit limit refuses a deposit beyond it and lets a smaller one through', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);

  await page.goto('/account/profile/information/');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL('/account/responsible-gaming/');
  await expect(page.getByText('You have no limits yet. Set one below.')).toBeVisible();
  const form = page.locator('form').filter({ hasText: 'Set a limit' });
  await form.getByLabel('Limit').selectOption('deposit');
  await form.getByLabel('Period').selectOption('day');
  await form.getByLabel('Amount').fill('100000');
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByText('Your limit is now in force.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toContainText('Daily');
  await expect(row).toContainText('100,000.00 IDR');

  await page.goto('/account/wallet/deposit/');
  await page.getByLabel('Amount').fill('150000');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(
    page.getByText(
      'This would exceed your daily deposit limit of 100,000.00 IDR: 100,000.00 IDR remain.',
    ),
  ).toBeVisible();

  await depositApproved(page, player, '80000');
  await expect(page.getByTestId('header-balance')).toHaveText('80,000.00');

  await page.goto('/account/responsible-gaming/');
  await expect(row).toContainText('80,000.00 IDR');
  await expect(row).toContainText('20,000.00 IDR');
});

test('a self-excluded player is logged out at once and the login states the end date', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/responsible-gaming/');
  const form = page.locator('form').filter({ hasText: 'Self-exclusion' });
  await form.getByLabel('Length').selectOption('6');
  await form.getByRole('button', { name: 'Self-exclude' }).click();
  await form.getByRole('button', { name: 'Yes, exclude me' }).click();
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + 6);
  // The date as the site writes it in the player's language.
  const endDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    end,
  );

  await expect(
    page.locator('#main').getByText(/^Your self-exclusion has started and lasts until/),
  ).toBeVisible();
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
  expect((await authStorage(page)).state.loginToken).toBeNull();

  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText(`You are self-excluded until ${endDate}`)).toBeVisible();
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
});

test('the reality check comes over the game page at the chosen interval, and Stop playing logs out', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  await page.goto('/account/responsible-gaming/');
  const reminder = page.getByRole('form', { name: 'Reality check' });
  await reminder.getByLabel('Remind me').selectOption('15');
  await reminder.getByRole('button', { name: 'Save' }).click();
  await expect(reminder.getByText('Your reminder setting is saved.')).toBeVisible();
  await captureAtReviewWidths(page, 'responsible-gaming');

  await page.goto('/games/slots/');
  await page.getByTestId('game-tile').first().click();
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/play\/launch-game\/\?url=/);
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(game.locator('#result')).not.toHaveText(/Spinning/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 14 min 57 s into the login session: the reload counts from the server's start, not its own.
  await startLoginSessionsAgo(player.username, 14 * 60 + 57);
  await page.reload();
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been logged in for 0 h 15 min.');
  await expect(check.getByRole('table', { name: 'This session' })).toBeVisible();
  await expect(check.getByRole('columnheader', { name: 'Stakes' })).toBeVisible();
  await expect(check.getByRole('row', { name: /^IDR/ })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
  await captureAtReviewWidths(page, 'reality-check-game');

  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await authStorage(page)).state.loginToken).toBeNull();
});

test('the demo brand offers a deposit limit above the deposit form until it is set or declined', async ({
  page,
}) => {
  const setter = newPlayer();
  await registerThroughForm(page, setter);
  await page.goto('/account/wallet/deposit/');
  const prompt = page.getByRole('form', { name: 'Set a deposit limit' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request deposit' })).toBeVisible();
  await captureAtReviewWidths(page, 'deposit-limit-prompt');
  await prompt.getByLabel('Period').selectOption('week');
  await prompt.getByLabel('Limit (IDR)', { exact: true }).fill('500000');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Request deposit' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto('/account/responsible-gaming/');
  const row = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('500,000.00 IDR');

  await page.getByTestId('profile-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const decliner = newPlayer();
  await registerThroughForm(page, decliner);
  await page.goto('/account/wallet/deposit/');
  await prompt.getByRole('button', { name: 'No, thanks' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Request deposit' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a new USD player on the lagoon brand sets a deposit limit in dollars and deposits within it', async ({
  page,
}) => {
  const lagoon = 'http://127.0.0.1:3000';
  const player = { ...newPlayer(), currency: 'USD' };
  // The journey reads English labels; lagoon defaults to Indonesian.
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await registerThroughForm(page, player, lagoon);
  await page.goto(`${lagoon}/account/wallet/deposit/`);
  const prompt = page.getByRole('form', { name: 'Set a deposit limit' });
  await prompt.getByLabel('Limit (USD)', { exact: true }).fill('200');
  // 200 USD at the seeded 16,250 IDR per USD, in lagoon's base currency.
  await expect(prompt.getByTestId('amount-in-base-currency')).toHaveText(
    '≈ 3,250,000.00 IDR (limits are kept in IDR)',
  );
  await captureAtReviewWidths(page, 'deposit-limit-prompt-usd');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(prompt).toHaveCount(0);

  await page.getByLabel('Amount').fill('250');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(
    page.getByText(
      'This would exceed your daily deposit limit of 3,250,000.00 IDR: 3,250,000.00 IDR remain.',
    ),
  ).toBeVisible();
  await page.getByLabel('Amount').fill('150');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
  await approve(await pendingTransactionOf(player.username, 'DEPOSIT'));
  await expect(page.getByTestId('header-balance')).toHaveText('150.00');

  await page.goto(`${lagoon}/account/responsible-gaming/`);
  const row = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toContainText('3,250,000.00 IDR');
  const form = page.locator('form').filter({ hasText: 'Set a limit' });
  await form.getByLabel('Amount').fill('100');
  await expect(form.getByTestId('amount-in-base-currency')).toHaveText(
    '≈ 1,625,000.00 IDR (limits are kept in IDR)',
  );
  await captureAtReviewWidths(page, 'limit-form-usd');
});
