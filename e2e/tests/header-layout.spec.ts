import { expect, test, type Page } from '../support/test';
import { creditBonus } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';

const LARGEST_BALANCE = '999,999,999,999.99';

async function capture(page: Page, name: string) {
  const body = await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

async function headerHeight(page: Page) {
  const box = await page.getByRole('banner').boundingBox();
  return box?.height ?? Infinity;
}

/**
 * What does not fit the header's one row: a part wider than its box (menu labels running under
 * the language), or a part ending past the next one or past the bar.
 */
async function headerOverflow(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.firstElementChild!;
    const problems: string[] = [];
    const parts = [...bar.querySelectorAll('nav, select, [data-testid="header-balance"]')];
    for (const part of parts) {
      if (part.scrollWidth > part.clientWidth + 1) {
        problems.push(`${part.tagName} needs ${part.scrollWidth} px, has ${part.clientWidth}`);
      }
    }
    const boxes = [...bar.querySelectorAll('a, nav, select, details, [aria-disabled]')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ name: element.tagName, box: element.getBoundingClientRect() }));
    const barBox = bar.getBoundingClientRect();
    for (const { name, box } of boxes) {
      if (box.right > barBox.right + 1) problems.push(`${name} ends past the bar`);
    }
    return problems;
  });
}

/** The brand's logo as drawn: its rendered height and whether it keeps its own proportions. */
async function logoBox(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('link')
    .first()
    .locator('img')
    .evaluate((image: HTMLImageElement) => ({
      height: image.getBoundingClientRect().height,
      undistorted:
        Math.abs(
          image.getBoundingClientRect().width / image.getBoundingClientRect().height -
            image.naturalWidth / image.naturalHeight,
        ) < 0.05,
    }));
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
    expect(await headerOverflow(page)).toEqual([]);
    await capture(page, `header-id-ID-${width}`);
  }
});

test('with the largest balance the header keeps one row at 1280 px in every language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughForm(page, player);
  await creditBonus(player.username, '999999999999.99');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(LARGEST_BALANCE);

  const language = page.getByRole('combobox', { name: 'Language' });
  const languages = await language
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(languages).toHaveLength(15);
  const tooTall: Record<string, number> = {};
  const overflowing: Record<string, string[]> = {};
  for (const lang of languages) {
    await page.locator('#header-panel select').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('header-balance')).toHaveText(LARGEST_BALANCE);
    const height = await headerHeight(page);
    if (height > 80) tooTall[lang] = height;
    const overflow = await headerOverflow(page);
    if (overflow.length > 0) overflowing[lang] = overflow;
    const body = await page.getByRole('banner').screenshot();
    await test.info().attach(`header-${lang}-1280`, { body, contentType: 'image/png' });
  }
  expect(tooTall).toEqual({});
  expect(overflowing).toEqual({});
});

test('the logo is drawn large enough to read on a desktop and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect.poll(async () => (await logoBox(page)).height).toBeGreaterThanOrEqual(40);
  expect((await logoBox(page)).undistorted).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await logoBox(page)).height).toBeGreaterThanOrEqual(32);
  expect((await logoBox(page)).undistorted).toBe(true);
  await capture(page, 'header-logo-375');
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

test('on a phone the largest balance leaves the profile button on screen', async ({ page }) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await creditBonus(player.username, '999999999999.99');

  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(LARGEST_BALANCE);
    // Drawn shorter where it must be, the balance still names its whole amount.
    await expect(balance).toHaveAttribute('title', LARGEST_BALANCE);
    await capture(page, `header-largest-balance-${width}`);

    for (const control of [
      page.getByTestId('profile-menu'),
      page.getByRole('button', { name: 'Menu' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }

  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
});

test('on a phone the live chat sits above the footer, over nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const chat = page.getByRole('link', { name: 'Live chat' });
  await expect(chat).toBeAttached();
  // Measured at once: the home's rows keep arriving as the page is scrolled.
  const place = await chat.evaluate((link) => ({
    position: getComputedStyle(link).position,
    afterMain:
      link.getBoundingClientRect().top >=
      document.querySelector('main')!.getBoundingClientRect().bottom,
    beforeFooter:
      link.getBoundingClientRect().bottom <=
      document.querySelector('footer')!.getBoundingClientRect().top,
  }));
  expect(place).toEqual({ position: 'static', afterMain: true, beforeFooter: true });
});

test('on a phone a toast leaves the header and its balance in view', async ({ page }) => {
  await registerThroughForm(page, newPlayer());
  await page.setViewportSize({ width: 375, height: 800 });
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await capture(page, 'toast-375');
  const toastBox = await toast.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);
});
