import { test, type Page } from '@playwright/test';

const REVIEW_WIDTHS = [375, 1440];

/** Screenshots of the page as it is, at a phone's and a desktop's width, kept in test-results/. */
export async function captureAtReviewWidths(page: Page, name: string) {
  const viewport = page.viewportSize();
  for (const width of REVIEW_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
}
