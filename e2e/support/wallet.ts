import { expect, type Page } from '@playwright/test';
import { approve, pendingTransactionOf } from './operator';
import type { Player } from './players';

/** Requests a deposit through the wallet page and has the operator approve it. */
export async function depositApproved(page: Page, player: Player, amount: string) {
  await page.goto('/account/wallet/deposit/');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
  await approve(await pendingTransactionOf(player.username, 'DEPOSIT'));
}
