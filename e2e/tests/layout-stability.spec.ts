import { expect, test, type Page } from '../support/test';

// Cumulative layout shift as Lighthouse counts it (the shifts no input caused), on a cold load of
// the pages most players open first, on a phone and on a desktop.
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { layoutShift: typeof total }).layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Late images and fonts have had their chance to move things.
  await page.waitForTimeout(1500);
  return page.evaluate(
    () => (window as unknown as { layoutShift: { value: number } }).layoutShift.value,
  );
}

for (const [device, viewport] of [
  ['phone', { width: 412, height: 823 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  for (const path of ['/', '/games/']) {
    test(`${path} loads without layout shift on a ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(0.05);
    });
  }
}
