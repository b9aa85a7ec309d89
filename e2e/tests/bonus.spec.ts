import { expect, test } from '../support/test';
import { markIdentityVerified } from '../support/database';
import { approve, creditBonus, pendingTransactionOf } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';

const SMALLEST_STAKE = '5000';

test('a welcome bonus from the deposit form: wagered in a slot, its maximum bet refused in the game, forfeited by a withdrawal that pays the real money', async ({
  page,
  context,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await markIdentityVerified(player.username);

  // The deposit form offers the welcome bonus with what it gives for the amount typed.
  await page.goto('/account/wallet/deposit/');
  await page.getByLabel('Amount').fill('100000');
  const offers = page.getByRole('group', { name: 'Bonus' });
  const welcome = offers.getByRole('radio', { name: /Welcome Bonus 100%/ });
  await expect(
    offers.getByText(
      /You get 100,000\.00 IDR in bonus money\. Wager 1,000,000\.00 IDR within 30 days/,
    ),
  ).toBeVisible();
  await welcome.check();
  await captureAtReviewWidths(page, 'deposit-bonus-offer');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
  await approve(await pendingTransactionOf(player.username, 'DEPOSIT'));

  const real = page.getByTestId('header-balance');
  const bonus = page.getByTestId('header-bonus-balance');
  await expect(real).toHaveText('100,000.00');
  await expect(bonus).toHaveText('Bonus 100,000.00');

  // The demo slot offers stakes of up to 5 % of the balance: a promotion of real money lets the
  // player pick one above the bonus's maximum bet (162,500 IDR, 10 USD's worth).
  await creditBonus(player.username, '5000000');
  await expect(real).toHaveText('5,100,000.00');

  const play = await context.newPage();
  await play.goto('/games/slots/');
  await play.getByTestId('game-tile').first().click();
  await play.getByRole('button', { name: 'Play now' }).click();
  const game = play.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  const stake = game.getByLabel('Bet amount');
  await expect(game.locator('#balance')).toHaveText('5,200,000.00 IDR');

  await stake.selectOption('200000.00');
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(game.locator('#result')).toHaveText(
    'Your bonus allows stakes of at most 162,500.00 IDR while it is being wagered.',
  );
  await expect(game.locator('#balance')).toHaveText('5,200,000.00 IDR');

  await stake.selectOption(`${SMALLEST_STAKE}.00`);
  const spins = 3;
  for (let round = 0; round < spins; round += 1) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(game.locator('#result')).not.toHaveText(/Spinning/);
  }
  await play.close();

  // The reward page's progress is exactly the stakes played (slots count 100 %).
  const wagered = spins * Number(SMALLEST_STAKE);
  await page.goto('/account/reward/bonus/');
  const progress = page.getByRole('progressbar', { name: /Welcome Bonus 100%/ });
  await expect(progress).toHaveAttribute('aria-valuenow', String(wagered));
  await expect(progress).toHaveAttribute('aria-valuemax', '1000000');
  await captureAtReviewWidths(page, 'reward-bonus-progress');

  // A withdrawal says what it forfeits and waits for the player to confirm.
  await page.goto('/account/wallet/withdraw/');
  await page.getByLabel('Amount').fill('100000');
  const notice = page.getByRole('region', { name: 'Withdrawing ends your bonus' });
  await expect(notice).toContainText('Withdrawing now forfeits 100,000.00 IDR in bonus money.');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(notice.getByRole('alert')).toHaveText(
    'Confirm that you give up your bonus, or keep playing until its wagering is complete.',
  );
  await captureAtReviewWidths(page, 'withdraw-bonus-forfeit');
  await notice.getByRole('checkbox', { name: /I give up my bonus of 100,000\.00 IDR/ }).check();
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(bonus).toHaveCount(0);

  await approve(await pendingTransactionOf(player.username, 'WITHDRAW'));
  await expect(page.getByText('Your withdrawal has been approved')).toBeVisible();
  await page.goto('/account/reward/bonus/');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
