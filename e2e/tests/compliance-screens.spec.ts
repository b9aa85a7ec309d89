import { expect, test, type Page } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import { sql } from '../support/database';
import { createStaff } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { API_URL, OPERATOR_KEY } from '../support/stack';
import { depositApproved } from '../support/wallet';

// The compliance screens as people read them, at the widths they are used at: the significant
// events with their thresholds, the play suspensions, and a player's yearly statement (adjusted
// by staff and swapped to another currency) on the player's page and on the site.

const suffix = () => Date.now().toString(36).slice(-6);

/** Posts a manual adjustment of the player's IDR through the admin API, as payments staff do. */
async function adjustBalance(username: string, amount: string) {
  const [player] = await sql('SELECT id FROM players WHERE username = $1', [username]);
  const response = await fetch(`${API_URL}/admin/v1/players/${String(player?.id)}/adjustments`, {
    method: 'POST',
    headers: {
      'X-Operator-Key': OPERATOR_KEY,
      'Content-Type': 'application/json',
      'Idempotency-Key': `e2e-adjust-${username}-${amount}`,
    },
    body: JSON.stringify({ amount, currency: 'IDR', reason: 'Goodwill after an outage' }),
  });
  expect(response.status).toBe(200);
}

/** Full-page screenshots at each width, back at the first after. */
async function captureWidths(page: Page, name: string, widths: number[], height: number) {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: widths[0]!, height });
}

test('the yearly statement, the significant events, the thresholds and the play suspensions read well at their widths', async ({
  page,
  browser,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  await adjustBalance(player.username, '25000');
  await page.goto('/account/wallet/swap/');
  await page.getByLabel('From').selectOption('IDR');
  await page.getByLabel('To').selectOption('USDT');
  await page.getByLabel('Amount').fill('160000');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible();

  // The site: a column per currency, from the opening balance to the closing one.
  await page.goto('/account/activity-statement/');
  const statement = page.getByRole('region', { name: 'Yearly statement' });
  await expect(statement.getByRole('row', { name: /^Manual adjustments/ })).toContainText(
    '25,000.00',
  );
  await expect(statement.getByRole('row', { name: /^Swapped out/ })).toContainText('160,000.00');
  await expect(statement.getByRole('row', { name: /^Closing balance/ })).toContainText(
    '365,000.00',
  );
  // On a phone every currency's column stays on screen: the lines' names wrap instead.
  await page.setViewportSize({ width: 375, height: 900 });
  await statement.scrollIntoViewIfNeeded();
  await expect(statement.getByRole('columnheader', { name: 'USDT' })).toBeInViewport({ ratio: 1 });
  await captureWidths(page, 'site-year-statement', [1440, 375], 900);

  const staff = await createStaff(`gli_${suffix()}`, ['owner', 'support', 'payments']);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);

  await openSection(office, 'Players');
  await office.getByLabel('Username, email or phone number').fill(player.username);
  await office.getByRole('button', { name: 'Find players' }).click();
  await office.getByRole('link', { name: player.username }).click();
  const staffStatement = office.getByRole('region', { name: 'Statement of a year' });
  await expect(staffStatement.getByRole('row', { name: /^Closing balance/ })).toContainText(
    '365,000.00 IDR',
  );
  await staffStatement.scrollIntoViewIfNeeded();
  await captureWidths(office, 'backoffice-year-statement', [1280, 768], 800);

  await openSection(office, 'Significant events');
  await expect(office.getByText('Loading…')).toHaveCount(0);
  await expect(office.getByRole('row', { name: /Balance adjustment/ }).first()).toBeVisible();
  await expect(office.getByRole('region', { name: 'Thresholds' })).toBeVisible();
  await captureWidths(office, 'backoffice-significant-events', [1280, 768], 800);

  await openSection(office, 'Disable on demand');
  await expect(office.getByText('Loading…')).toHaveCount(0);
  await captureWidths(office, 'backoffice-play-suspensions', [1280, 768], 800);
  await staffContext.close();
});
