import { expect, test } from '../support/test';
import { BACKOFFICE_URL, firstLogInToBackOffice } from '../support/backoffice';
import { createStaff } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

const REPLAY_NOTE = 'Replay — the record of a past round. Nothing here is played again.';

// Game recall (GLI-19 2.8.2, 4.14): a player opens a round they played from the bet report and
// reads its full record, marked as a replay; support reads the same on the player's page. Both
// looked at on a phone and a desktop (the site), a laptop and a tablet (the back office).
test('a player opens a past round from the bet report, and staff read it on the player’s page', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');

  const play = await context.newPage();
  await play.goto('/games/slots/');
  await play.getByTestId('game-tile').first().click();
  await play.getByRole('button', { name: 'Play now' }).click();
  const game = play.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#result')).not.toHaveText(/Spinning/);
  await play.close();

  await page.goto('/account/report/');
  const round = page.getByRole('table').getByRole('row').nth(1);
  await round.getByRole('link', { name: /^Replay of the / }).click();
  await expect(page).toHaveURL(/\/account\/report\/[A-Z0-9]+\/[^/]+$/);
  await expect(page.getByText(REPLAY_NOTE)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Balance before', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('500,000.00 IDR');
  await expect(page.getByRole('table', { name: 'Reels' })).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the replay at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`replay-${width}.png`), fullPage: true });
  }
  const [, gpid, roundId] = /\/account\/report\/([^/]+)\/([^/]+)$/.exec(page.url()) ?? [];
  const playerId = await page.evaluate(
    async ({ gpid, roundId }) => {
      const auth = JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.loginToken;
      const response = await fetch('/v1/round/detail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ gpid, roundId: decodeURIComponent(roundId ?? '') }),
      });
      return ((await response.json()) as { data: { playerId: string } }).data.playerId;
    },
    { gpid, roundId },
  );

  const staffPage = await context.newPage();
  await staffPage.setViewportSize({ width: 1280, height: 800 });
  await firstLogInToBackOffice(
    staffPage,
    await createStaff(`sup_${Date.now().toString(36)}`, ['support']),
  );
  await staffPage.goto(`${BACKOFFICE_URL}/players/${playerId}`);
  await staffPage.getByRole('tab', { name: 'Bets' }).click();
  await staffPage
    .getByRole('link', { name: /^Replay of the / })
    .first()
    .click();
  await expect(staffPage.getByText(REPLAY_NOTE)).toBeVisible();
  await expect(staffPage.getByRole('heading', { name: 'Round record' })).toBeVisible();
  for (const width of [1280, 768]) {
    await staffPage.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
    const overflow = await staffPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the staff's round at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await staffPage.screenshot({
      path: testInfo.outputPath(`staff-round-${width}.png`),
      fullPage: true,
    });
  }
});
