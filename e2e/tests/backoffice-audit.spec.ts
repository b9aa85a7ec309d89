import { expect, test } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import { createStaff } from '../support/operator';

// At 768 px the audit log is wider than the screen and scrolls sideways inside its frame; what an
// entry changed opens in view and reads whole without scrolling.
test('at 768 px an audit entry’s before and after read without scrolling sideways', async ({
  page,
}, testInfo) => {
  const suffix = Date.now().toString(36).slice(-6);
  const owner = await createStaff(`aud_${suffix}`, ['owner']);
  // Creating a member writes an entry whose "after" holds the member's access.
  const created = await createStaff(`aud_new_${suffix}`, ['support']);
  await page.setViewportSize({ width: 768, height: 1024 });
  await firstLogInToBackOffice(page, owner);
  await openSection(page, 'Audit log');
  await page.getByLabel('Action').selectOption('staff.create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('row', { name: new RegExp(created.username) });
  await row.getByRole('button', { name: /^Show what staff\.create #\d+ changed$/ }).click();

  const changes = page.getByRole('table', { name: /^Before and after of entry #\d+$/ });
  await expect(changes).toContainText(created.username);
  await expect(changes).toBeInViewport({ ratio: 1 });
  const box = await changes.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: testInfo.outputPath('backoffice-audit-changes-768.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('backoffice-audit-changes-1280.png') });
});
