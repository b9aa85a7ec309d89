import { expect, test } from '../support/test';

test('switching the language changes the page and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('id-ID');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('id-ID');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  // The remotes follow the same choice with their own translation files.
  await expect(page.getByRole('heading', { name: 'Permainan populer' })).toBeVisible();
});

test("a first visit saves the brand's language, which the launch-game page then speaks", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.goto('/play/launch-game/');
  await expect(
    page.getByText('This game link is not valid. Open the game again from the lobby.'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
