import { expect, test, type Page } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import { createStaff } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';

// The payments queue runs the day: a deposit requested while it is open is pushed to it over the
// realtime socket and shows at once, without a reload nor a poll (the queue polls only every 30 s,
// and only while the push is down), with the player's context a click away, and is approved only
// after a confirmation; at 768 px the decision column stays in view and the waiting count shows on
// the menu button.

const suffix = () => Date.now().toString(36).slice(-6);

async function requestDeposit(page: Page, amount: string): Promise<void> {
  await page.goto('/account/wallet/deposit/');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
}

for (const [width, height] of [
  [1280, 800],
  [768, 1024],
] as const) {
  test(`at ${width} px a new deposit appears in the open queue within 5 s and is approved after a confirmation`, async ({
    page,
    browser,
  }, testInfo) => {
    const player = newPlayer();
    await registerThroughForm(page, player);
    const staff = await createStaff(`live_${suffix()}`, ['payments']);
    const staffContext = await browser.newContext({ viewport: { width, height } });
    const office = await staffContext.newPage();
    await firstLogInToBackOffice(office, staff);
    await openSection(office, 'Payments queue');
    await expect(office.getByRole('heading', { name: 'Payments queue' })).toBeVisible();
    await expect(office.getByText('Loading…')).toHaveCount(0);
    await expect(office.getByTestId('queue-live')).toHaveText(
      'Live: new requests and decisions appear at once',
    );
    const row = office.getByRole('row', { name: new RegExp(`\\) ${player.username} `) });
    await expect(row).toHaveCount(0);

    await requestDeposit(page, '750000');
    // Pushed: well inside the 30 s a poll would take.
    await expect(row).toBeVisible({ timeout: 3000 });
    await expect(row).toContainText('750,000.00 IDR');
    await expect(row).toContainText('New');
    // The waiting count sits beside the queue's link, or on the menu button where they fold.
    const menu = office.getByRole('button', { name: /^Menu/ });
    const count = (await menu.isVisible())
      ? menu.getByTestId('pending-payments-count')
      : office.getByTestId('pending-payments-count');
    await expect(count).toBeVisible();

    await row.getByRole('button', { name: `Player context of ${player.username}` }).click();
    const context = office.getByRole('region', { name: 'Player context' });
    await expect(context).toContainText('Deposits to date');
    await expect(context).toContainText('Previous declines');

    // The decision column stays on screen while the wide table scrolls under it.
    await row
      .getByRole('cell', { name: new RegExp(`^${player.username} `) })
      .scrollIntoViewIfNeeded();
    const approve = row.getByRole('button', { name: `Approve the request of ${player.username}` });
    await expect(approve).toBeInViewport();
    await office.screenshot({ path: testInfo.outputPath(`payments-queue-${width}.png`) });

    await approve.click();
    const dialog = office.getByRole('alertdialog', { name: 'Approve this request' });
    await expect(dialog).toContainText(
      `Credit 750,000.00 IDR to ${player.username}? They can play with it at once.`,
    );
    await expect(dialog.getByRole('button', { name: 'Confirm approval' })).toBeInViewport();
    await office.screenshot({ path: testInfo.outputPath(`payments-queue-confirm-${width}.png`) });
    await dialog.getByRole('button', { name: 'Confirm approval' }).click();

    await expect(office.getByRole('status')).toHaveText(
      `Approved the request of ${player.username}.`,
    );
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toHaveText('750,000.00');
    await staffContext.close();
  });
}

test('a request made twice is flagged, and both are declined together after one confirmation of count and total', async ({
  page,
  browser,
}, testInfo) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await requestDeposit(page, '120000');
  await requestDeposit(page, '120000');
  const staff = await createStaff(`bulk_${suffix()}`, ['payments']);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);
  await openSection(office, 'Payments queue');
  const filters = office.getByRole('form', { name: 'Filter the queue' });
  await filters.getByLabel('Player or transaction id').fill(player.username);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // Filtered: the header row and the player's two requests, nobody else's.
  await expect(office.getByText('Loading…')).toHaveCount(0);
  await expect(office.getByRole('row')).toHaveCount(3);
  const rows = office.getByRole('row', { name: new RegExp(`\\) ${player.username} `) });
  await expect(rows.nth(0)).toContainText('Possible duplicate');
  await expect(rows.nth(1)).toContainText('Possible duplicate');

  const ticks = office.getByRole('checkbox', {
    name: `Select the request of ${player.username} (120,000.00 IDR)`,
  });
  await ticks.nth(0).check();
  await ticks.nth(1).check();
  const bulk = office.getByRole('group', { name: 'Selected requests' });
  await expect(bulk).toContainText('2 requests selected: 240,000.00 IDR');
  await bulk.getByRole('button', { name: 'Decline selected (2)' }).click();
  const form = bulk.getByRole('form', { name: 'Decline the selected requests with one reason' });
  await expect(form).toContainText('Decline 2 requests totalling 240,000.00 IDR?');
  await form
    .getByLabel('Reason (the player reads it, with what to do)')
    .selectOption('duplicate_request');
  await office.screenshot({ path: testInfo.outputPath('payments-queue-bulk-1280.png') });
  await form.getByRole('button', { name: 'Confirm decline of 2' }).click();

  await expect(office.getByRole('status')).toHaveText('2 decided, 0 refused.');
  await expect(rows).toHaveCount(0);
  await staffContext.close();
});
