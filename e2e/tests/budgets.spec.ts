// What a first visit of home costs stays within its budget: CI fails a change that goes over, rather
// than a later benchmark finding it.
import { HOME_JS_BUDGET_KIB } from '../../tooling/src/budgets.mjs';
import { expect, test } from '../support/test';

test(`home's first visit transfers at most ${HOME_JS_BUDGET_KIB} KiB of JavaScript`, async ({
  page,
}) => {
  const transfers: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      transfers.push(request.sizes().then((sizes) => sizes.responseBodySize));
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const transferredKib = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0) / 1024;
  test
    .info()
    .annotations.push({ type: 'home JavaScript', description: `${transferredKib.toFixed(1)} KiB` });
  console.info(`home JavaScript: ${transferredKib.toFixed(1)} KiB transferred`);
  expect(transferredKib).toBeGreaterThan(0);
  expect(transferredKib).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
});

for (const width of [375, 1440]) {
  test(`home's first view at ${width} px draws no SVG picture: the browser rasterizes those on its main thread`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const firstView = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.getBoundingClientRect().top < innerHeight)
        .map((image) => new URL(image.currentSrc).pathname),
    );
    expect(firstView.length).toBeGreaterThan(2);
    expect(firstView.filter((path) => path.endsWith('.svg'))).toEqual([]);
  });
}
