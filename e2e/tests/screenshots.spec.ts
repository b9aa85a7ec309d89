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

async function capture(page: Page, name: string) {
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
