import { expect, test, type Page } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';

async function capture(page: Page, name: string) {
  const body = await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

async function headerHeight(page: Page) {
  const box = await page.getByRole('banner').boundingBox();
  return box?.height ?? Infinity;
}

test('a logged-in player’s header keeps one row at 1280 px and wider in Indonesian', async ({
  page,
}) => {
  await registerThroughForm(page, newPlayer());
  await page.getByRole('combobox', { name: 'Language' }).selectOption('id-ID');

  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('link', { name: 'Permainan kartu' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    expect(await headerHeight(page)).toBeLessThanOrEqual(80);
    await capture(page, `header-id-ID-${width}`);
  }
});

test('on a phone the header is compact and its menu button opens the menu and language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await headerHeight(page)).toBeLessThanOrEqual(64);
  await capture(page, 'header-375-closed');

  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeInViewport({ ratio: 1 });
  await capture(page, 'header-375-open');

  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page).toHaveURL(/\/games\/slots\/$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the live chat is an icon that never covers the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const chat = page.getByRole('link', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  const box = await chat.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(48);
  expect(box?.height).toBeLessThanOrEqual(48);
});
