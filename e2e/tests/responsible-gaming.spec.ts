import { expect, test } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';
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
    page.getByText('This would exceed your daily deposit limit of 100000 IDR: 100000 IDR remain'),
  ).toBeVisible();

  await depositApproved(page, player, '80000');
  await expect(page.getByTestId('header-balance')).toHaveText('80,000.00');

  await page.goto('/account/responsible-gaming/');
  await expect(row).toContainText('80,000.00 IDR');
  await expect(row).toContainText('20,000.00 IDR');
});
