import { expect, test } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;

test('a referee’s approved deposit earns the referrer a commission it sees live, in its list and bonuses', async ({
  page,
  browser,
}) => {
  const referrer = newPlayer();
  await registerThroughForm(page, referrer);
  await page.goto('/account/referral/');
  const link = await page.getByTestId('referral-link').inputValue();
  expect(link).toMatch(/\/\?register&referralCode=[A-Z0-9]{8}$/);
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();

  // Another person's device: a referral between two accounts on one device pays nothing.
  const refereeContext = await browser.newContext({
    baseURL: 'http://localhost:3000',
    screen: { width: 1366, height: 768 },
  });
  const referee = await refereeContext.newPage();
  const friend = newPlayer();
  await referee.goto(link);
  await expect(referee).toHaveURL('/register/');
  await registerThroughForm(referee, friend);
  await depositApproved(referee, friend, '1000000');

  // 1.5% of 1,000,000.00 IDR, credited from the house bonus account.
  await expect(page.getByTestId('header-balance')).toHaveText('15,000.00');
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: masked(friend.username) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('15,000.00');

  await page.goto('/account/reward/bonus/');
  await expect(page.getByRole('row').filter({ hasText: 'Referral commission' })).toContainText(
    '15,000.00',
  );
  await refereeContext.close();
});
