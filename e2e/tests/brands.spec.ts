import { expect, test } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';

const LAGOON = 'http://127.0.0.1:3000';
const REFERRAL_ORIGIN = /:3004\//;

test.describe('the brand with the referral remote switched off', () => {
  test.beforeEach(async ({ page }) => {
    // The journey reads English labels; this brand defaults to Indonesian.
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  });

  test('has no referral menu entry, home section or route, and never requests a referral file', async ({
    page,
  }) => {
    const referralRequests: string[] = [];
    page.on('request', (request) => {
      if (REFERRAL_ORIGIN.test(request.url())) referralRequests.push(request.url());
    });

    await page.goto(`${LAGOON}/`);
    await expect(page.getByTestId('home-section').first()).toBeVisible();
    await expect(page.locator('#referral')).toHaveCount(0);

    await registerThroughForm(page, newPlayer(), LAGOON);
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('link', { name: 'Bets report' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Referral' })).toHaveCount(0);

    await page.goto(`${LAGOON}/account/referral/`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(referralRequests).toEqual([]);
  });
});

test('the two brands differ in theme and default language', async ({ browser }) => {
  const gold = await browser.newPage();
  const lagoon = await browser.newPage({ baseURL: LAGOON });
  await gold.goto('/');
  await lagoon.goto('/');
  const background = (page: typeof gold) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background(gold)).not.toBe(await background(lagoon));
  await expect(gold.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(lagoon.getByRole('button', { name: 'Masuk' })).toBeVisible();
  // Live chat follows each brand's setting.
  await expect(gold.getByTestId('live-chat')).toHaveAttribute(
    'href',
    'https://chat.croupier.example/',
  );
  await expect(lagoon.getByTestId('live-chat')).toHaveCount(0);
});
