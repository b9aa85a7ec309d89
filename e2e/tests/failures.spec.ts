import { captureAtReviewWidths } from '../support/screens';
import { expect, test } from '../support/test';

test('the register page ends in an error with a retry when no session token can be had', async ({
  page,
}) => {
  await page.route('**/v1/tsGenerateSessionToken', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.goto('/register/');

  // The spec's refusal of a registration without a session token.
  await expect(page.getByRole('alert')).toHaveText('No session token or fingerprint found');
  await expect(page.getByText('Loading…')).toBeHidden();
  await captureAtReviewWidths(page, 'register-no-session');

  await page.unroute('**/v1/tsGenerateSessionToken');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();
});

test('a failed call is worded for players in their language, never as the transport says', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'id-ID'));
  await page.route('**/v1/currency-lists', (route) => route.abort('internetdisconnected'));
  await page.goto('/register/');

  await expect(page.getByRole('alert')).toHaveText(
    'Tidak dapat terhubung ke server. Periksa koneksi Anda dan coba lagi.',
  );
  await expect(page.getByText('Network Error')).toBeHidden();
  await captureAtReviewWidths(page, 'register-network-error-id');

  await page.unroute('**/v1/currency-lists');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('form', { name: 'Buat akun Anda' })).toBeVisible();
});
