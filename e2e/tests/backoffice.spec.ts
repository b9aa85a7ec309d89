import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { BACKOFFICE_URL, firstLogInToBackOffice, openSection } from '../support/backoffice';
import { sql } from '../support/database';
import { approve, auditEntriesOf, createStaff, pendingTransactionOf } from '../support/operator';
import { newPlayer, registerThroughForm, type Player } from '../support/players';

/** A new player with a pending deposit, requested through the wallet page. */
async function playerWithPendingDeposit(page: Page, amount: string): Promise<Player> {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/wallet/deposit/');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
  return player;
}

const suffix = () => Date.now().toString(36).slice(-6);

const LAGOON = 'http://127.0.0.1:3000';

/** Full-page screenshots of the back office at 1280 and 768 px, back at 1280 after. */
async function captureOfficeWidths(office: Page, pathWithoutWidth: string) {
  for (const [width, height] of [
    [1280, 800],
    [768, 1024],
  ] as const) {
    await office.setViewportSize({ width, height });
    await office.screenshot({ path: `${pathWithoutWidth}-${width}.png`, fullPage: true });
  }
  await office.setViewportSize({ width: 1280, height: 800 });
}

/** A new staff member of `role`, signed in to the back office on lagoon's brand page. */
async function officeOnLagoonPage(
  browser: Browser,
  username: string,
  role: 'release' | 'marketing',
) {
  const staff = await createStaff(username, [role]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await firstLogInToBackOffice(office, staff);
  await openSection(office, 'Brands');
  await office.getByRole('link', { name: 'Blue Lagoon Casino' }).click();
  await expect(office.getByRole('heading', { name: 'Brand lagoon' })).toBeVisible();
  return { office, context };
}

test('a payments member signs in with a TOTP code and approves a deposit from the queue', async ({
  page,
  browser,
}, testInfo) => {
  const player = await playerWithPendingDeposit(page, '500000');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('0.00');
  const staff = await createStaff(`pay_${suffix()}`, ['payments']);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);
  await office.getByRole('link', { name: 'Payments queue' }).click();
  await expect(office.getByRole('heading', { name: 'Payments queue' })).toBeVisible();
  const row = office.getByRole('row', { name: new RegExp(`\\) ${player.username} `) });
  await expect(row).toContainText('500,000.00 IDR');
  await office.screenshot({ path: testInfo.outputPath('backoffice-queue-1280.png') });
  await office.setViewportSize({ width: 768, height: 1024 });
  await office.screenshot({ path: testInfo.outputPath('backoffice-queue-768.png') });

  await row.getByRole('button', { name: `Approve the request of ${player.username}` }).click();
  await office.getByRole('button', { name: 'Confirm approval' }).click();

  await expect(office.getByRole('status')).toHaveText(
    `Approved the request of ${player.username}.`,
  );
  await expect(row).toHaveCount(0);
  // The player's open page learns of the credit live.
  await expect(balance).toHaveText('500,000.00');
  await staffContext.close();
});

test('a support member reads the queue but cannot decide, and the API refuses them', async ({
  page,
  browser,
}, testInfo) => {
  const player = await playerWithPendingDeposit(page, '250000');
  const staff = await createStaff(`sup_${suffix()}`, ['support']);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);
  await office.getByRole('link', { name: 'Payments queue' }).click();
  const row = office.getByRole('row', { name: new RegExp(`^${player.username} `) });
  await expect(row).toBeVisible();
  await expect(office.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(office.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
  await expect(office.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await office.screenshot({ path: testInfo.outputPath('backoffice-support-1280.png') });

  // The same session cookie, straight to the API through the back office's origin.
  const transactionId = await pendingTransactionOf(player.username, 'DEPOSIT');
  const refusal = await office.request.post(
    `${BACKOFFICE_URL}/admin/v1/payments/${transactionId}/approve`,
    { data: {} },
  );
  expect(refusal.status()).toBe(403);
  expect((await refusal.json()).errorCode).toBe(30);
  await staffContext.close();
});

test('an owner creates a staff member on the staff page, who signs in with the secrets shown once', async ({
  browser,
}, testInfo) => {
  const owner = await createStaff(`own_${suffix()}`, ['owner']);
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await ownerContext.newPage();
  await firstLogInToBackOffice(office, owner);
  await office.getByRole('link', { name: 'Staff and keys' }).click();

  const username = `sup_${suffix()}`;
  const form = office.getByRole('form', { name: 'Create a staff member' });
  await form.getByLabel('Username').fill(username);
  await form.getByRole('checkbox', { name: 'support' }).check();
  await form.getByRole('button', { name: 'Create staff member' }).click();

  const secrets = office.getByRole('region', { name: `Sign-in details of ${username}` });
  await expect(secrets).toContainText('Shown once');
  const password = await secrets.locator('code').nth(0).innerText();
  const totpSecret = await secrets.locator('code').nth(1).innerText();
  await expect(office.getByRole('row', { name: new RegExp(`^${username} `) })).toContainText(
    'Awaiting first sign-in',
  );
  await office.screenshot({ path: testInfo.outputPath('backoffice-staff-1280.png') });
  await office.setViewportSize({ width: 768, height: 1024 });
  await office.screenshot({ path: testInfo.outputPath('backoffice-staff-768.png') });
  await secrets.getByRole('button', { name: 'I have saved them' }).click();
  await expect(office.getByText(password)).toHaveCount(0);

  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const member = await memberContext.newPage();
  await firstLogInToBackOffice(member, { username, password, totpSecret });
  await expect(member.getByRole('link', { name: 'Staff and keys' })).toHaveCount(0);
  await memberContext.close();
  await ownerContext.close();
});

test('a support member finds a player, adds a note and blocks them, which logs their open page out', async ({
  page,
  browser,
}, testInfo) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/wallet/deposit/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  const staff = await createStaff(`sup_${suffix()}`, ['support']);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);
  await office.getByRole('link', { name: 'Players' }).click();
  await office.getByLabel('Username, email or phone number').fill(player.username.toUpperCase());
  await office.getByRole('button', { name: 'Find players' }).click();
  await office.getByRole('link', { name: player.username }).click();
  await expect(office.getByRole('heading', { name: new RegExp(player.username) })).toBeVisible();

  await office.getByRole('tab', { name: 'Notes' }).click();
  await office.getByLabel('Note', { exact: true }).fill('Asked to close the account by phone');
  await office.getByRole('button', { name: 'Add note' }).click();
  await expect(
    office.getByRole('row', { name: /Asked to close the account by phone/ }),
  ).toContainText(staff.username);

  await office.getByRole('button', { name: 'Block player' }).click();
  const form = office.getByRole('form', { name: `Block ${player.username}` });
  await expect(form).toContainText('ends every session at once');
  await captureOfficeWidths(office, testInfo.outputPath('backoffice-block-form'));
  await form.getByLabel('Reason (staff only)').fill('Account takeover suspected');
  await form.getByRole('button', { name: 'Block and log out everywhere' }).click();
  await expect(
    office.getByText(`Blocked ${player.username}: every session has ended.`),
  ).toBeVisible();
  await office.screenshot({
    path: testInfo.outputPath('backoffice-player-1280.png'),
    fullPage: true,
  });
  await office.setViewportSize({ width: 768, height: 1024 });
  await office.screenshot({
    path: testInfo.outputPath('backoffice-player-768.png'),
    fullPage: true,
  });

  // The player's open page learns of the ended session over its realtime connection.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeHidden();

  const owner = await createStaff(`own_${suffix()}`, ['owner']);
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const audit = await ownerContext.newPage();
  await firstLogInToBackOffice(audit, owner);
  await openSection(audit, 'Audit log');
  await audit.getByLabel('Action').selectOption('player.block');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(audit.getByRole('row', { name: new RegExp(staff.username) })).toContainText(
    'player.block',
  );
  await ownerContext.close();
});

/** The IDR deposits the dashboard counts today, 0 while no IDR moved. */
async function idrDepositCount(office: Page): Promise<number> {
  const tile = office.getByTestId('deposits-IDR');
  if ((await tile.count()) === 0) return 0;
  return Number(
    /([\d,]+) payments?$/.exec(await tile.innerText())?.[1]?.replaceAll(',', '') ?? '0',
  );
}

test('a payments member sees a deposit approved meanwhile on the dashboard, then downloads a report', async ({
  page,
  browser,
}, testInfo) => {
  const player = await playerWithPendingDeposit(page, '345000');
  const staff = await createStaff(`rep_${suffix()}`, ['payments']);
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const office = await staffContext.newPage();
  await firstLogInToBackOffice(office, staff);
  await expect(office.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(office.getByLabel('Brand')).toHaveValue('croupier');
  await expect(office.getByTestId('pending-decisions')).toBeVisible();
  const depositsBefore = await idrDepositCount(office);

  await approve(await pendingTransactionOf(player.username, 'DEPOSIT'));

  // No reload: the open dashboard asks again on its own.
  const depositsNow = depositsBefore + 1;
  await expect(office.getByTestId('deposits-IDR')).toContainText(
    `${depositsNow.toLocaleString('en-US')} payment${depositsNow === 1 ? '' : 's'}`,
    { timeout: 25_000 },
  );

  // The charts of the last 30 days: drawn, and today's figures the same as today's table.
  await office.reload();
  const todaysDeposits = (await office.getByTestId('deposits-IDR').innerText()).replace(
    /\s+[\d,]+ payments?$/,
    '',
  );
  const paymentsChart = office.getByRole('figure', {
    name: 'Deposits and withdrawals per day (IDR)',
  });
  for (const width of [1280, 768]) {
    await office.setViewportSize({ width, height: 1024 });
    for (const chart of await office.getByRole('figure').all()) {
      await expect(chart.locator('canvas')).toBeVisible();
      const box = (await chart.locator('canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      expect(box.width).toBeLessThanOrEqual(width);
    }
    await office.screenshot({
      path: testInfo.outputPath(`backoffice-dashboard-${width}.png`),
      fullPage: true,
    });
  }
  await paymentsChart.getByText('Figures as a table').click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(
    paymentsChart
      .getByRole('row', { name: new RegExp(`^${today} `) })
      .getByRole('cell')
      .first(),
  ).toHaveText(todaysDeposits);

  await openSection(office, 'Reports');
  const query = office.getByRole('form', { name: 'Choose a report' });
  await query.getByLabel('Report').selectOption('payments');
  await query.getByLabel('Brand').selectOption('croupier');
  await query.getByRole('button', { name: 'Show report' }).click();
  const line = office.getByRole('row', { name: new RegExp(`^${today} croupier IDR `) });
  await expect(line).toContainText(String(depositsBefore + 1));
  await office.screenshot({ path: testInfo.outputPath('backoffice-report-768.png') });

  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^payments-croupier-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile((await download.path())!, 'utf8')).split('\n');
  expect(csv[0]).toBe('day,brandId,currency,depositCount,deposits,withdrawalCount,withdrawals');
  expect(csv).toContainEqual(
    expect.stringMatching(new RegExp(`^${today},croupier,IDR,${depositsBefore + 1},`)),
  );
  await staffContext.close();
});

test('a release member switches the referral remote on for lagoon, whose site then offers referral', async ({
  page,
  browser,
}, testInfo) => {
  const username = `rel_${suffix()}`;
  const { office, context } = await officeOnLagoonPage(browser, username, 'release');
  await expect(office.getByRole('form', { name: 'Brand settings' })).toHaveCount(0);
  const switchReferral = async (state: 'on' | 'off', reason: string) => {
    const current = state === 'on' ? 'off' : 'on';
    await office.getByRole('switch', { name: `referral ${current}` }).click();
    const form = office.getByRole('form', { name: `Switch referral ${state}` });
    await form.getByLabel(/^Reason/).fill(reason);
    await form.getByRole('button', { name: `Switch ${state}` }).click();
    await expect(office.getByRole('status')).toContainText(`referral is ${state} for lagoon.`);
  };

  // lagoon is seeded without a referral programme: the switch is refused, saying why.
  await office.getByRole('switch', { name: 'referral off' }).click();
  const refused = office.getByRole('form', { name: 'Switch referral on' });
  await expect(refused).toContainText('Switching referral on for lagoon');
  await refused.getByLabel(/^Reason/).fill('Launch');
  await refused.getByRole('button', { name: 'Switch on' }).click();
  await expect(office.getByText(/lagoon has no referral programme/)).toBeVisible();
  await captureOfficeWidths(office, testInfo.outputPath('backoffice-remote-refused'));
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(office.getByRole('switch', { name: 'referral off' })).not.toBeChecked();

  await sql(
    `UPDATE referral_programmes SET enabled = true, commission_percent = 1.5
     WHERE brand_id = 'lagoon'`,
  );
  try {
    await switchReferral('on', 'Referral programme launch');
    await expect(office.getByRole('switch', { name: 'referral on' })).toBeChecked();
    // The journey reads English labels; lagoon defaults to Indonesian.
    await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
    await registerThroughForm(page, newPlayer(), LAGOON);
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('link', { name: 'Referral' })).toBeVisible();
  } finally {
    await office.getByRole('switch', { name: 'referral on' }).click();
    await expect(office.getByRole('form', { name: 'Switch referral off' })).toContainText(
      'its pages and widgets are gone',
    );
    await captureOfficeWidths(office, testInfo.outputPath('backoffice-remote-off-form'));
    await office.getByRole('button', { name: 'Cancel' }).click();
    await switchReferral('off', 'End of the e2e journey');
    await expect(office.getByRole('switch', { name: 'referral off' })).not.toBeChecked();
    await sql(
      `UPDATE referral_programmes SET enabled = false, commission_percent = 0
       WHERE brand_id = 'lagoon'`,
    );
  }
  // Newest first; the refused switch changed nothing and is not among them.
  const switches = (await auditEntriesOf(username)).filter(
    ({ action }) => action === 'brand.switch-remote',
  );
  expect(
    switches.map(({ brandId, target, after }) => [
      brandId,
      target,
      (after as { reason: string }).reason,
    ]),
  ).toEqual([
    ['lagoon', 'remote:referral', 'End of the e2e journey'],
    ['lagoon', 'remote:referral', 'Referral programme launch'],
  ]);
  await context.close();
});

test('a marketing member gives lagoon another theme, previewed at once and on its site after a reload', async ({
  page,
  browser,
}, testInfo) => {
  // The site and the preview draw the gradient from the same palettes: bluelagoon's middle stop is
  // #2bc0e4, carbon's #3c3c3c.
  const gradientOf = (site: Page) =>
    site.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gradient'));
  await page.goto(`${LAGOON}/`);
  await expect.poll(() => gradientOf(page)).toContain('#2bc0e4');

  const username = `mkt_${suffix()}`;
  const { office, context } = await officeOnLagoonPage(browser, username, 'marketing');
  await expect(office.getByRole('heading', { name: 'Remote registry' })).toHaveCount(0);
  const form = office.getByRole('form', { name: 'Brand settings' });
  const previewGradient = () =>
    office
      .getByTestId('theme-preview')
      .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--gradient'));
  await expect.poll(previewGradient).toContain('#2bc0e4');
  await form.getByLabel('Gradient theme').selectOption('carbon');
  await expect.poll(previewGradient).toContain('#3c3c3c');
  await office.screenshot({
    path: testInfo.outputPath('backoffice-brand-1280.png'),
    fullPage: true,
  });
  await office.setViewportSize({ width: 768, height: 1024 });
  await office.screenshot({
    path: testInfo.outputPath('backoffice-brand-768.png'),
    fullPage: true,
  });
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    768,
  );
  try {
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(office.getByRole('status')).toContainText('Settings saved.');

    await page.reload();
    await expect.poll(() => gradientOf(page)).toContain('#3c3c3c');
  } finally {
    await form.getByLabel('Gradient theme').selectOption('bluelagoon');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(office.getByRole('status')).toContainText('Settings saved.');
  }
  await page.reload();
  await expect.poll(() => gradientOf(page)).toContain('#2bc0e4');
  const entries = await auditEntriesOf(username);
  expect(
    entries
      .filter(({ action }) => action === 'brand.change-settings')
      .map(({ brandId, after }) => [
        brandId,
        (after as { themeConfig: { gradientColor: string } }).themeConfig.gradientColor,
      ]),
  ).toEqual([
    ['lagoon', 'bluelagoon'],
    ['lagoon', 'carbon'],
  ]);
  await context.close();
});

test("an owner sets dice's house edge to 2 %, and the site's dice page pays 1.96× at 50 under", async ({
  page,
  browser,
}, testInfo) => {
  await registerThroughForm(page, newPlayer());
  await page.goto('/play/originals/dice/');
  const payout = page
    .getByText('Payout', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  // The seeded edge: (100 − 1) / 50.
  await expect(payout).toHaveText('1.98×');

  const username = `owner_${suffix()}`;
  const staff = await createStaff(username, ['owner']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await firstLogInToBackOffice(office, staff);
  await openSection(office, 'Brands');
  await office.getByRole('link', { name: 'Croupier Gold' }).click();
  const dice = office.getByRole('form', { name: 'Dice settings' });
  const edge = dice.getByLabel('House edge in % (1 to 5, e.g. 2 or 2.5)');
  await expect(edge).toHaveValue('1');
  const save = dice.getByRole('button', { name: 'Save Dice' });

  await edge.fill('6');
  await save.click();
  await expect(dice.getByRole('alert')).toHaveText(
    'A percentage from 1 to 5 with up to 2 decimals, such as 2 or 2.5',
  );
  await edge.fill('2');
  await dice.getByLabel('Currency to add (code, e.g. IDR)').fill('IDR');
  await dice.getByRole('button', { name: 'Add bounds for this currency' }).click();
  const idr = dice.getByRole('group', { name: 'Bounds in IDR' });
  await idr.getByLabel('Minimum stake (IDR)').fill('1000');
  await idr.getByLabel('Maximum stake (IDR)').fill('5000000');
  await idr.getByLabel('Most one round pays (IDR)').fill('100000000');
  try {
    await save.click();
    await expect(dice.getByRole('status')).toHaveText(
      'Dice saved. Bets from now on use these settings.',
    );
    await dice.scrollIntoViewIfNeeded();
    await office.screenshot({ path: testInfo.outputPath('backoffice-originals-1280.png') });
    await office.setViewportSize({ width: 768, height: 1024 });
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await dice.scrollIntoViewIfNeeded();
    await office.screenshot({ path: testInfo.outputPath('backoffice-originals-768.png') });

    // The site reads the edge from the game's rules when the page opens.
    await page.reload();
    await expect(payout).toHaveText('1.96×');
  } finally {
    await edge.fill('1');
    await dice.getByRole('button', { name: 'Remove IDR' }).click();
    await save.click();
    await expect(dice.getByRole('status')).toHaveText(
      'Dice saved. Bets from now on use these settings.',
    );
  }
  // Both changes audited, newest first, with the settings after each.
  const changes = async () =>
    (await auditEntriesOf(username))
      .filter(({ action }) => action === 'originals.change-settings')
      .map(({ brandId, after }) => {
        const settings = after as { edge: string; limits: { currency: string }[] };
        return [brandId, settings.edge, settings.limits.map(({ currency }) => currency)];
      });
  await expect.poll(changes).toEqual([
    ['croupier', '0.01', []],
    ['croupier', '0.02', ['IDR']],
  ]);
  await context.close();
});
