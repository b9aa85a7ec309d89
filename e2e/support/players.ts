import { expect, type Browser, type Page } from '@playwright/test';

let counter = 0;

export function newPlayer() {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`.slice(-10);
  return {
    username: `p_${suffix}`,
    password: 'Winner2026',
    email: `p_${suffix}@example.com`,
    // One account per email and phone per brand: each player has their own.
    phoneNumber: `+62812${String((Date.now() * 100 + counter) % 1e8).padStart(8, '0')}`,
    bankAccountName: 'E2E Player',
    bankAccountNumber: '1234567890',
    dateOfBirth: '1990-05-17',
  };
}

export type Player = ReturnType<typeof newPlayer>;

/**
 * Registers through the real form, as a visitor would, in the brand's default currency unless
 * `currency` says otherwise (the bank is then one of that currency).
 */
export async function registerThroughForm(
  page: Page,
  player: Player & { currency?: string },
  origin = '',
) {
  await page.goto(`${origin}/register/`);
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Username').fill(player.username);
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByLabel('Confirm password').fill(player.password);
  await form.getByLabel('Email').fill(player.email);
  await form.getByLabel('Phone number').fill(player.phoneNumber);
  if (player.currency) await form.getByLabel('Currency').selectOption(player.currency);
  await form.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Account holder name').fill(player.bankAccountName);
  await form.getByLabel('Account number').fill(player.bankAccountNumber);
  await form.getByLabel('Date of birth').fill(player.dateOfBirth);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByTestId('profile-menu')).toContainText(player.username);
}

export async function authStorage(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
}

/** Logs in through the header's dialog, as a returning player would. */
export async function logInThroughDialog(page: Page, player: Player) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('profile-menu')).toContainText(player.username);
}

/**
 * The player logs in on another device and changes the password there, which ends every other
 * login session of the player. Returns the new password.
 */
export async function changePasswordElsewhere(browser: Browser, player: Player) {
  const device = await browser.newContext({ baseURL: 'http://localhost:3000' });
  const page = await device.newPage();
  await page.goto('/');
  await logInThroughDialog(page, player);
  const newPassword = `${player.password}x`;
  const answer = await page.evaluate(
    async (passwords) => {
      const { state } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
      const response = await fetch('/v1/change-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: state.loginToken },
        body: JSON.stringify(passwords),
      });
      return response.json();
    },
    { currentPassword: player.password, newPassword },
  );
  expect(answer).toMatchObject({ errorCode: 0, data: { endedSessions: 1 } });
  await device.close();
  return newPassword;
}
