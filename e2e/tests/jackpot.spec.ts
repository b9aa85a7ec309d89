import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

/** The jackpot the home page shows, as a number of cents. */
async function shownJackpotCents(page: Page): Promise<number> {
  const text = await page.getByTestId('jackpot-amount').textContent();
  return Math.round(Number((text ?? '').replaceAll(',', '')) * 100);
}

test("every visitor sees the brand's one jackpot, and it grows live as a player spins", async ({
  page,
  browser,
}) => {
  // An anonymous visitor in a browser of its own, and a second one.
  const visitor = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await other.goto('/');
  await expect(visitor.getByTestId('jackpot-amount')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  const before = await shownJackpotCents(visitor);
  expect(before).toBeGreaterThanOrEqual(1_250_000_000_00);
  expect(await shownJackpotCents(other)).toBe(before);

  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  await page.goto('/games/slots/');
  await page.getByTestId('game-tile').first().click();
  await page.getByRole('button', { name: 'Play now' }).click();
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let spins = 0; spins < 3; spins += 1) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(game.locator('#result')).not.toHaveText(/Spinning/);
  }

  // Every stake put a share into the pool: the open pages climb to it without a reload…
  const config = await page.request.post('/v1/brand/config', { data: { domain: 'localhost' } });
  const { totalJackpot } = (await config.json()).data.jackpot as { totalJackpot: string };
  const grown = Math.round(Number(totalJackpot) * 100);
  expect(grown).toBeGreaterThan(before);
  await expect.poll(() => shownJackpotCents(visitor)).toBe(grown);
  await expect.poll(() => shownJackpotCents(other)).toBe(grown);
  // …and a page opened now starts from the same value, not from a number of its own.
  const late = await (await browser.newContext()).newPage();
  await late.goto('/');
  await expect.poll(() => shownJackpotCents(late)).toBe(grown);
});
