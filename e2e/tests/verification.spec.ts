import { expect, test } from '../support/test';
import {
  approve,
  approveVerificationOf,
  brandProtection,
  pendingTransactionOf,
} from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';
import { depositApproved } from '../support/wallet';

const BRAND = 'croupier';
/** A 1×1 PNG: the API re-encodes images, so the file must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

test('the demo brand pays a first withdrawal only once the uploaded documents are approved', async ({
  page,
}) => {
  // Verification before the first withdrawal is on for both demo brands from the seed.
  expect((await brandProtection(BRAND)).verifyBeforeWithdrawal).toBe(true);
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');

  const requestWithdrawal = async () => {
    await page.goto('/account/wallet/withdraw/');
    await page.getByLabel('Amount').fill('200000');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
  };
  await requestWithdrawal();
  await expect(
    page.getByText(
      'Verify your identity first: upload your documents on the Verification page of your account.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('500,000.00');
  await captureAtReviewWidths(page, 'withdraw-verification-required');

  // The refusal's own link leads to the verification page.
  await page.getByRole('link', { name: 'Go to Verification' }).click();
  await expect(page).toHaveURL('/account/verification/');
  const status = page.getByTestId('kyc-status');
  await expect(status).toHaveText('Not verified yet. Upload your documents below.');
  const documents = [
    ['Identity document (front)', { name: 'front.png', mimeType: 'image/png', buffer: PNG }],
    ['Identity document (back)', { name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF }],
    ['Proof of address', { name: 'address.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ] as const;
  for (const [name, file] of documents) {
    const form = page.getByRole('form', { name });
    await form.getByLabel('File').setInputFiles(file);
    if (name === 'Proof of address') {
      // The address the document shows goes with it, for the reviewer to compare.
      await form.getByLabel('Your address').fill('Jl. Sudirman 1, Jakarta 10220');
      await form.scrollIntoViewIfNeeded();
      await captureAtReviewWidths(page, 'verification-address');
    }
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(`${name} uploaded. We will check it soon.`)).toBeVisible();
    await expect(form.getByText(/^Uploaded:/)).toBeVisible();
  }
  await expect(status).toHaveText('Documents received: we are checking them.');

  await approveVerificationOf(player.username);
  await page.reload();
  await expect(status).toHaveText('Your identity is verified.');
  await expect(page.getByRole('form')).toHaveCount(0);

  await requestWithdrawal();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('300,000.00');
  await approve(await pendingTransactionOf(player.username, 'WITHDRAW'));
  await expect(page.getByText('Your withdrawal has been approved')).toBeVisible();
});
