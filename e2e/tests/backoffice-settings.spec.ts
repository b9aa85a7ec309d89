import { expect, test } from '../support/test';
import { BACKOFFICE_URL, firstLogInToBackOffice, openSection } from '../support/backoffice';
import {
  brandProtection,
  changeBrandProtection,
  createStaff,
  referralProgramme,
  setReferralProgramme,
} from '../support/operator';

// The brand settings screen and the audit log's filters, as an owner uses them on a laptop and
// on a tablet, where the sections fold behind the menu button.

test('an owner sets the referral commission and the deposit-limit prompt on the brand settings screen', async ({
  page,
}, testInfo) => {
  const programme = await referralProgramme('croupier');
  const protection = await brandProtection('croupier');
  try {
    await page.setViewportSize({ width: 768, height: 1024 });
    await firstLogInToBackOffice(
      page,
      await createStaff(`set_${Date.now().toString(36)}`, ['owner']),
    );
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav).toBeHidden();
    const header = await page.locator('header').boundingBox();
    expect(header!.height, 'the header keeps to one row at 768 px').toBeLessThan(70);
    await openSection(page, 'Brand settings');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Brand settings' })).toBeVisible();
    await page.getByLabel('Brand', { exact: true }).selectOption('croupier');

    const referral = page.getByRole('form', { name: 'Referral programme' });
    const commission = referral.getByLabel('Commission (% of each deposit)');
    await commission.fill('101');
    await referral.getByRole('button', { name: 'Save referral programme' }).click();
    await expect(
      referral.getByText('A percentage from 0 to 100 with up to 4 decimals, such as 1.5'),
    ).toBeVisible();
    await commission.fill('2.5');
    await referral.getByRole('button', { name: 'Save referral programme' }).click();
    await expect(referral.getByRole('status')).toContainText('Saved.');
    expect(await referralProgramme('croupier')).toEqual({ ...programme, commissionPercent: '2.5' });

    const protectionForm = page.getByRole('form', { name: 'Player protection' });
    await protectionForm.getByLabel('Ask new players to set a deposit limit').uncheck();
    await protectionForm.getByRole('button', { name: 'Save protection settings' }).click();
    await expect(protectionForm.getByRole('status')).toContainText('Saved.');
    await page.screenshot({
      path: testInfo.outputPath('backoffice-settings-768.png'),
      fullPage: true,
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(nav).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: 'Player protection' })
        .getByLabel('Ask new players to set a deposit limit'),
    ).not.toBeChecked();
    await expect(
      page
        .getByRole('form', { name: 'Referral programme' })
        .getByLabel('Commission (% of each deposit)'),
    ).toHaveValue('2.5');
    await page.screenshot({
      path: testInfo.outputPath('backoffice-settings-1280.png'),
      fullPage: true,
    });
  } finally {
    await setReferralProgramme('croupier', programme);
    await changeBrandProtection('croupier', {
      promptDepositLimit: protection.promptDepositLimit,
    });
  }
});

test('an owner finds a change in the audit log by its pick-lists, sees its before and after, and the failed logins folded', async ({
  page,
}, testInfo) => {
  const owner = await createStaff(`aud_${Date.now().toString(36)}`, ['owner']);
  const programme = await referralProgramme('lagoon');
  const stranger = `nobody_${Date.now().toString(36)}`;
  await fetch(`${BACKOFFICE_URL}/admin/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: stranger, password: 'wrongPassw0rd', totp: '123456' }),
  });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await firstLogInToBackOffice(page, owner);
    await openSection(page, 'Brand settings');
    await page.getByLabel('Brand', { exact: true }).selectOption('lagoon');
    const referral = page.getByRole('form', { name: 'Referral programme' });
    await referral.getByLabel('Commission (% of each deposit)').fill('3.25');
    await referral.getByRole('button', { name: 'Save referral programme' }).click();
    await expect(referral.getByRole('status')).toContainText('Saved.');

    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 1024 });
      // A fresh page for each width: nothing opened at the other one stays open.
      await page.goto(`${BACKOFFICE_URL}/`);
      await openSection(page, 'Audit log');
      const filters = page.getByRole('form', { name: 'Filter the audit log' });
      await filters.getByLabel('Actor').selectOption(owner.username);
      await filters.getByLabel('Action').selectOption('referral.set-programme');
      await filters.getByLabel('Brand', { exact: true }).selectOption('lagoon');
      await filters.getByLabel('Target starts with').fill('referral-programme:');
      const today = new Date().toISOString().slice(0, 10);
      await filters.getByLabel('From (UTC day)').fill(today);
      await filters.getByLabel('To (UTC day)').fill(today);
      await filters.getByRole('button', { name: 'Apply filters' }).click();

      const rows = page.getByRole('row', { name: /referral\.set-programme/ });
      await expect(rows).toHaveCount(1);
      const show = rows.getByRole('button', { name: /^Show what referral\.set-programme/ });
      await expect(show).toBeInViewport();
      await show.click();
      const changed = page.getByRole('row', { name: /^commissionPercent · changed/ });
      await expect(changed).toContainText('"3.25"');

      const failed = page.getByText('Failed logins, per username');
      await expect(page.getByRole('row', { name: new RegExp(`^${stranger}`) })).toHaveCount(0);
      await failed.click();
      await expect(page.getByRole('row', { name: new RegExp(`^${stranger} 1`) })).toBeVisible();

      const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
      const csv = await page.request.get(`${BACKOFFICE_URL}${csvHref}`);
      const [header, ...lines] = (await csv.text()).trim().split('\n');
      expect(header).toBe('at,actor,actorKind,action,brandId,target,before,after,ip');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(',referral.set-programme,lagoon,referral-programme:lagoon,');

      await page.screenshot({
        path: testInfo.outputPath(`backoffice-audit-${width}.png`),
        fullPage: true,
      });
    }
  } finally {
    await setReferralProgramme('lagoon', programme);
  }
});
