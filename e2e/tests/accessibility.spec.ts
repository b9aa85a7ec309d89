import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';

/** Every axe violation, whatever its impact: a minor one is still a barrier to someone. */
async function axeViolations(page: Page) {
  // Home's last sections load only when scrolled near: bring them in so they are checked too.
  const lastHomeSection = page.locator('#transactions');
  if ((await lastHomeSection.count()) > 0) {
    await lastHomeSection.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

const PAGES = [
  { path: '/', ready: '#providers' },
  { path: '/games/', ready: '[data-testid="game-tile"]' },
  { path: '/account/wallet/deposit/', ready: 'main form' },
  { path: '/account/profile/information/', ready: '[data-testid="profile-username"]' },
  { path: '/account/referral/', ready: '[data-testid="referral-code"]' },
  { path: '/account/verification/', ready: '[data-testid="kyc-status"]' },
  { path: '/account/reward/bonus/', ready: 'article[aria-labelledby^="offer-"]' },
  { path: '/play/originals/dice/', ready: '#originals-amount' },
  { path: '/play/originals/mines/', ready: '#originals-amount' },
  { path: '/play/originals/plinko/', ready: '#originals-amount' },
  { path: '/play/originals/verify/', ready: 'main form' },
];

test('register has no accessibility violation', async ({ page }) => {
  await page.goto('/register/');
  await expect(page.locator('form')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('home, games, deposit, profile, referral, verification, bonuses and the originals have no accessibility violation', async ({
  page,
}) => {
  await registerThroughForm(page, newPlayer());
  const found: Record<string, string[]> = {};
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const violations = await axeViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('the light-themed brand’s home and register pages have no accessibility violation', async ({
  page,
}) => {
  const found: Record<string, string[]> = {};
  for (const { path, ready } of [
    { path: '/', ready: '#providers' },
    { path: '/register/', ready: 'form' },
  ]) {
    await page.goto(`http://127.0.0.1:3000${path}`);
    await expect(page.locator(ready).first()).toBeVisible();
    const violations = await axeViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});
