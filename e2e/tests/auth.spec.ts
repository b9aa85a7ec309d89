import { expect, test } from '../support/test';
import { authStorage, newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';

test('a new player registers, stays logged in across a reload, and logs out', async ({ page }) => {
  const player = newPlayer();
  await registerThroughForm(page, player);

  const stored = await authStorage(page);
  expect(stored.state.loginToken).toMatch(new RegExp(`^${player.username}:.+`));
  expect(stored.state.sessionToken).toMatch(/^sessiontoken/);
  expect(stored.state.fingerprint.split('|')).toHaveLength(8);
  expect(stored.state).not.toHaveProperty('isSessionValid');

  await page.reload();
  await expect(page.getByTestId('profile-menu')).toContainText(player.username);

  await page.getByTestId('profile-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await authStorage(page)).state.loginToken).toBeNull();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a registered player logs in with the form and sees the server error for a wrong password', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill('WrongPass99');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('profile-menu')).toContainText(player.username);
  const toast = page.getByText(`Welcome back, ${player.username}!`);
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toBeHidden();
});

test('the register form validates before it sends', async ({ page }) => {
  await page.goto('/register/');
  const form = page.getByRole('form', { name: 'Create your account' });
  const requests: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/v1/register3') && requests.push(request.url()),
  );
  await form.getByLabel('Username').fill('ab');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Use 4 to 20 letters, digits or underscores.')).toBeVisible();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  expect(requests).toEqual([]);
});

test('the register form refuses an under-age player, and so does the server', async ({ page }) => {
  const player = newPlayer();
  await page.goto('/register/');
  const form = page.getByRole('form', { name: 'Create your account' });
  const requests: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/v1/register3') && requests.push(request.url()),
  );
  const underAge = `${new Date().getUTCFullYear() - 17}-01-01`;
  await form.getByLabel('Date of birth').fill(underAge);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('You must be at least 18 years old.')).toBeVisible();
  expect(requests).toEqual([]);

  const { state } = await authStorage(page);
  const answer = await page.evaluate(
    async ({ sessionToken, body }) => {
      const response = await fetch('/v1/register3', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: sessionToken },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    {
      sessionToken: state.sessionToken,
      body: { ...player, brandId: 'croupier', dateOfBirth: underAge, bankName: 'BCA' },
    },
  );
  expect(answer).toMatchObject({
    status: 400,
    body: { errorCode: 2, message: expect.stringContaining('at least 18 years old') },
  });
});

test('?register sends a visitor to /register/ and remembers the referral code', async ({
  page,
}) => {
  await page.goto('/?register&referralCode=ABC');
  await expect(page).toHaveURL('/register/');
  expect(await page.evaluate(() => localStorage.getItem('referralCode'))).toBe('ABC');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('ABC');
});

test('?register opened with a dead stored login goes to /register/ with the referral code', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // A returning player whose stored login ended meanwhile.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
    stored.state.loginToken = 'p_gone:00000000000000000000000000000000';
    localStorage.setItem('auth-storage', JSON.stringify(stored));
  });

  await page.goto('/?register&referralCode=FRIEND42');

  await expect(page).toHaveURL('/register/');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('FRIEND42');
  expect(await page.evaluate(() => localStorage.getItem('referralCode'))).toBe('FRIEND42');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});

test('?register is just cleared for a logged-in player', async ({ page }) => {
  await registerThroughForm(page, newPlayer());
  await page.goto('/games/?register&referralCode=XYZ');
  await expect(page).toHaveURL('/games/');
  expect(await page.evaluate(() => localStorage.getItem('referralCode'))).toBeNull();
});

test('previous and current path are kept in session storage', async ({ page }) => {
  await page.goto('/');
  // The menu's link; the home page's Slots row has its own "See all: Slots".
  await page.getByRole('banner').getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL('/games/slots/');
  const paths = await page.evaluate(() => [
    sessionStorage.getItem('previousPath'),
    sessionStorage.getItem('currentPath'),
  ]);
  expect(paths).toEqual(['/', '/games/slots/']);
});

test('the profile shows the payout account read-only, the one withdrawals pay', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/profile/information/');
  await expect(page.getByText(player.bankAccountNumber)).toBeVisible();
  const form = page.locator('form').filter({ hasText: 'Edit contact details' });
  await expect(form.getByLabel('Account number')).toHaveCount(0);
  await expect(
    form.getByText('Your payout account is shown above. To change it, contact support.'),
  ).toBeVisible();
  await form.getByLabel('Email').fill(`changed_${player.email}`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await captureAtReviewWidths(page, 'profile-payout-account');

  await page.goto('/account/wallet/withdraw/');
  await expect(page.getByTestId('payment-account-number')).toHaveText(
    `•••• ${player.bankAccountNumber.slice(-4)}`,
  );
});
