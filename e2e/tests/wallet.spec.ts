import { expect, test } from '../support/test';
import { markIdentityVerified } from '../support/database';
import { decline, pendingTransactionOf } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';
import { depositApproved } from '../support/wallet';

test('a deposit approved by the operator updates the header balance live, with a toast', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('0.00');

  await depositApproved(page, player, '500000');

  await expect(page.getByText('Your deposit has been approved')).toBeVisible();
  await expect(balance).toHaveText('500,000.00');
  // The page was never reloaded: the same success panel is still on screen, with the decision.
  const panel = page.getByRole('status').filter({ hasText: 'Deposit requested' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Approved');
  await expect(panel).not.toContainText('Pending');
  await captureAtReviewWidths(page, 'deposit-approved');
});

test('a declined withdrawal gives the held funds back', async ({ page }) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await markIdentityVerified(player.username);
  await depositApproved(page, player, '500000');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('500,000.00');

  await page.getByRole('link', { name: 'Withdraw' }).click();
  await page.getByLabel('Amount').fill('200000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(balance).toHaveText('300,000.00');

  await decline(await pendingTransactionOf(player.username, 'WITHDRAW'), 'account_name_mismatch');
  await expect(page.getByText('Your withdrawal has been declined')).toBeVisible();
  await expect(balance).toHaveText('500,000.00');
  const panel = page.getByRole('status').filter({ hasText: 'Withdrawal requested' });
  await expect(panel).toContainText('Declined');
  await expect(panel).toContainText('The account name does not match the name on your account.');
  await expect(panel).toContainText('What to do: Use a bank account in your own name');
  await expect(panel).not.toContainText('on hold until the withdrawal is approved');
  await expect(panel.getByTestId('held-balance')).toHaveText('On hold in this wallet: 0.00 IDR');
  await captureAtReviewWidths(page, 'withdraw-declined');

  await page.getByRole('button', { name: 'Make another withdrawal' }).click();
  await expect(page.getByText(/Available: 500,000\.00 IDR/)).toBeVisible();

  await page.goto('/account/wallet/history/?transactionType=DEPOWD');
  const withdrawal = page.getByRole('row').filter({ hasText: 'Withdrawal' });
  await expect(withdrawal).toContainText('Declined');
  await expect(withdrawal).toContainText('200,000.00');
});

test('a swap moves both balances and appears in the swap history', async ({ page }) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  await expect(page.getByTestId('header-balance')).toHaveText('500,000.00');

  await page.goto('/account/wallet/swap/');
  await page.getByLabel('From').selectOption('IDR');
  await page.getByLabel('To').selectOption('USDT');
  await page.getByLabel('Amount').fill('160000');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await expect(page.getByText(/Expires in/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('340,000.00');

  await page.getByLabel('Active wallet').selectOption('USDT');
  await expect(page.getByTestId('header-balance')).not.toHaveText(/^0(\.0+)?$/);

  await page.goto('/account/wallet/history/?transactionType=SWAP');
  await expect(page.getByRole('row').filter({ hasText: 'Currency swap' })).toContainText(
    '160,000.00',
  );
});

test('a deposit page load asks for the balances once and the shown address for its QR code', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');

  const balanceRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/get-balance2') balanceRequests.push(request.url());
  });
  await page.goto('/account/wallet/deposit/');
  await page.getByLabel('Currency').selectOption('USDT');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(
    page.getByRole('img', { name: 'QR code of your TRC20 deposit address' }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  expect(balanceRequests).toHaveLength(1);
});
