import { expect, test, type Page } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';

// Screenshots for review, attached to the report (playwright-report/) and kept in test-results/.
const BRANDS = [
  { name: 'croupier', origin: 'http://localhost:3000' },
  { name: 'lagoon', origin: 'http://127.0.0.1:3000' },
];
const WIDTHS = [375, 1440];
const PAGES = [
  { name: 'home', path: '/', ready: '#popular a' },
  { name: 'games', path: '/games/', ready: '[data-testid="game-tile"]' },
  { name: 'register', path: '/register/', ready: 'form' },
  { name: 'deposit', path: '/account/wallet/deposit/', ready: 'main form', player: true },
  {
    name: 'profile',
    path: '/account/profile/information/',
    ready: '[data-testid="profile-username"]',
    player: true,
  },
];

/** Scrolls down the page as a player would, so home's sections that wait for the scroll render. */
async function scrollThrough(page: Page) {
  for (let top = 0; top < (await page.evaluate(() => document.body.scrollHeight)); top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function capture(page: Page, name: string) {
  if (new URL(page.url()).pathname === '/') await scrollThrough(page);
  const body = await page.screenshot({
    fullPage: true,
    path: test.info().outputPath(`${name}.png`),
  });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

for (const brand of BRANDS) {
  test(`screenshots of ${brand.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const shot of PAGES.filter((candidate) => !candidate.player)) {
        await page.goto(`${brand.origin}${shot.path}`);
        await expect(page.locator(shot.ready).first()).toBeVisible();
        await capture(page, `${brand.name}-${shot.name}-${width}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
    await registerThroughForm(page, newPlayer(), brand.origin);
    await page.evaluate((lang) => localStorage.removeItem(lang), 'lang');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const shot of PAGES.filter((candidate) => candidate.player)) {
        await page.goto(`${brand.origin}${shot.path}`);
        await expect(page.locator(shot.ready).first()).toBeVisible();
        await capture(page, `${brand.name}-${shot.name}-${width}`);
      }
    }
  });
}

const LANGUAGES = ['en-US', 'id-ID', 'th-TH'];
const PLAYER_PAGES = [
  { name: 'home', path: '/', ready: '#popular a' },
  { name: 'games', path: '/games/', ready: '[data-testid="game-tile"]' },
  { name: 'deposit', path: '/account/wallet/deposit/', ready: 'main form' },
  { name: 'report', path: '/account/report/', ready: 'main h1' },
  { name: 'cockfight', path: '/games/cockfight/', ready: '[data-testid="lobby-title"]' },
];

test('screenshots of a player’s pages in English, Indonesian and Thai', async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughForm(page, newPlayer());
  await page.goto('/games/slots/');
  const gamePath = await page.getByTestId('game-tile').first().getAttribute('href');
  const shots = [...PLAYER_PAGES, { name: 'game', path: gamePath!, ready: 'main button' }];
  for (const lang of LANGUAGES) {
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const shot of shots) {
        await page.goto(shot.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator(shot.ready).first()).toBeVisible();
        await capture(page, `${lang}-${shot.name}-${width}`);
      }
    }
  }
});
