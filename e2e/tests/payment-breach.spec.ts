import fs from 'node:fs';
import { expect, test } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import { markIdentityVerified, sql } from '../support/database';
import { createStaff, pendingTransactionOf } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';
import { depositApproved } from '../support/wallet';

// A withdrawal waiting past its brand's time limit is flagged: a payments staff member finds it
// among the breaches, declines it with a reason from the closed list (and a note only staff
// read), and the player reads that reason, with what to do, on the site.

const suffix = () => Date.now().toString(36).slice(-6);

/** Moves the request back to 30 minutes past its brand's time limit for its step. */
async function requestedPastItsLimit(transactionId: string) {
  await sql(
    `UPDATE payments payment
     SET created_at = now() - make_interval(
       mins => payment_time_limit(player.brand_id, 'withdrawal_decision') + 30)
     FROM players player
     WHERE player.id = payment.player_id AND payment.id = $1`,
    [transactionId],
  );
}

test('a withdrawal past its time limit is listed as a breach, declined with a listed reason, and the player reads why', async ({
  page,
  browser,
}, testInfo) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await markIdentityVerified(player.username);
  await depositApproved(page, player, '500000');
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await page.getByLabel('Amount').fill('200000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await requestedPastItsLimit(await pendingTransactionOf(player.username, 'WITHDRAW'));

  const staff = await createStaff(`breach_${suffix()}`, ['payments']);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);
  await openSection(office, 'Payments queue');
  await expect(office.getByText('Loading…')).toHaveCount(0);

  // Flagged twice: in the list of breaches, and overdue in the queue (overdue first).
  const breaches = office.getByRole('region', { name: 'Past their time limit' });
  const breach = breaches.getByRole('row', { name: new RegExp(player.username) });
  await expect(breach).toContainText('Withdrawal decision');
  await expect(breach).toContainText(/3\d min/);
  const row = office.getByRole('row', { name: new RegExp(`\\) ${player.username} `) });
  await expect(row).toContainText('Overdue');
  await expect(row).toContainText('200,000.00 IDR');
  await breaches.scrollIntoViewIfNeeded();
  await office.screenshot({ path: testInfo.outputPath('payment-breach-1280.png') });
  await office.setViewportSize({ width: 768, height: 1024 });
  // At 768 px the queue fits: "Overdue" stands clear of the sticky decision column, unscrolled.
  const overdue = (await row.getByText('Overdue').boundingBox())!;
  const decline = (await row
    .getByRole('button', { name: `Decline the request of ${player.username}` })
    .boundingBox())!;
  expect(overdue.x + overdue.width).toBeLessThanOrEqual(decline.x);
  // No column under it at all: the queue's frame does not scroll sideways.
  const sideways = await row.evaluate((tableRow) => {
    const frame = tableRow.closest('table')!.parentElement!;
    return frame.scrollWidth - frame.clientWidth;
  });
  expect(sideways).toBeLessThanOrEqual(0);
  await expect(row.getByText('Overdue')).toBeInViewport();
  await breaches.scrollIntoViewIfNeeded();
  await office.screenshot({ path: testInfo.outputPath('payment-breach-768.png') });
  await office.setViewportSize({ width: 1280, height: 800 });

  // The list sorts by a column, says so, and downloads the rows shown as CSV.
  const overdueBy = breaches.getByRole('columnheader', { name: 'Overdue by' });
  await overdueBy.getByRole('button').click();
  await expect(overdueBy).toHaveAttribute('aria-sort', 'ascending');
  await overdueBy.getByRole('button').click();
  await expect(overdueBy).toHaveAttribute('aria-sort', 'descending');
  await office.screenshot({ path: testInfo.outputPath('payment-breaches-sorted-1280.png') });
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    breaches.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('payments-past-time-limit.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\n');
  expect(lines[0]).toBe('Step,Player,Brand,Waiting since,Due,Overdue by');
  expect(lines.slice(1).find((line) => line.includes(`,${player.username},`))).toMatch(
    new RegExp(`^Withdrawal decision,${player.username},\\w+,\\d{4}-\\d\\d-\\d\\dT.+Z,.+Z,3\\d$`),
  );
  // Every row of the list: those of the page shown (and of any other page).
  expect(lines.length).toBeGreaterThanOrEqual(await breaches.getByRole('row').count());

  await row.getByRole('button', { name: `Decline the request of ${player.username}` }).click();
  const form = office.getByRole('form', { name: 'Decline with a reason' });
  // No reason, no decline: the list is closed and a choice is required.
  await form.getByRole('button', { name: 'Confirm decline' }).click();
  await expect(form).toContainText('Required');
  await form
    .getByLabel('Reason (the player reads it, with what to do)')
    .selectOption({ label: 'Account name does not match' });
  await form
    .getByLabel('Note for staff (optional, never shown to the player)')
    .fill('Paid-in name differs from the bank account');
  await form.getByRole('button', { name: 'Confirm decline' }).click();
  await expect(office.getByRole('status')).toHaveText(
    `Declined the request of ${player.username}.`,
  );
  await expect(row).toHaveCount(0);
  // Decided, it is no longer waiting: it leaves the list of breaches at once, without a reload.
  await expect(breaches).toBeVisible();
  await expect(breach).toHaveCount(0);
  await staffContext.close();

  // The player reads the listed reason and what to do, never the staff's note.
  await page.goto('/account/wallet/history/?transactionType=DEPOWD');
  const withdrawal = page.getByRole('row').filter({ hasText: 'Withdrawal' });
  await expect(withdrawal).toContainText('Declined');
  await expect(withdrawal).toContainText(
    'The account name does not match the name on your account.',
  );
  await expect(withdrawal).toContainText('What to do: Use a bank account in your own name');
  await expect(page.getByText('Paid-in name differs')).toHaveCount(0);
  await captureAtReviewWidths(page, 'payment-breach-declined');
});
