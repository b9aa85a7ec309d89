import { expect, test } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import {
  auditEntriesOf,
  createStaff,
  secondApprovalAmounts,
  setSecondApprovalAmount,
} from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';

const suffix = () => Date.now().toString(36).slice(-6);

test('a manual adjustment above the four-eyes amount waits for a second approver, then posts and the balance changes', async ({
  page,
  browser,
}, testInfo) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  const earlier = (await secondApprovalAmounts('croupier')).find(
    ({ currency }) => currency === 'IDR',
  );
  await setSecondApprovalAmount('croupier', 'IDR', '1000000');
  try {
    const asker = await createStaff(`adj_a_${suffix()}`, ['payments']);
    const approver = await createStaff(`adj_b_${suffix()}`, ['payments']);

    // The first payments member, at 1280 px: finds the player by part of the username.
    const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const office = await first.newPage();
    await firstLogInToBackOffice(office, asker);
    await openSection(office, 'Players');
    await office.getByLabel('Username, email or phone number').fill(player.username.slice(2));
    await office.getByRole('button', { name: 'Find players' }).click();
    await office.screenshot({
      path: testInfo.outputPath('backoffice-player-search-1280.png'),
      fullPage: true,
    });
    await office.getByRole('link', { name: player.username }).click();
    const balances = office.getByRole('region', { name: 'Balances' });
    await expect(balances.getByRole('row', { name: /^IDR / })).toContainText('0.00 IDR');

    const panel = office.getByRole('region', { name: 'Balance adjustments' });
    await panel.getByRole('button', { name: 'Adjust balance' }).click();
    await panel.getByLabel('Amount (− to debit)').fill('1500000');
    await panel.getByLabel('Reason (staff only)').fill('Lost win restored after an outage');
    await panel.getByRole('button', { name: 'Review' }).click();
    await expect(panel.getByText(`Credit 1,500,000.00 IDR to ${player.username}?`)).toBeVisible();
    await office.screenshot({
      path: testInfo.outputPath('backoffice-adjustment-review-1280.png'),
      fullPage: true,
    });
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(office.getByRole('status')).toContainText(
      `1,500,000.00 IDR for ${player.username} waits for a second approver.`,
    );
    const mine = panel.getByRole('listitem', { name: /Lost win restored/ });
    await expect(mine).toContainText('Waiting for a second approver');
    await expect(mine).toContainText('Another staff member approves');
    await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // Nothing moved yet.
    await expect(balances.getByRole('row', { name: /^IDR / })).toContainText('0.00 IDR');
    await office.screenshot({
      path: testInfo.outputPath('backoffice-adjustment-waiting-1280.png'),
      fullPage: true,
    });
    const playerUrl = office.url();

    // Another payments member, at 768 px, approves it after confirming.
    const second = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const desk = await second.newPage();
    await firstLogInToBackOffice(desk, approver);
    await desk.goto(playerUrl);
    const waiting = desk
      .getByRole('region', { name: 'Balance adjustments' })
      .getByRole('listitem', { name: /Lost win restored/ });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(
      waiting.getByText(`Post 1,500,000.00 IDR to ${player.username} now?`),
    ).toBeVisible();
    await desk.screenshot({
      path: testInfo.outputPath('backoffice-adjustment-approve-768.png'),
      fullPage: true,
    });
    await waiting.getByRole('button', { name: 'Confirm' }).click();
    await expect(desk.getByRole('status')).toContainText(
      `Posted 1,500,000.00 IDR to ${player.username}.`,
    );
    await expect(
      desk.getByRole('region', { name: 'Balances' }).getByRole('row', { name: /^IDR / }),
    ).toContainText('1,500,000.00 IDR');
    await expect(waiting).toContainText('Posted');
    await desk.screenshot({
      path: testInfo.outputPath('backoffice-adjustment-posted-768.png'),
      fullPage: true,
    });

    // The player's registration started a login session: its address and the browser, read.
    await desk.getByRole('tab', { name: 'Sessions' }).click();
    await expect(desk.getByRole('tabpanel').getByRole('row').nth(1)).toContainText(
      /Chrome [\d.]+ · Linux · Computer/,
    );
    await desk.screenshot({
      path: testInfo.outputPath('backoffice-player-sessions-768.png'),
      fullPage: true,
    });

    // The first member sees it posted too; the player's site shows the new balance live.
    await office.reload();
    await expect(balances.getByRole('row', { name: /^IDR / })).toContainText('1,500,000.00 IDR');
    await office.setViewportSize({ width: 768, height: 1024 });
    await office.screenshot({
      path: testInfo.outputPath('backoffice-adjustment-posted-own-768.png'),
      fullPage: true,
    });
    await expect(page.getByTestId('header-balance')).toHaveText('1,500,000.00');

    expect((await auditEntriesOf(asker.username)).map(({ action }) => action)).toContain(
      'player.adjust-balance',
    );
    expect((await auditEntriesOf(approver.username)).map(({ action }) => action)).toContain(
      'player.approve-adjustment',
    );
    await first.close();
    await second.close();
  } finally {
    await setSecondApprovalAmount('croupier', 'IDR', earlier?.above ?? null);
  }
});
