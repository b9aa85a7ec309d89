import { expect, test } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import { createStaff } from '../support/operator';

// Every section of the back office, as an owner sees it, on a laptop and on a tablet: each one
// loads without an error and fits the width (tables scroll inside their own frame).
test('every back-office section opens and fits at 1280 px and 768 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await firstLogInToBackOffice(
    page,
    await createStaff(`own_${Date.now().toString(36)}`, ['owner']),
  );

  const nav = page.getByRole('navigation', { name: 'Sections' });
  const sections = await nav.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      name: link.textContent ?? '',
      path: link.getAttribute('href') ?? '',
    })),
  );
  expect(sections.length).toBeGreaterThanOrEqual(4);

  for (const { name, path } of sections) {
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
      await openSection(page, name);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`backoffice${path.replaceAll('/', '-')}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
