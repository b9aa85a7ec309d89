import { expect, test } from '../support/test';
import {
  authStorage,
  changePasswordElsewhere,
  newPlayer,
  registerThroughForm,
} from '../support/players';
import { captureAtReviewWidths } from '../support/screens';

test('a login ended on another device logs the player out at once, on the same page', async ({
  page,
  browser,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/wallet/withdraw/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');

  await changePasswordElsewhere(browser, player);

  // The realtime server closes the connection of the ended session: nothing needs to be clicked.
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // The lazily loaded form shows its own loading status beside the message for a moment.
  await expect(dialog.getByRole('status').filter({ hasText: 'session' })).toHaveText(
    'Your session has ended. Log in again to continue.',
  );
  await expect(page).toHaveURL('/account/wallet/withdraw/');
  await expect(page.getByTestId('header-balance')).toBeHidden();
  expect((await authStorage(page)).state.loginToken).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('balances'))).toBeNull();
  await expect(page.getByText('Authentication problem. Please log in again.')).toBeHidden();
  await captureAtReviewWidths(page, 'session-ended');
});

test('an API call refused for an ended login logs the player out and offers the login', async ({
  page,
  browser,
}) => {
  // Without the realtime connection, the first refused call is what tells the site.
  await page.routeWebSocket('**/graphql', () => undefined);
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/wallet/deposit/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');

  await changePasswordElsewhere(browser, player);
  await page.getByRole('link', { name: 'History' }).click();

  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/wallet\/history\//);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect((await authStorage(page)).state.loginToken).toBeNull();
});

test('a login ended while the site was closed shows the login form within 2 s of a full load', async ({
  page,
  browser,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await page.goto('/account/wallet/deposit/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  await page.goto('about:blank');

  await changePasswordElsewhere(browser, player);
  const started = Date.now();
  await page.goto('/account/wallet/deposit/');

  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - started).toBeLessThanOrEqual(2_000);
  expect((await authStorage(page)).state.loginToken).toBeNull();
  await expect(page.getByTestId('header-balance')).toBeHidden();
});
