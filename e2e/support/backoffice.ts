import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import type { NewStaff } from './operator';

export const BACKOFFICE_URL = 'http://localhost:3005';
const CHOSEN_PASSWORD = 'Chosen2026pass';

/**
 * Signs in with the one-time password and the authenticator's current code, then chooses a
 * password, as a new staff member does on their first visit.
 */
export async function firstLogInToBackOffice(page: Page, staff: NewStaff) {
  await page.goto(`${BACKOFFICE_URL}/`);
  const login = page.getByRole('form', { name: 'Staff sign-in' });
  await login.getByLabel('Username').fill(staff.username);
  await login.getByLabel('Password').fill(staff.password);
  await login.getByLabel('Authenticator code').fill(generateSync({ secret: staff.totpSecret }));
  await login.getByRole('button', { name: 'Sign in' }).click();

  const change = page.getByRole('form', { name: 'Choose your password' });
  await change.getByLabel('One-time password').fill(staff.password);
  await change.getByLabel('New password', { exact: true }).fill(CHOSEN_PASSWORD);
  await change.getByLabel('Confirm new password').fill(CHOSEN_PASSWORD);
  await change.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByTestId('staff-name')).toContainText(staff.username);
}

/** Opens a section from the navigation, through the menu button where the sections are folded. */
export async function openSection(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const menu = page.getByRole('button', { name: /^Menu/ });
  // The sections are drawn once the API has said which roles open them: wait for the menu or the
  // navigation, whichever this width shows, before choosing.
  await expect(async () => {
    expect((await menu.isVisible()) || (await nav.isVisible())).toBe(true);
  }).toPass();
  if (await menu.isVisible()) {
    await menu.click();
    await expect(nav).toBeVisible();
  }
  await nav.getByRole('link', { name, exact: true }).click();
}
